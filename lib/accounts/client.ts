import { createAuthClient } from "better-auth/react";
import { organizationClient } from "better-auth/client/plugins";
import { accessControl, roles } from "@/lib/accounts/roles";

/**
 * better-auth's browser client: sign-up, sign-in, sign-out, password, and the organization
 * plugin's workspace calls (switch, invite, roles, remove), all against /api/auth/ on this origin.
 */
export const authClient = createAuthClient({ plugins: [organizationClient({ ac: accessControl, roles })] });

/** The message of a better-auth error answer, or a fallback for a network failure. */
export function authErrorMessage(
  error: { message?: string | undefined; status?: number } | null,
  fallback: string,
): string {
  if (!error) return fallback;
  if (error.status === 429) return "Too many attempts. Wait a few minutes, then try again.";
  return error.message || fallback;
}
