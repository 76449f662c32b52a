// The auth fuzz: requests to better-auth's endpoints (fuzz-auth-endpoints.ts), each a real body
// or query mutated once: a value of the wrong type, too long, with a lone surrogate, a role that
// escalates, another workspace's or person's id; a key removed, or an extra one (__proto__,
// role, userId…); the whole body replaced or malformed. Sent as each person, anonymously, with a
// forged cookie, from another site, and with an API key (which better-auth doesn't take).
import fc from "fast-check";
import { ORGANIZATION_ENDPOINTS } from "./fuzz-auth-endpoints-organization";
import {
  ACCOUNT_ENDPOINTS,
  AUTH_CALLERS,
  AUTH_PEOPLE,
  type AuthCaller,
  type AuthEndpoint,
  type AuthPerson,
  type AuthTarget,
} from "./fuzz-auth-endpoints";
import { type FuzzRequest } from "./fuzz-requests";
import { leafPaths, malformedBodies, weirdValue } from "./fuzz-values";

/** Text no endpoint should store or choke on. */
export const hostileText = fc.constantFrom(
  "\ud800",
  "a\udc00b",
  "",
  "   ",
  "\u0000",
  "\u202eevil",
  "x".repeat(121),
  "x".repeat(5_000),
  // 80 KB once encoded: over the 64 KB body limit.
  "ü".repeat(40_000),
  "😀".repeat(61),
  "'; DROP TABLE user; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "https://evil.example/",
  "//evil.example",
  "/\t/evil.example",
  `${"a".repeat(70)}@example.test`,
  "not-an-email",
);

/** Role values a non-owner might try, and shapes better-auth takes for a role (an array, a comma list). */
const escalation = fc.constantFrom<unknown>(
  "owner",
  "OWNER",
  " owner",
  "admin",
  "creator",
  ["owner"],
  ["viewer", "owner"],
  "viewer,owner",
);

const EXTRA_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "role",
  "userId",
  "organizationId",
  "activeOrganizationId",
  "emailVerified",
  "id",
  "createdAt",
  "inviterId",
  "status",
  "memberId",
  "teamId",
];

/** Every id the run knows: people, members, workspaces, invitations, accounts, session tokens. */
function knownIds(t: AuthTarget): string[] {
  const people = AUTH_PEOPLE.map((p) => t.people[p]);
  return [
    ...people.flatMap((p) => [p.userId, p.memberId, p.workspaceId, p.accountId, p.token, p.email]),
    ...t.spares.memberIds,
    ...t.spares.emails,
    t.workspaces.team.slug,
    t.workspaces.outsider.slug,
    ...t.invitationIds,
  ];
}

const MUTATIONS = ["valid", "replace", "replace", "remove", "extra", "swapId", "whole"] as const;
type Mutation = (typeof MUTATIONS)[number] | "malformed";

