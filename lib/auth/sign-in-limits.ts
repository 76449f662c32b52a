import "server-only";
import { APIError } from "better-auth/api";
import { clearFailures, failuresIn, recordFailure } from "@/lib/data/sign-in-limits";

/** The window failed sign-ins are counted in, and how many each key may have in one. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
// An office behind one address holds many people who mistype: more room than for one account.
export const MAX_FAILURES_PER_ADDRESS = 30;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;

/**
 * The client's address: the first hop of X-Forwarded-For (which Next sets, and a reverse proxy in
 * front of it must set), else X-Real-IP. A client that reaches the app directly can forge it, so
 * the per-account limit is the one that can't be walked around (docs/security.md).
 */
export function clientAddress(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip")?.trim() || "unknown";
}

/**
 * Refuses (429) a sign-in when its account or address has failed too often in the window. The
 * answer is the same for an account that exists and one that doesn't, so it reveals nothing.
 */
export async function assertSignInAllowed(email: string, headers: Headers, now = new Date()): Promise<void> {
  const checks = [
    { key: accountKey(email), max: MAX_FAILURES_PER_ACCOUNT },
    { key: addressKey(clientAddress(headers)), max: MAX_FAILURES_PER_ADDRESS },
  ];
  for (const { key, max } of checks) {
    const { failures, windowStart } = await failuresIn(key, SIGN_IN_WINDOW_MS, now);
    if (failures < max || !windowStart) continue;
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + SIGN_IN_WINDOW_MS - now.getTime()) / 1000));
    throw new APIError(
      "TOO_MANY_REQUESTS",
      {
        message: `Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
        code: "TOO_MANY_SIGN_IN_ATTEMPTS",
      },
      { "Retry-After": String(retryAfter) },
    );
  }
}

/** Counts a failed sign-in against its account and address, or forgets the account's after a success. */
export async function noteSignIn(email: string, headers: Headers, succeeded: boolean): Promise<void> {
  if (succeeded) return clearFailures(accountKey(email));
  await recordFailure([accountKey(email), addressKey(clientAddress(headers))], SIGN_IN_WINDOW_MS);
}
