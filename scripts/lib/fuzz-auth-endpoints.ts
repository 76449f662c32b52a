// better-auth's endpoints as the app mounts them (lib/accounts/server.ts: email and password, the
// organization plugin, SSO when configured), each with the body or query a client really sends,
// built from the accounts and ids the bench prepared. The mutations (fuzz-requests-auth.ts) start
// from these, so the fuzz reaches each endpoint's own checks rather than stopping at its schema.
import fc from "fast-check";

/** The people the auth fuzz signs in as; "anonymous" and the forged callers carry no session of theirs. */
export const AUTH_PEOPLE = ["owner", "editor", "viewer", "outsider"] as const;
export type AuthPerson = (typeof AUTH_PEOPLE)[number];
export const AUTH_CALLERS = [...AUTH_PEOPLE, "anonymous", "badCookie", "crossOrigin", "ownerKey"] as const;
export type AuthCaller = (typeof AUTH_CALLERS)[number];

export interface Person {
  userId: string;
  email: string;
  password: string;
  /** The session the run signs in with, and its token (what list-sessions shows and revoke-session takes). */
  cookie: string;
  token: string;
  /** A second session, for the endpoints that end the session they are sent with. */
  spareCookie: string;
  spareToken: string;
  /** The workspace the person holds their role in, and their member row there. */
  workspaceId: string;
  memberId: string;
  /** The id of their password account (list-accounts, account-info, unlink-account). */
  accountId: string;
}

/** Everything the auth fuzz aims at; built by scripts/lib/fuzz-auth-target.ts. */
export interface AuthTarget {
  origin: string;
  people: Record<AuthPerson, Person>;
  /** Members of the team workspace the owner may change and remove (a viewer and an editor). */
  spares: { memberIds: string[]; emails: string[]; viewerCookie: string; editorCookie: string };
  workspaces: { team: { id: string; slug: string }; outsider: { id: string; slug: string } };
  /** Pending invitations to addresses without an account: nobody in the run may accept them. */
  invitationIds: string[];
  ownerKey: string;
  /** API keys no request of the auth fuzz may revoke (the owner's and the viewer's). */
  liveKeyIds: string[];
}

/** One endpoint: its path under /api/auth, method, and a valid body (POST) or query (GET) for a caller. */
export interface AuthEndpoint {
  path: string;
  method: "GET" | "POST";
  valid: (t: AuthTarget, caller: AuthCaller) => fc.Arbitrary<Record<string, unknown>>;
  /**
   * "spare": sent with the caller's second session, since the endpoint ends the session it is
   * called with. "spareMember": a viewer or editor calls it as the spare member of their role, since
   * it ends a membership. "none": never sent as one of the people, since it would end every session.
   */
  session?: "spare" | "spareMember" | "none";
  /** A segment appended to the path (reset-password/:token, callback/:id). */
  segment?: fc.Arbitrary<string>;
}

export const person = (t: AuthTarget, caller: AuthCaller): Person | undefined =>
  caller === "crossOrigin"
    ? t.people.owner
    : (AUTH_PEOPLE as readonly string[]).includes(caller)
      ? t.people[caller as AuthPerson]
      : undefined;

export const all = (t: AuthTarget) => AUTH_PEOPLE.map((p) => t.people[p]);
export const pick = <T>(values: T[]) => fc.constantFrom(...values);
export const freshEmail = fc.uuid().map((id) => `fuzz-new-${id.slice(0, 8)}@example.test`);
export const ROLES = ["viewer", "editor", "owner"];

/** Workspace ids and slugs anyone could name: the team's, the outsider's. */
export const workspaceIds = (t: AuthTarget) => pick([t.workspaces.team.id, t.workspaces.outsider.id]);
/** The workspaces a caller doesn't own: deleting, leaving or updating them must be refused. */
export const notOwnedBy = (t: AuthTarget, caller: AuthCaller) =>
  pick(
    caller === "owner" || caller === "crossOrigin"
      ? [t.workspaces.outsider.id]
      : caller === "outsider"
        ? [t.workspaces.team.id]
        : [t.workspaces.team.id, t.workspaces.outsider.id],
  );
/** Member ids and emails to change: the owner gets the spares (changing the others is theirs to do); everyone else, anyone. */
export const memberTargets = (t: AuthTarget, caller: AuthCaller) =>
  caller === "owner"
    ? [...t.spares.memberIds, t.people.outsider.memberId]
    : [...t.spares.memberIds, ...all(t).map((p) => p.memberId)];
export const memberEmails = (t: AuthTarget, caller: AuthCaller) =>
  caller === "owner"
    ? [...t.spares.emails, t.people.outsider.email]
    : [...t.spares.emails, ...all(t).map((p) => p.email)];
/** A password to check: the caller's own (when `own`), someone else's, or a guess. */
export const password = (t: AuthTarget, caller: AuthCaller, own: boolean) =>
  fc.oneof(
    ...(own && person(t, caller) ? [fc.constant(person(t, caller)!.password)] : []),
    pick(
      all(t)
        .filter((p) => p !== person(t, caller))
        .map((p) => p.password),
    ),
    fc.string({ minLength: 10, maxLength: 20 }),
  );

