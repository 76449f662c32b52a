// Signs scripts in to a running app (fault tests, benchmarks, screenshots) the way better-auth's
// docs say a script does: POST /api/auth/sign-up/email, or sign-in/email once the account exists.

/** The account scripts use. On a fresh database it is the first one, so it owns the presets. */
export const SCRIPT_ACCOUNT = {
  name: "Script Owner",
  email: "script-owner@example.test",
  password: "script-owner-password",
};

/** The `name=value` pairs of a response's Set-Cookie headers, as a request's Cookie header. */
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * Node's fetch sends `Sec-Fetch-Mode: cors` like a browser, and better-auth refuses a browser-like
 * request without an Origin, so the script names the app's own.
 */
async function post(url: string, body: object): Promise<Response> {
  const headers = { "content-type": "application/json", origin: new URL(url).origin };
  return fetch(url, { method: "POST", headers, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
}

/**
 * The Cookie header of a session on the app at `baseUrl`: the script account signs up when the
 * database has no account yet (becoming the owner of the presets), else signs in.
 */
export async function sessionCookie(baseUrl: string, account = SCRIPT_ACCOUNT): Promise<string> {
  const signUp = await post(`${baseUrl}/api/auth/sign-up/email`, account);
  if (signUp.ok) return cookieOf(signUp);
  const signIn = await post(`${baseUrl}/api/auth/sign-in/email`, { email: account.email, password: account.password });
  if (!signIn.ok) throw new Error(`signing in to ${baseUrl} answered ${signIn.status}: ${await signIn.text()}`);
  return cookieOf(signIn);
}
