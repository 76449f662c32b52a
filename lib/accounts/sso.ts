// Single sign-on against one company identity provider (OpenID Connect), configured by the
// environment. better-auth's genericOAuth plugin does the protocol (discovery, PKCE, nonce, ID
// token signature); this file only turns the settings into its config and holds the domain rule.
import type { ValidateUserInfoResult, ValidateUserInfoSource } from "@better-auth/core";
import { genericOAuth } from "better-auth/plugins";
import { z } from "zod";

/** The provider id in better-auth's routes: the IdP redirects back to `/api/auth/callback/sso`. */
export const SSO_PROVIDER_ID = "sso";

/** Error code in the callback's redirect when an email's domain may not sign up through SSO. */
export const SSO_DOMAIN_REFUSED = "sso_domain_not_allowed";

export interface SsoSettings {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case domains without "@"; empty means nobody signs up through SSO (invited users still do). */
  allowedDomains: string[];
}

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be domains separated by commas, e.g. "example.com,example.org"');

const settingsSchema = z.object({
  SSO_ISSUER: z.url({ protocol: /^https?$/, error: "must be the IdP's issuer URL, e.g. https://login.example.com" }),
  SSO_CLIENT_ID: z.string({ error: "is required when SSO_ISSUER is set" }).min(1, "is required when SSO_ISSUER is set"),
  SSO_CLIENT_SECRET: z
    .string({ error: "is required when SSO_ISSUER is set" })
    .min(1, "is required when SSO_ISSUER is set"),
  SSO_NAME: z.string().trim().min(1).max(60).default("single sign-on"),
  BETTER_AUTH_URL: z.url({
    protocol: /^https?$/,
    error:
      "is required when SSO_ISSUER is set: the app's own URL, e.g. https://tco.example.com (the IdP sends people " +
      "back to <it>/api/auth/callback/sso)",
  }),
  SSO_ALLOWED_DOMAINS: z
    .string()
    .default("")
    .transform((list) => list.split(",").filter((d) => d.trim() !== ""))
    .pipe(z.array(domainSchema)),
});

/**
 * The SSO settings, or null when `SSO_ISSUER` is not set (SSO off). Throws an Error naming each
 * bad variable, e.g. `SSO_CLIENT_SECRET is required when SSO_ISSUER is set`.
 */
export function ssoSettings(source: Record<string, string | undefined> = process.env): SsoSettings | null {
  if (!source.SSO_ISSUER) return null;
  const result = settingsSchema.safeParse({
    SSO_ISSUER: source.SSO_ISSUER,
    SSO_CLIENT_ID: source.SSO_CLIENT_ID || undefined,
    SSO_CLIENT_SECRET: source.SSO_CLIENT_SECRET || undefined,
    SSO_NAME: source.SSO_NAME || undefined,
    SSO_ALLOWED_DOMAINS: source.SSO_ALLOWED_DOMAINS || undefined,
    BETTER_AUTH_URL: source.BETTER_AUTH_URL || undefined,
  });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    throw new Error(`Invalid single sign-on settings:\n  ${lines.join("\n  ")}`);
  }
  const s = result.data;
  return {
    name: s.SSO_NAME,
    issuer: s.SSO_ISSUER.replace(/\/+$/, ""),
    clientId: s.SSO_CLIENT_ID,
    clientSecret: s.SSO_CLIENT_SECRET,
    allowedDomains: s.SSO_ALLOWED_DOMAINS,
  };
}

/** Whether an email address belongs to one of the domains (exactly, not a subdomain). */
export function emailInDomains(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf("@");
  if (at < 1) return false;
  return domains.includes(email.slice(at + 1).toLowerCase());
}

/**
 * better-auth's plugin for the IdP, with no provider when SSO is off (one plugin list either way,
 * so the auth instance has one type). Discovery is retried on the next sign-in if the IdP was down.
 */
export function ssoPlugin(settings: SsoSettings | null) {
  const provider = settings && {
    providerId: SSO_PROVIDER_ID,
    name: settings.name,
    discoveryUrl: `${settings.issuer}/.well-known/openid-configuration`,
    // Without a verified ID token the identity would rest on an unsigned claim.
    requireIdTokenVerification: true,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    scopes: ["openid", "email", "profile"],
    // An unverified address at the IdP could claim someone else's account here.
    requireEmailVerification: true,
  };
  return genericOAuth({ config: provider ? [provider] : [] });
}

/**
 * The sign-up rule for SSO, as better-auth's `user.validateUserInfo`: a new account through SSO
 * needs an allowed domain unless `invited(email)` says an owner invited that address. Returning
 * users and other sign-in methods pass (their own rules apply elsewhere).
 */
export function ssoSignUpRule(settings: SsoSettings | null, invited: (email: string) => Promise<boolean>) {
  return async ({
    user,
    source,
  }: {
    user: { email?: unknown };
    source: ValidateUserInfoSource;
  }): Promise<ValidateUserInfoResult | undefined> => {
    if (!settings || source.action !== "create-user" || source.oauth?.providerId !== SSO_PROVIDER_ID) return undefined;
    const email = typeof user.email === "string" ? user.email : "";
    if (emailInDomains(email, settings.allowedDomains) || (await invited(email))) return undefined;
    const domains = settings.allowedDomains.map((d) => `@${d}`).join(", ");
    return {
      error: SSO_DOMAIN_REFUSED,
      errorDescription: domains
        ? `${email} can't get an account through ${settings.name}: only ${domains} addresses can, or people an owner invited.`
        : `${email} can't get an account through ${settings.name} without an invitation from an owner.`,
    };
  };
}
