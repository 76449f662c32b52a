import { SSO_DOMAIN_REFUSED } from "@/lib/accounts/sso";

/**
 * What the sign-in page says when the IdP round trip comes back with `?error=`. better-auth puts
 * the rule's own sentence in `error_description` for a refused domain; the other codes are its own.
 */
export function ssoErrorMessage(
  code: string | undefined,
  description: string | undefined,
  providerName: string,
): string | null {
  if (!code) return null;
  if (code === SSO_DOMAIN_REFUSED && description) return description;
  if (code === "email_not_verified")
    return `${providerName} has not verified your email address, so it can't sign you in here.`;
  if (code === "access_denied") return `Sign-in was cancelled at ${providerName}.`;
  return `Sign-in with ${providerName} did not complete (${code}). Try again, or ask an administrator.`;
}
