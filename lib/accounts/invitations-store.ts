import "server-only";
import { getDb } from "@/lib/db";

/** Whether an unexpired, pending invitation names this email. */
export async function hasPendingInvitation(email: string): Promise<boolean> {
  const found = await getDb().invitation.findFirst({
    where: { email: email.toLowerCase(), status: "pending", expiresAt: { gt: new Date() } },
    select: { id: true },
  });
  return found !== null;
}

export interface InvitationView {
  id: string;
  email: string;
  role: string;
  workspaceName: string;
  inviterName: string;
  /** Whether it can still be accepted: pending and unexpired. */
  open: boolean;
  /** Whether an account with the invited email exists already (then the invitee signs in to accept). */
  accountExists: boolean;
}

/** What the invitation page shows about one invitation, or null when the id is unknown. */
export async function getInvitation(id: string): Promise<InvitationView | null> {
  const db = getDb();
  const invitation = await db.invitation.findUnique({
    where: { id },
    include: { organization: { select: { name: true } }, inviter: { select: { name: true } } },
  });
  if (!invitation) return null;
  const account = await db.user.findUnique({ where: { email: invitation.email.toLowerCase() }, select: { id: true } });
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role ?? "viewer",
    workspaceName: invitation.organization.name,
    inviterName: invitation.inviter.name,
    open: invitation.status === "pending" && invitation.expiresAt > new Date(),
    accountExists: account !== null,
  };
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: string;
  expiresAt: Date;
}

/** A workspace's invitations that can still be accepted, newest first. */
export async function listPendingInvitations(workspaceId: string): Promise<PendingInvitation[]> {
  const rows = await getDb().invitation.findMany({
    where: { organizationId: workspaceId, status: "pending", expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { id: true, email: true, role: true, expiresAt: true },
  });
  return rows.map((row) => ({ ...row, role: row.role ?? "viewer" }));
}
