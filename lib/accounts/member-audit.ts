import "server-only";
import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { revokeMemberApiKeys } from "@/lib/accounts/keys-store";
import { recordAuditNow, type AuditActor, type AuditEventInput } from "@/lib/audit/store";
import { isRole } from "@/lib/accounts/roles";

interface Who {
  id: string;
  name: string;
  email: string;
}
interface MemberChange {
  member: { id: string; role: string };
  user: Who;
  organization: { id: string };
}

const label = (user: Who) => user.name || user.email;

/**
 * Who is acting: the signed-in user of the better-auth request that is running the hook (the
 * organization plugin's hooks are handed the member, not the person changing them).
 */
function actingUser(fallback: Who): AuditActor {
  const session = (tryGetCurrentAuthEndpointContext()?.context as { session?: { user?: Who } | null } | undefined)
    ?.session;
  const user = session?.user ?? fallback;
  return { id: user.id, name: label(user) };
}

const record = (change: MemberChange, action: AuditEventInput["action"], detail: string) =>
  recordAuditNow({
    workspaceId: change.organization.id,
    actor: actingUser(change.user),
    action,
    targetType: "member",
    targetId: change.user.id,
    targetName: label(change.user),
    detail,
  });

interface InvitationChange {
  invitation: { id: string; email: string; role: string };
  organization: { id: string };
}

// An invitation is logged under its email: the invitee has no account yet, or not in this workspace.
const recordInvitation = (
  change: InvitationChange,
  by: Who,
  action: "invitation.sent" | "invitation.cancelled",
  detail: string,
) =>
  recordAuditNow({
    workspaceId: change.organization.id,
    actor: { id: by.id, name: label(by) },
    action,
    targetType: "invitation",
    targetId: change.invitation.id,
    targetName: change.invitation.email,
    detail,
  });

/**
 * better-auth organization hooks that write member changes and invitations to the audit log. They run after the
 * plugin's own write, which is not ours to join in a transaction. A removed member's API keys are
 * revoked here too, and a demoted one's keys above their new role; the access check already
 * refuses or caps them from the next request on, but a re-invitation or promotion would revive them.
 */
export const memberAuditHooks = {
  afterAcceptInvitation: async (change: MemberChange) =>
    record(change, "member.added", `joined as ${change.member.role}`),
  afterAddMember: async (change: MemberChange) => record(change, "member.added", `added as ${change.member.role}`),
  afterUpdateMemberRole: async (change: MemberChange & { previousRole: string }) => {
    if (isRole(change.member.role))
      await revokeMemberApiKeys(change.user.id, change.organization.id, change.member.role);
    await record(change, "member.role-changed", `${change.previousRole} → ${change.member.role}`);
  },
  afterRemoveMember: async (change: MemberChange) => {
    await revokeMemberApiKeys(change.user.id, change.organization.id);
    await record(change, "member.removed", `was ${change.member.role}`);
  },
  afterCreateInvitation: async (change: InvitationChange & { inviter: Who }) =>
    recordInvitation(change, change.inviter, "invitation.sent", `as ${change.invitation.role}`),
  afterCancelInvitation: async (change: InvitationChange & { cancelledBy: Who }) =>
    recordInvitation(change, change.cancelledBy, "invitation.cancelled", `was ${change.invitation.role}`),
};

/**
 * A member who left (better-auth's /organization/leave, which deletes the row without the hooks
 * above): their keys are revoked and the leaving is logged, as a removal is.
 */
export async function recordLeaving(
  member: { userId: string; organizationId: string; role: string },
  user: Who,
): Promise<void> {
  await revokeMemberApiKeys(member.userId, member.organizationId);
  await recordAuditNow({
    workspaceId: member.organizationId,
    actor: { id: user.id, name: label(user) },
    action: "member.removed",
    targetType: "member",
    targetId: user.id,
    targetName: label(user),
    detail: `left; was ${member.role}`,
  });
}