function setKey(node: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, so "__proto__" becomes a key of the JSON rather than the object's prototype.
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A copy of `valid` with one mutation applied. */
/**
 * The ids a caller may rightly act on, which a mutation never swaps in: with them the owner deletes
 * the team workspace or removes its people, the outsider deletes their own workspace, and anyone
 * revokes the session the run signs in with. The valid bodies aim these at the spares instead.
 */
function rightful(t: AuthTarget, caller: AuthCaller): Set<string> {
  const own = (AUTH_PEOPLE as readonly string[]).includes(caller) ? [t.people[caller as AuthPerson].token] : [];
  if (caller === "owner")
    own.push(
      t.workspaces.team.id,
      t.workspaces.team.slug,
      ...(["owner", "editor", "viewer"] as const).flatMap((r) => [t.people[r].memberId, t.people[r].email]),
    );
  if (caller === "outsider") own.push(t.workspaces.outsider.id, t.workspaces.outsider.slug, t.people.outsider.memberId);
  return new Set(own);
}

function mutated(
  t: AuthTarget,
  caller: AuthCaller,
  valid: Record<string, unknown>,
): fc.Arbitrary<{ value: unknown; how: Mutation }> {
  const paths = leafPaths(valid).filter((p) => p.length > 0);
  const path = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<string[]>([]);
  const excluded = rightful(t, caller);
  const ids = fc.constantFrom(...knownIds(t).filter((id) => !excluded.has(id)));
  const value = fc.oneof(weirdValue, hostileText, escalation, ids);
  return fc
    .tuple(
      fc.constantFrom(...MUTATIONS),
      path,
      value,
      fc.constantFrom(...EXTRA_KEYS),
      ids,
      fc.jsonValue({ maxDepth: 3 }),
    )
    .map(([how, at, v, extra, id, whole]) => {
      if (how === "valid") return { value: valid, how };
      if (how === "whole") return { value: whole, how };
      const copy = structuredClone(valid);
      let node = copy;
      for (const key of at.slice(0, -1)) node = node[key] as Record<string, unknown>;
      const last = at[at.length - 1];
      if (how === "extra" || last === undefined) setKey(node, extra, v);
      else if (how === "remove") delete node[last];
      else setKey(node, last, how === "swapId" ? id : v);
      return { value: copy, how };
    });
}

/** A query string from a (mutated) record: arrays repeat the parameter, other values as text. */
function queryOf(value: unknown): string {
  if (typeof value !== "object" || value === null) return `?q=${encodeURIComponent(String(value))}`;
  const query = new URLSearchParams();
  for (const [key, v] of Object.entries(value))
    for (const item of Array.isArray(v) ? v : [v])
      query.append(key, typeof item === "string" ? item : (JSON.stringify(item) ?? "undefined"));
  const text = query.toString();
  return text === "" ? "" : `?${text}`;
}

// Mostly JSON, so most requests reach the endpoint; the rest check that other types are refused.
const CONTENT_TYPES = [
  ...Array<string>(9).fill("application/json"),
  "text/plain",
  "application/x-www-form-urlencoded",
  "",
];

function headersOf(t: AuthTarget, caller: AuthCaller, endpoint: AuthEndpoint): Record<string, string> {
  const headers: Record<string, string> = {};
  if ((AUTH_PEOPLE as readonly string[]).includes(caller)) {
    const person = t.people[caller as AuthPerson];
    headers.cookie =
      endpoint.session === "spare"
        ? person.spareCookie
        : endpoint.session === "spareMember" && (caller === "viewer" || caller === "editor")
          ? t.spares[`${caller}Cookie`]
          : person.cookie;
  } else if (caller === "badCookie") headers.cookie = "better-auth.session_token=forged.signature";
  else if (caller === "crossOrigin") headers.cookie = t.people.owner.cookie;
  else if (caller === "ownerKey") headers.authorization = `Bearer ${t.ownerKey}`;
  if (endpoint.method === "POST") headers.origin = caller === "crossOrigin" ? "https://evil.example" : t.origin;
  return headers;
}

/** The callers an endpoint is sent as: the people are left out of the one that ends every session. */
const callersOf = (endpoint: AuthEndpoint): fc.Arbitrary<AuthCaller> => {
  const callers = AUTH_CALLERS.filter(
    (c) => endpoint.session !== "none" || !(AUTH_PEOPLE as readonly string[]).includes(c),
  );
  // The four people and the anonymous caller are the run's subject; the forged ones are checked less often.
  return fc.oneof(
    ...callers.map((c) => ({
      arbitrary: fc.constant(c),
      weight: (AUTH_PEOPLE as readonly string[]).includes(c) || c === "anonymous" ? 4 : 1,
    })),
  );
};

function endpointRequest(t: AuthTarget, endpoint: AuthEndpoint): fc.Arbitrary<FuzzRequest> {
  const malformed = malformedBodies().map(([body, type]) => ({ body, type: type ?? "application/json" }));
  return callersOf(endpoint).chain((caller) =>
    fc
      .tuple(
        endpoint.valid(t, caller).chain((valid) => mutated(t, caller, valid)),
        endpoint.segment ?? fc.constant(""),
        fc.constantFrom(...CONTENT_TYPES),
        fc.oneof({ arbitrary: fc.constant(false), weight: 14 }, { arbitrary: fc.constant(true), weight: 1 }),
        fc.constantFrom(...malformed),
      )
      .map(([{ value, how }, segment, type, isMalformed, raw]): FuzzRequest => {
        const path = `/api/auth/${endpoint.path}${segment ? `/${encodeURIComponent(segment)}` : ""}`;
        const headers = headersOf(t, caller, endpoint);
        const mutation: Mutation = endpoint.method === "POST" && isMalformed ? "malformed" : how;
        const label = `${endpoint.method} /api/auth/${endpoint.path} as ${caller} (${mutation})`;
        if (endpoint.method === "GET")
          return { label, caller, method: "GET", path: `${path}${queryOf(value)}`, headers };
        const body = mutation === "malformed" ? raw.body : (JSON.stringify(value) ?? "null");
        const contentType = mutation === "malformed" ? raw.type : type;
        if (contentType) headers["content-type"] = contentType;
        return { label, caller, method: "POST", path, headers, body };
      }),
  );
}

/** `count` requests to better-auth's endpoints, the same ones for the same seed and target. */
export function authFuzzRequests(t: AuthTarget, count: number, seed: number): FuzzRequest[] {
  const any = fc.oneof(
    ...[...ACCOUNT_ENDPOINTS, ...ORGANIZATION_ENDPOINTS].map((endpoint) => endpointRequest(t, endpoint)),
  );
  return fc.sample(any, { numRuns: count, seed });
}
