import "server-only";
import type { GenericEndpointContext, HookEndpointContext } from "@better-auth/core";
import { getSessionFromCtx, isAPIError } from "better-auth/api";
import {
  passwordChangeLimits,
  settleAttempts,
  signInLimits,
  takeAttempts,
  type AttemptLimit,
  type AttemptOutcome,
} from "@/lib/accounts/sign-in-limits";

type HookContext = HookEndpointContext;

export const SIGN_IN = "/sign-in/email";
const CHANGE_PASSWORD = "/change-password";
/** better-auth mounts it for any signed-in caller: a stolen session could guess the password there. */
const VERIFY_PASSWORD = "/verify-password";

/** The email a sign-in names, if its body has one. */
const emailOf = (body: unknown) =>
  typeof body === "object" && body !== null && typeof (body as { email?: unknown }).email === "string"
    ? (body as { email: string }).email
    : null;

/** The limits each request took an attempt under, until its answer says what became of it. */
const pending = new WeakMap<object, AttemptLimit[]>();
// The before and after hooks see the same request (or, called from the server, the same headers).
const requestOf = (ctx: HookContext): object | undefined => ctx.request ?? ctx.headers;

/** The limits a request is held to, and the sentence its refusal reads, or null when none applies. */
async function limitsOf(ctx: HookContext): Promise<{ limits: AttemptLimit[]; refusal: string } | null> {
  if (!ctx.headers) return null;
  if (ctx.path === SIGN_IN) {
    const email = emailOf(ctx.body);
    return email ? { limits: signInLimits(email, ctx.headers), refusal: "Too many failed sign-ins" } : null;
  }
  // One budget for both: each checks the signed-in user's current password.
  if (ctx.path === CHANGE_PASSWORD || ctx.path === VERIFY_PASSWORD) {
    // Signed out, better-auth answers 401 before any password is checked.
    const session = await getSessionFromCtx(ctx as GenericEndpointContext);
    return session ? { limits: passwordChangeLimits(session.user.id), refusal: "Too many wrong passwords" } : null;
  }
  return null;
}

/** Before a password is checked: counts the attempt, or refuses it with 429 once a limit is spent. */
export async function takePasswordAttempt(ctx: HookContext): Promise<void> {
  const request = requestOf(ctx);
  const found = request ? await limitsOf(ctx) : null;
  if (!request || !found) return;
  await takeAttempts(found.limits, found.refusal);
  pending.set(request, found.limits);
}

/** Whether the answer is the endpoint's wrong-password one (sign-in: 401; change- and verify-password: INVALID_PASSWORD). */
function outcomeOf(ctx: HookContext): AttemptOutcome {
  const returned = ctx.context.returned;
  if (!isAPIError(returned)) return "right";
  if (ctx.path === SIGN_IN) return returned.statusCode === 401 ? "wrong" : "unchecked";
  return (returned.body as { code?: unknown } | undefined)?.code === "INVALID_PASSWORD" ? "wrong" : "unchecked";
}

/** After the answer: keeps a wrong password's count, gives back the others. */
export async function settlePasswordAttempt(ctx: HookContext): Promise<void> {
  const request = requestOf(ctx);
  const limits = request && pending.get(request);
  if (!request || !limits) return;
  pending.delete(request);
  await settleAttempts(limits, outcomeOf(ctx));
}
