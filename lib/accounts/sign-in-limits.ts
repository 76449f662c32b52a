import "server-only";
import { APIError } from "better-auth/api";
import { clearAttempts, releaseAttempt, takeAttempt } from "@/lib/accounts/sign-in-limits-store";

/** The window password attempts are counted in, and how many each key may have in one. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
// An office behind one address holds many people who mistype: more room than for one account.
export const MAX_FAILURES_PER_ADDRESS = 30;
/** Wrong current passwords a signed-in user may give change-password in the window. */
export const MAX_PASSWORD_CHECKS_PER_USER = 5;

/** One count a password attempt is held to; `clearOnSuccess` forgets it when the password was right. */
export interface AttemptLimit {
  key: string;
  max: number;
  clearOnSuccess: boolean;
}

/** What became of an attempt: the password was right, wrong, or never checked (a malformed request). */
export type AttemptOutcome = "right" | "wrong" | "unchecked";

/**
 * The client's address: the first hop of X-Forwarded-For (which Next sets, and a reverse proxy in
 * front of it must set), else X-Real-IP. A client that reaches the app directly can forge it, so
 * the per-account limit is the one that can't be walked around (docs/security.md).
 */
export function clientAddress(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip")?.trim() || "unknown";
}

/** A sign-in counts against its account (an unknown one too, so the lock reveals nothing) and its address. */
export const signInLimits = (email: string, headers: Headers): AttemptLimit[] => [
  { key: `account:${email.trim().toLowerCase()}`, max: MAX_FAILURES_PER_ACCOUNT, clearOnSuccess: true },
  { key: `ip:${clientAddress(headers)}`, max: MAX_FAILURES_PER_ADDRESS, clearOnSuccess: false },
];

/** A change-password counts against the signed-in user: a stolen session must not guess the password. */
export const passwordChangeLimits = (userId: string): AttemptLimit[] => [
  { key: `password:${userId}`, max: MAX_PASSWORD_CHECKS_PER_USER, clearOnSuccess: true },
];

/**
 * Counts an attempt under every limit before the password is checked, or refuses it (429 with
 * Retry-After) and counts none when any limit is spent. Counting first is what makes the limit
 * hold under concurrency: each count is one atomic step (lib/accounts/sign-in-limits-store.ts), and
 * {@link settleAttempts} gives back the ones that turn out not to be failures.
 */
export async function takeAttempts(limits: AttemptLimit[], refusal: string, now = new Date()): Promise<void> {
  const taken: string[] = [];
  for (const { key, max } of limits) {
    const attempt = await takeAttempt(key, max, SIGN_IN_WINDOW_MS, now);
    if (attempt.taken) {
      taken.push(key);
      continue;
    }
    await Promise.all(taken.map(releaseAttempt));
    const retryAfter = Math.max(
      1,
      Math.ceil((attempt.windowStart.getTime() + SIGN_IN_WINDOW_MS - now.getTime()) / 1000),
    );
    throw new APIError(
      "TOO_MANY_REQUESTS",
      {
        message: `${refusal}. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
        code: "TOO_MANY_SIGN_IN_ATTEMPTS",
      },
      { "Retry-After": String(retryAfter) },
    );
  }
}

/** Keeps a wrong password's counts; gives the others back, forgetting an account's after a success. */
export async function settleAttempts(limits: AttemptLimit[], outcome: AttemptOutcome): Promise<void> {
  if (outcome === "wrong") return;
  await Promise.all(
    limits.map(({ key, clearOnSuccess }) =>
      outcome === "right" && clearOnSuccess ? clearAttempts(key) : releaseAttempt(key),
    ),
  );
}
