import "server-only";
import { ROLES } from "@/lib/accounts/roles";
import { getDb } from "@/lib/db";
import { newId } from "@/lib/db/ids";
import { isUniqueViolation } from "@/lib/accounts/settings-store";

/** The workspace the first migration made for the scenarios saved before accounts existed. */
export const DEFAULT_WORKSPACE_ID = "default-workspace";

export interface Membership {
  workspaceId: string;
  workspaceName: string;
  role: string;
}

/** The user's role in one workspace, or null when they are not (or no longer) a member. */
export async function findMembership(userId: string, workspaceId: string): Promise<Membership | null> {
  const member = await getDb().member.findFirst({
    where: { userId, organizationId: workspaceId },
    include: { organization: { select: { name: true } } },
  });
  return member
    ? { workspaceId: member.organizationId, workspaceName: member.organization.name, role: member.role }
    : null;
}

/** The id of the workspace with this slug (better-auth's endpoints take either), or null. */
export async function workspaceIdBySlug(slug: string): Promise<string | null> {
  return (await getDb().organization.findUnique({ where: { slug }, select: { id: true } }))?.id ?? null;
}

/** Every workspace the user belongs to, oldest membership first. */
export async function listMemberships(userId: string): Promise<Membership[]> {
  // Every page's header asks (the workspace switcher): plain SQL skips Prisma's query compiler.
  return getDb().$queryRaw<Membership[]>`
    SELECT m."organizationId" AS "workspaceId", o."name" AS "workspaceName", m."role"
    FROM "Member" m JOIN "Organization" o ON o."id" = m."organizationId"
    WHERE m."userId" = ${userId}
    ORDER BY m."createdAt" ASC, m."id" ASC`;
}

/** Whether anyone has an account yet: before the first one, the app shows the first-run page. */
export async function hasAnyUser(): Promise<boolean> {
  return (await getDb().user.count()) > 0;
}

const FIRST_OWNER = "first-owner";

/**
 * Makes the user the owner of the default workspace, if nobody has claimed it yet. The claim is a
 * row with a fixed key, so of two first sign-ups racing, exactly one becomes its owner.
 */
export async function claimDefaultWorkspace(userId: string): Promise<boolean> {
  const db = getDb();
  try {
    await db.$transaction([
      db.appSetting.create({ data: { key: FIRST_OWNER, value: userId } }),
      db.member.create({ data: { id: newId(), organizationId: DEFAULT_WORKSPACE_ID, userId, role: "owner" } }),
    ]);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A new, empty workspace with the user as its owner; returns its id. */
export async function createWorkspaceFor(userId: string, name: string): Promise<string> {
  const id = newId();
  await getDb().organization.create({
    data: {
      id,
      name,
      slug: `workspace-${id.toLowerCase()}`,
      members: { create: { id: newId(), userId, role: "owner" } },
    },
  });
  return id;
}

/** Adds a user to a workspace with a role. */
export async function addMember(workspaceId: string, userId: string, role: string): Promise<void> {
  await getDb().member.create({ data: { id: newId(), organizationId: workspaceId, userId, role } });
}

/** Makes a workspace the one every session of the user acts in. */
export async function setActiveWorkspace(userId: string, workspaceId: string): Promise<void> {
  await getDb().session.updateMany({ where: { userId }, data: { activeOrganizationId: workspaceId } });
}

export interface MemberRow {
  memberId: string;
  userId: string;
  name: string;
  email: string;
  role: string;
}

/** A workspace's members, owners first, then by name. */
export async function listMembers(workspaceId: string): Promise<MemberRow[]> {
  const rows = await getDb().member.findMany({
    where: { organizationId: workspaceId },
    include: { user: { select: { name: true, email: true } } },
  });
  const order = (role: string) => -(ROLES as readonly string[]).indexOf(role);
  return rows
    .map((m) => ({ memberId: m.id, userId: m.userId, name: m.user.name, email: m.user.email, role: m.role }))
    .sort((a, b) => order(a.role) - order(b.role) || a.name.localeCompare(b.name));
}
