/**
 * Real accounts for tests, made through better-auth's own sign-up (the password hashed, the
 * session stored) and signed in with the cookie it sets. Each gets a workspace of its own (the
 * tests run with AUTH_OPEN_SIGNUP=1), and {@link joinAs} puts a user in another's workspace.
 */
import { randomUUID } from "node:crypto";
import { addMember, listMemberships, setActiveWorkspace } from "@/lib/accounts/workspaces-store";
import { getAuth } from "@/lib/accounts/server";
import type { Role } from "@/lib/accounts/roles";

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  /** The Cookie header that signs a request in as this user. */
  cookie: string;
  /** The workspace the user was given on sign-up, where they are the owner. */
  workspaceId: string;
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a request's Cookie header. */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Signs up a new user (named after `label`) and returns them signed in. */
export async function signUpForTest(label: string): Promise<TestUser> {
  const email = `${label}-${randomUUID()}@example.test`;
  const name = `Test ${label}`;
  const password = `password-${randomUUID()}`;
  const auth = await getAuth();
  const { headers, response } = await auth.api.signUpEmail({ body: { email, password, name }, returnHeaders: true });
  const [membership] = await listMemberships(response.user.id);
  if (!membership)
    throw new Error(`the test user ${email} got no workspace: are the tests run with AUTH_OPEN_SIGNUP=1?`);
  return {
    id: response.user.id,
    name,
    email,
    password,
    cookie: cookieHeader(headers),
    workspaceId: membership.workspaceId,
  };
}

/** Makes `user` a member of `workspaceId` with `role`, and makes it the workspace their session acts in. */
export async function joinAs(user: TestUser, workspaceId: string, role: Role): Promise<TestUser> {
  await addMember(workspaceId, user.id, role);
  await setActiveWorkspace(user.id, workspaceId);
  return { ...user, workspaceId };
}
