import "server-only";
import { APIError } from "better-auth/api";
import { emailInDomains, ssoSettings } from "@/lib/accounts/sso";
import { hasPendingInvitation } from "@/lib/accounts/invitations-store";
import {
  claimDefaultWorkspace,
  createWorkspaceFor,
  hasAnyUser,
  setActiveWorkspace,
  DEFAULT_WORKSPACE_ID,
} from "@/lib/accounts/workspaces-store";

/** Who is signing up: their email, and how (a password, or an identity provider's id for single sign-on). */
export interface NewAccount {
  email: string;
  via: "password" | "sso";
}

/**
 * One reason an account may be made. The rules are tried in order and the first that allows it
 * wins; a new way in (single sign-on's allowed email domains) is one more rule in {@link SIGN_UP_RULES}.
 */
export type SignUpRule = (account: NewAccount) => Promise<boolean>;

/** On a fresh database the first account is always welcome: it becomes the owner. */
const firstAccount: SignUpRule = async () => !(await hasAnyUser());

/** An owner invited this email into their workspace. */
const invited: SignUpRule = async ({ email }) => hasPendingInvitation(email);

/**
 * AUTH_OPEN_SIGNUP=1 lets anyone make an account with a password (and an empty workspace of
 * their own). Single sign-on keeps to SSO_ALLOWED_DOMAINS even then: that list is the operator's
 * word on who the company IdP may bring in.
 */
const openSignUp: SignUpRule = async ({ via }) => via === "password" && process.env.AUTH_OPEN_SIGNUP === "1";

/** Single sign-on from one of SSO_ALLOWED_DOMAINS (lib/accounts/sso.ts). */
const ssoDomain: SignUpRule = async ({ email, via }) =>
  via === "sso" && emailInDomains(email, ssoSettings()?.allowedDomains ?? []);

export const SIGN_UP_RULES: SignUpRule[] = [firstAccount, invited, openSignUp, ssoDomain];

/** Whether this account may be made, by any of {@link SIGN_UP_RULES}. */
export async function maySignUp(account: NewAccount): Promise<boolean> {
  for (const rule of SIGN_UP_RULES) if (await rule(account)) return true;
  return false;
}

/** The refusal of an account no rule allows. */
export const invitationOnly = () =>
  new APIError("FORBIDDEN", {
    message: "Accounts are made by invitation: ask a workspace owner for an invitation link.",
  });

/**
 * Refuses a password sign-up no rule allows before better-auth looks the email up: it would
 * answer USER_ALREADY_EXISTS for an address with an account, and so tell anyone which addresses
 * have one. By invitation, a taken and a free address now get the same 403. What still differs,
 * on purpose (docs/security.md): an invited address, and open sign-up, are told the address is taken.
 */
export async function assertMaySignUpWithPassword(body: unknown): Promise<void> {
  const email = typeof body === "object" && body !== null ? (body as { email?: unknown }).email : undefined;
  if (typeof email === "string" && !(await maySignUp({ email, via: "password" }))) throw invitationOnly();
}

/**
 * Gives a new account its first workspace. The first account becomes the owner of the default
 * workspace (the presets, and anything saved before accounts existed). An invited one gets nothing
 * here: accepting the invitation makes them a member. Anyone else (open sign-up) gets an empty
 * workspace of their own.
 */
export async function placeNewAccount(user: { id: string; email: string; name: string }): Promise<void> {
  // better-auth may make the sign-up's session before this runs: point it at the new workspace.
  if (await claimDefaultWorkspace(user.id)) return setActiveWorkspace(user.id, DEFAULT_WORKSPACE_ID);
  if (await hasPendingInvitation(user.email)) return;
  await setActiveWorkspace(user.id, await createWorkspaceFor(user.id, `${user.name}'s workspace`));
}
