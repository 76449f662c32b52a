import "server-only";
import { resolveApiKey } from "@/lib/accounts/keys-store";
import { findMembership, listMemberships, type Membership } from "@/lib/accounts/workspaces-store";
import { errorResponse } from "@/lib/http/errors";
import { requestOrigin } from "@/lib/http/origin";
import { getAuth } from "@/lib/accounts/server";
import { quickSession } from "@/lib/accounts/session-lookup";
import { atLeast, isRole, lowerRole, type Role } from "@/lib/accounts/roles";

/** Who is making a request, in which workspace, with which role. */
export interface Caller {
  user: { id: string; name: string; email: string };
  /** How they proved it: a session cookie, or an API key (`Authorization: Bearer …`). */
  via: "session" | "api-key";
  /** The workspace the request acts in, and the caller's role there; null when they belong to none. */
  workspace: { id: string; name: string; role: Role } | null;
}

/** A caller acting in a workspace with at least the role asked for. */
export type WorkspaceCaller = Caller & { workspace: NonNullable<Caller["workspace"]> };

const asWorkspace = (membership: Membership | null | undefined): Caller["workspace"] =>
  membership && isRole(membership.role)
    ? { id: membership.workspaceId, name: membership.workspaceName, role: membership.role }
    : null;

/** The key of `Authorization: Bearer <key>`, or null when the header is absent or another scheme. */
export function bearerKey(headers: Headers): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "")?.[1] ?? null;
}

/**
 * The caller behind an API key: its creator, in the key's workspace, with the lower of the key's
 * role and the creator's role there now; null when the key is unknown or revoked, or its creator
 * is no longer a member of that workspace.
 */
async function keyCaller(key: string): Promise<Caller | null> {
  const identity = await resolveApiKey(key);
  if (!identity) return null;
  const workspace = asWorkspace(await findMembership(identity.user.id, identity.workspaceId));
  if (!workspace) return null;
  return {
    user: identity.user,
    via: "api-key",
    workspace: { ...workspace, role: lowerRole(workspace.role, identity.role) },
  };
}

/**
 * The caller of a request, or null when anonymous. The role is read from the member table on
 * every request, never from the session, so a removed member or a changed role counts at once.
 * The workspace is the session's active one; when the caller is no longer in it, their first.
 * A request with an API key is its key's caller, whatever cookie it also carries.
 */
export async function resolveCaller(headers: Headers): Promise<Caller | null> {
  const key = bearerKey(headers);
  if (key !== null) return keyCaller(key);
  const quick = await quickSession(headers);
  if (quick === null) return null;
  const session = quick ?? (await slowSession(headers));
  if (!session) return null;
  const { user } = session;
  const membership = session.membership ?? (await listMemberships(user.id))[0];
  return {
    user: { id: user.id, name: user.name, email: user.email },
    via: "session",
    workspace: asWorkspace(membership),
  };
}

/** The session as better-auth's `getSession` finds it (clearing or refreshing it as it does). */
async function slowSession(headers: Headers): Promise<{ user: Caller["user"]; membership: Membership | null } | null> {
  const session = await (await getAuth()).api.getSession({ headers });
  if (!session) return null;
  const active = session.session.activeOrganizationId;
  return { user: session.user, membership: active ? await findMembership(session.user.id, active) : null };
}

export type Access = { ok: true; caller: WorkspaceCaller } | { ok: false; response: Response };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request comes from another site. Browsers send Origin on such
 * requests (and Sec-Fetch-Site); a script without either is not a browser carrying someone's cookie.
 * A page with `Referrer-Policy: no-referrer` (the share page) posts its forms with `Origin: null`:
 * then only the browser's Sec-Fetch-Site saying same-origin lets it through.
 */
export function isCrossOrigin(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  if (origin === "null") return site !== "same-origin";
  if (origin) return origin !== requestOrigin(request);
  return site === "cross-site";
}

const refuse = (status: 401 | 403, message: string): Access => ({
  ok: false,
  response: errorResponse(status, [{ path: "", code: status === 401 ? "unauthenticated" : "forbidden", message }]),
});

/**
 * The one access check of every route: who calls (401 when nobody is signed in), in which workspace
 * (403 when they belong to none), with at least the `needed` role (403 otherwise). Requests from
 * another site that would change something are refused (403) before anything else.
 */
export async function authorize(request: Request, needed: Role): Promise<Access> {
  if (isCrossOrigin(request)) return refuse(403, "Requests from another site are refused");
  const caller = await resolveCaller(request.headers);
  if (!caller)
    return refuse(
      401,
      bearerKey(request.headers) === null
        ? "Sign in to continue"
        : "This API key is unknown or revoked, or its owner is no longer in its workspace",
    );
  if (!caller.workspace) return refuse(403, "You are not a member of any workspace: ask an owner for an invitation");
  if (!atLeast(caller.workspace.role, needed))
    return refuse(403, `This needs the ${needed} role; you are a ${caller.workspace.role} in this workspace`);
  return { ok: true, caller: caller as WorkspaceCaller };
}

/** Where the caller's writes land and whose name they carry. */
export const scopeOf = (caller: WorkspaceCaller) => ({ workspaceId: caller.workspace.id, authorId: caller.user.id });
