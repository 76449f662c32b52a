import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import { findSessionCaller, type SessionCaller } from "@/lib/accounts/sessions-store";
import { getAuth } from "@/lib/accounts/server";

/**
 * The session token of a cookie value signed the way better-auth signs it (better-call's
 * `token.base64(HMAC-SHA256(secret, token))`), or null when the signature doesn't match.
 */
export function verifiedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The signed-in session of a request, looked up without going through better-auth's router: one
 * query (lib/accounts/sessions-store.ts) where better-auth's `getSession` costs several, on every request.
 * Null means anonymous: no session cookie, or one whose signature doesn't match (as better-auth
 * answers). `undefined` hands the request to better-auth, for every case in which it would do
 * more than read: a token it doesn't know or a session that has expired (it clears them), and a
 * session due for its daily refresh (it extends the expiry).
 */
export async function quickSession(headers: Headers): Promise<SessionCaller | null | undefined> {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  const context = await (await getAuth()).$context;
  const signed = parseCookies(cookie).get(context.authCookies.sessionToken.name);
  if (!signed) return null;
  const token = verifiedToken(signed, context.secret);
  if (token === null) return null;
  const session = await findSessionCaller(token);
  if (!session) return undefined;
  const now = Date.now();
  const { expiresIn, updateAge } = context.sessionConfig;
  const refreshDue = session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
  return session.expiresAt.getTime() <= now || refreshDue ? undefined : session;
}
