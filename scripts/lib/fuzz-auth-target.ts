// What the fuzz bench prepares on the running app before it fuzzes: accounts of every role (made
// through better-auth's invitations, as people join), second sessions, spare members the owner may
// change, pending invitations; and the invariants an accepted request to /api/auth/* must keep.
import type Database from "better-sqlite3";
import type { AppProcess } from "./app-process";
import { SCRIPT_ACCOUNT, sessionCookie } from "./sign-in";
import { AUTH_PEOPLE, type AuthPerson, type AuthTarget, type Person } from "./fuzz-auth-endpoints";

export async function send(
  server: AppProcess,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Response> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { origin: server.url, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`setup: ${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}
export const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

export const accountOf = (label: string) => ({
  name: `Fuzz ${label}`,
  email: `fuzz-${label}@example.test`,
  password: `fuzz-${label}-password`,
});

/** A member of the owner's workspace with `role`, through better-auth's invitation, as a person joins. */
export async function member(
  server: AppProcess,
  workspaceId: string,
  role: "viewer" | "editor",
  label: string = role,
): Promise<string> {
  const account = accountOf(label);
  const invitation = await json<{ id: string }>(
    send(
      server,
      "POST",
      "/api/auth/organization/invite-member",
      { cookie: server.cookie },
      { email: account.email, role, organizationId: workspaceId },
    ),
  );
  const cookie = await sessionCookie(server.url, account);
  await send(server, "POST", "/api/auth/organization/accept-invitation", { cookie }, { invitationId: invitation.id });
  await send(server, "POST", "/api/auth/organization/set-active", { cookie }, { organizationId: workspaceId });
  return cookie;
}

/** The session token inside a better-auth session cookie (`token.signature`, URL-encoded). */
const tokenOf = (cookie: string) =>
  decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "").split(".")[0] ?? "";

const one = <T>(db: Database.Database, sql: string, ...args: unknown[]) => {
  const row = db.prepare(sql).get(...args) as T | undefined;
  if (!row) throw new Error(`setup: nothing for ${sql} ${JSON.stringify(args)}`);
  return row;
};

/** Everything the auth fuzz aims at, made on top of the accounts the bench already signed in. */
export async function prepareAuthTarget(
  server: AppProcess,
  db: Database.Database,
  cookies: Record<AuthPerson, string>,
  teamId: string,
  keys: { ownerKey: string; liveKeyIds: string[] },
): Promise<AuthTarget> {
  const accounts: Record<AuthPerson, { email: string; password: string }> = {
    owner: SCRIPT_ACCOUNT,
    editor: accountOf("editor"),
    viewer: accountOf("viewer"),
    outsider: accountOf("outsider"),
  };
  const people = {} as Record<AuthPerson, Person>;
  for (const role of AUTH_PEOPLE) {
    const { email, password } = accounts[role];
    const user = one<{ id: string }>(db, `SELECT id FROM "User" WHERE email = ?`, email);
    const membership = one<{ id: string; organizationId: string }>(
      db,
      `SELECT id, organizationId FROM "Member" WHERE userId = ? ORDER BY createdAt LIMIT 1`,
      user.id,
    );
    const account = one<{ id: string }>(
      db,
      `SELECT accountId AS id FROM "Account" WHERE userId = ? AND providerId = 'credential'`,
      user.id,
    );
    const spareCookie = await sessionCookie(server.url, { name: role, email, password });
    people[role] = {
      userId: user.id,
      email,
      password,
      cookie: cookies[role],
      token: tokenOf(cookies[role]),
      spareCookie,
      spareToken: tokenOf(spareCookie),
      workspaceId: role === "outsider" ? membership.organizationId : teamId,
      memberId:
        role === "outsider"
          ? membership.id
          : one<{ id: string }>(db, `SELECT id FROM "Member" WHERE userId = ? AND organizationId = ?`, user.id, teamId)
              .id,
      accountId: account.id,
    };
  }
  const viewerCookie = await member(server, teamId, "viewer", "spare-viewer");
  const editorCookie = await member(server, teamId, "editor", "spare-editor");
  const spareEmails = [accountOf("spare-viewer").email, accountOf("spare-editor").email];
  const spareMembers = spareEmails.map(
    (email) =>
      one<{ id: string }>(
        db,
        `SELECT m.id FROM "Member" m JOIN "User" u ON u.id = m.userId WHERE u.email = ? AND m.organizationId = ?`,
        email,
        teamId,
      ).id,
  );
  const invite = async (cookie: string, organizationId: string, email: string) =>
    (
      await json<{ id: string }>(
        send(
          server,
          "POST",
          "/api/auth/organization/invite-member",
          { cookie },
          { email, role: "editor", organizationId },
        ),
      )
    ).id;
  const outsiderWorkspace = people.outsider.workspaceId;
  const slug = (id: string) => one<{ slug: string }>(db, `SELECT slug FROM "Organization" WHERE id = ?`, id).slug;
  return {
    origin: server.url,
    people,
    spares: { memberIds: spareMembers, emails: spareEmails, viewerCookie, editorCookie },
    workspaces: {
      team: { id: teamId, slug: slug(teamId) },
      outsider: { id: outsiderWorkspace, slug: slug(outsiderWorkspace) },
    },
    invitationIds: [
      await invite(cookies.owner, teamId, "fuzz-nobody-1@example.test"),
      await invite(cookies.owner, teamId, "fuzz-nobody-2@example.test"),
      await invite(cookies.outsider, outsiderWorkspace, "fuzz-nobody-3@example.test"),
    ],
    ownerKey: keys.ownerKey,
    liveKeyIds: keys.liveKeyIds,
  };
}

const ROLE_OF: Record<AuthPerson, string> = { owner: "owner", editor: "editor", viewer: "viewer", outsider: "owner" };

/**
 * What no request of the auth fuzz may change, even when accepted: the fuzz never sends a request
 * that may rightly change these (the owner changes only the spare members; sessions end only
 * spare ones). Each person keeps their session, membership and role, the run's API keys stay live; both
 * workspaces stay, and no one joins them. Returns what broke, empty when nothing did.
 */
export function brokenInvariants(db: Database.Database, t: AuthTarget): string[] {
  const broken: string[] = [];
  for (const role of AUTH_PEOPLE) {
    const p = t.people[role];
    if (!db.prepare(`SELECT 1 FROM "Session" WHERE token = ?`).get(p.token)) broken.push(`${role}'s session ended`);
    const row = db.prepare(`SELECT organizationId, role FROM "Member" WHERE id = ?`).get(p.memberId) as
      { organizationId: string; role: string } | undefined;
    if (!row || row.organizationId !== p.workspaceId) broken.push(`${role} is no longer a member`);
    else if (row.role !== ROLE_OF[role]) broken.push(`${role} became ${row.role}`);
  }
  for (const id of t.liveKeyIds) {
    if (!db.prepare(`SELECT 1 FROM "ApiKey" WHERE id = ? AND revokedAt IS NULL`).get(id))
      broken.push(`API key ${id} was revoked`);
  }
  for (const [name, { id }] of Object.entries(t.workspaces)) {
    if (!db.prepare(`SELECT 1 FROM "Organization" WHERE id = ?`).get(id)) broken.push(`the ${name} workspace is gone`);
  }
  const known = new Set([...AUTH_PEOPLE.map((r) => t.people[r].memberId), ...t.spares.memberIds]);
  const members = db
    .prepare(`SELECT id FROM "Member" WHERE organizationId IN (?, ?)`)
    .pluck()
    .all(t.workspaces.team.id, t.workspaces.outsider.id) as string[];
  const joined = members.filter((id) => !known.has(id));
  if (joined.length > 0) broken.push(`${joined.length} new member(s) joined the run's workspaces`);
  return broken;
}