/** Accounts and sessions: better-auth's core endpoints. */
export const ACCOUNT_ENDPOINTS: AuthEndpoint[] = [
  {
    path: "get-session",
    method: "GET",
    valid: () => fc.record({ disableCookieCache: fc.constantFrom("true", "false") }, { requiredKeys: [] }),
  },
  { path: "list-sessions", method: "GET", valid: () => fc.constant({}) },
  { path: "list-accounts", method: "GET", valid: () => fc.constant({}) },
  { path: "account-info", method: "GET", valid: (t) => fc.record({ accountId: pick(all(t).map((p) => p.accountId)) }) },
  {
    path: "sign-in/email",
    method: "POST",
    valid: (t) =>
      fc.record(
        {
          email: pick(all(t).map((p) => p.email)),
          password: password(t, "anonymous", false),
          rememberMe: fc.boolean(),
          callbackURL: fc.constantFrom("/", "/scenarios"),
        },
        { requiredKeys: ["email", "password"] },
      ),
  },
  {
    path: "sign-up/email",
    method: "POST",
    valid: (t) =>
      fc.record(
        {
          name: fc.constantFrom("Fuzz Person", "Ada"),
          email: fc.oneof(freshEmail, pick(all(t).map((p) => p.email))),
          password: fc.constant("fuzz-sign-up-password"),
          image: fc.constant("https://example.test/a.png"),
          callbackURL: fc.constant("/"),
        },
        { requiredKeys: ["name", "email", "password"] },
      ),
  },
  {
    path: "update-user",
    method: "POST",
    valid: () =>
      fc.record(
        { name: fc.constantFrom("Renamed", "Fuzz"), image: fc.constant("https://example.test/a.png") },
        { requiredKeys: [] },
      ),
  },
  {
    path: "change-password",
    method: "POST",
    // Never the caller's own password: a right one would change it (and end sessions with revokeOtherSessions).
    valid: (t, c) =>
      fc.record({
        currentPassword: password(t, c, false),
        newPassword: fc.constant("fuzz-new-password-1"),
        revokeOtherSessions: fc.boolean(),
      }),
  },
  { path: "verify-password", method: "POST", valid: (t, c) => fc.record({ password: password(t, c, true) }) },
  {
    path: "change-email",
    method: "POST",
    valid: () => fc.record({ newEmail: freshEmail, callbackURL: fc.constant("/") }),
  },
  { path: "update-session", method: "POST", valid: () => fc.record({ activeOrganizationId: fc.constant("x") }) },
  {
    path: "revoke-session",
    method: "POST",
    // Another person's session (to be refused), or the caller's own spare one; never the one the run uses.
    valid: (t, c) =>
      fc.record({
        token: pick([
          ...all(t)
            .filter((p) => p !== person(t, c))
            .map((p) => p.token),
          ...(person(t, c) ? [person(t, c)!.spareToken] : []),
        ]),
      }),
  },
  { path: "revoke-other-sessions", method: "POST", valid: () => fc.constant({}) },
  { path: "revoke-sessions", method: "POST", valid: () => fc.constant({}), session: "none" },
  { path: "sign-out", method: "POST", valid: () => fc.constant({}), session: "spare" },
  {
    path: "delete-user",
    method: "POST",
    valid: (t, c) => fc.record({ password: password(t, c, true), callbackURL: fc.constant("/") }, { requiredKeys: [] }),
  },
  {
    path: "request-password-reset",
    method: "POST",
    valid: (t) =>
      fc.record({ email: pick(all(t).map((p) => p.email)), redirectTo: fc.constantFrom("/", "https://evil.example/") }),
  },
  {
    path: "reset-password",
    method: "POST",
    valid: () => fc.record({ newPassword: fc.constant("fuzz-reset-password"), token: fc.string({ maxLength: 30 }) }),
  },
  {
    path: "send-verification-email",
    method: "POST",
    valid: (t) => fc.record({ email: pick(all(t).map((p) => p.email)), callbackURL: fc.constant("/") }),
  },
  {
    path: "unlink-account",
    method: "POST",
    valid: (t) =>
      fc.record({ providerId: fc.constantFrom("credential", "sso"), accountId: pick(all(t).map((p) => p.accountId)) }),
  },
  {
    path: "link-social",
    method: "POST",
    valid: () => fc.record({ provider: fc.constantFrom("sso", "google"), callbackURL: fc.constant("/") }),
  },
  {
    path: "sign-in/social",
    method: "POST",
    valid: () =>
      fc.record({
        provider: fc.constantFrom("sso", "google"),
        callbackURL: fc.constantFrom("/", "https://evil.example/"),
      }),
  },
  {
    path: "get-access-token",
    method: "POST",
    valid: (t) =>
      fc.record(
        { providerId: fc.constantFrom("credential", "sso"), userId: pick(all(t).map((p) => p.userId)) },
        { requiredKeys: ["providerId"] },
      ),
  },
  {
    path: "refresh-token",
    method: "POST",
    valid: (t) =>
      fc.record(
        { providerId: fc.constantFrom("credential", "sso"), userId: pick(all(t).map((p) => p.userId)) },
        { requiredKeys: ["providerId"] },
      ),
  },
  {
    path: "verify-email",
    method: "GET",
    valid: () =>
      fc.record({
        token: fc.string({ maxLength: 30 }),
        callbackURL: fc.constantFrom("/", "https://evil.example/", "//evil.example"),
      }),
  },
  {
    path: "reset-password",
    method: "GET",
    valid: () => fc.record({ callbackURL: fc.constantFrom("/", "https://evil.example/", "/%09/evil.example") }),
    segment: fc.string({ minLength: 1, maxLength: 20 }),
  },
  {
    path: "delete-user/callback",
    method: "GET",
    valid: () => fc.record({ token: fc.string({ maxLength: 20 }), callbackURL: fc.constant("https://evil.example/") }),
  },
  {
    path: "callback",
    method: "GET",
    valid: () => fc.record({ code: fc.string({ maxLength: 20 }), state: fc.string({ maxLength: 20 }) }),
    segment: fc.constantFrom("sso", "google", "x"),
  },
  { path: "error", method: "GET", valid: () => fc.record({ error: fc.string({ maxLength: 40 }) }) },
  { path: "ok", method: "GET", valid: () => fc.constant({}) },
];
