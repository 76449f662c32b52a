import "server-only";
import { errorResponse, requestProtocol, withDatabase } from "@/lib/http/responses";
import { isCrossOrigin } from "@/lib/auth/access";
import { getAuth } from "@/lib/auth/server";

/** Whether the browser reached the app over HTTPS, directly or through a proxy that says so. */
export const isHttps = (request: Request): boolean => requestProtocol(request) === "https:";

/** Adds Secure to every cookie a response sets, so that it never travels over plain HTTP. */
function secureCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of cookies) headers.append("set-cookie", /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * better-auth's endpoints under /api/auth/ (sign-up/email, sign-in/email, sign-out, the
 * organization plugin's…). A state-changing request from another site is refused here by the
 * same rule as every other route (better-auth's own origin check is off under NODE_ENV=test, so
 * this one is also the one the tests see). A session cookie is marked Secure when the request
 * came over HTTPS.
 */
export const authHandler = withDatabase(async (request: Request) => {
  if (isCrossOrigin(request)) return errorResponse(403, [{ path: "", message: "Requests from another site are refused" }]);
  const response = await (await getAuth()).handler(request);
  return isHttps(request) ? secureCookies(response) : response;
});
