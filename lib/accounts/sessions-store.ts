import "server-only";
import { getDb } from "@/lib/db";
import type { Membership } from "@/lib/accounts/workspaces-store";

/** A session row with what every request needs beside it: its user, and their role in its workspace. */
export interface SessionCaller {
  expiresAt: Date;
  user: { id: string; name: string; email: string };
  /** The user's membership of the session's active workspace; null when there is none or they left it. */
  membership: Membership | null;
}

type Row = {
  expiresAt: Date;
  userId: string;
  name: string;
  email: string;
  workspaceId: string | null;
  workspaceName: string | null;
  role: string | null;
};

/**
 * The session with `token`, its user and their membership of its active workspace, in one query:
 * every signed-in request asks, so it costs one round trip rather than better-auth's lookups
 * plus a member read. Null when no session has that token. Expiry is the caller's to judge.
 *
 * @example
 * await findSessionCaller("Kx8…"); // { expiresAt, user: { id, name, email }, membership: { workspaceId, workspaceName, role: "editor" } }
 */
export async function findSessionCaller(token: string): Promise<SessionCaller | null> {
  const [row] = await getDb().$queryRaw<Row[]>`
    SELECT s."expiresAt", u."id" AS "userId", u."name", u."email", o."id" AS "workspaceId", o."name" AS "workspaceName", m."role"
    FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    LEFT JOIN "Member" m ON m."userId" = s."userId" AND m."organizationId" = s."activeOrganizationId"
    LEFT JOIN "Organization" o ON o."id" = m."organizationId"
    WHERE s."token" = ${token}
    LIMIT 1`;
  if (!row) return null;
  const membership =
    row.workspaceId !== null && row.workspaceName !== null && row.role !== null
      ? { workspaceId: row.workspaceId, workspaceName: row.workspaceName, role: row.role }
      : null;
  return { expiresAt: new Date(row.expiresAt), user: { id: row.userId, name: row.name, email: row.email }, membership };
}
