import "server-only";
import { errorResponse } from "@/lib/http/errors";
import { withDatabase } from "@/lib/http/guard";
import { requestProtocol } from "@/lib/http/origin";
import { checkedRequest } from "@/lib/http/read";
import { isCrossOrigin } from "@/lib/accounts/access";
import { getAuth } from "@/lib/accounts/server";
import { bodyFieldError } from "@/lib/accounts/body-rules";

/** Whether the browser reached the app over HTTPS, directly or through a proxy that says so. */
export const isHttps = (request: Request): boolean => requestProtocol(request) === "https:";

/** Adds Secure to every cookie a response sets, so that it never travels over plain HTTP. */
function secureCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of cookies)
    headers.append("set-cookie", /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** better-auth's list endpoints (members, invitations) page with these; it hands them to the database as they come. */
const PAGING_PARAMETERS = ["limit", "offset"] as const;
const PAGING_MAX = 1_000_000_000;

/**
 * The first paging parameter that isn't one whole number from 0 to {@link PAGING_MAX}, as a 400:
 * better-auth reads `Number(limit)`, so "abc" or 1e30 reached the database and came back a 500.
 */
function pagingError(request: Request): Response | null {
  const query = new URL(request.url).searchParams;
  for (const name of PAGING_PARAMETERS) {
    // A repeated one was refused before (withDatabase).
    const value = query.get(name);
    if (value === null || (/^\d{1,10}$/.test(value) && Number(value) <= PAGING_MAX)) continue;
    return errorResponse(400, [
      {
        path: name,
        code: "out_of_range",
        message: `${name} must be a whole number from 0 to ${PAGING_MAX.toLocaleString("en-US")}`,
      },
    ]);
  }
  return null;
}

/** The member table's columns: list-members sorts and filters by one of them, named by the client. */
const MEMBER_FIELDS = ["id", "organizationId", "userId", "role", "createdAt"];
const FIELD_PARAMETERS = ["sortBy", "filterField"] as const;

/** A sort or filter field that isn't a member column, as a 400: better-auth passed it on, and the database's refusal was a 500. */
function memberFieldError(request: Request): Response | null {
  const url = new URL(request.url);
  if (!url.pathname.endsWith("/organization/list-members")) return null;
  for (const name of FIELD_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null && !MEMBER_FIELDS.includes(value))
      return errorResponse(400, [
        { path: name, code: "not_an_option", message: `${name} must be one of ${MEMBER_FIELDS.join(", ")}` },
      ]);
  }
  return null;
}

/** The largest body better-auth's endpoints take: a sign-up or a workspace is a few hundred bytes. */
export const AUTH_BODY_LIMIT = 64 * 1024;

/**
 * better-auth's endpoints under /api/auth/ (sign-up/email, sign-in/email, sign-out, the
 * organization plugin's…). A state-changing request from another site is refused here by the
 * same rule as every other route (better-auth's own origin check is off under NODE_ENV=test, so
 * this one is also the one the tests see). A session cookie is marked Secure when the request
 * came over HTTPS. Paging parameters are checked before better-auth sees them, and so is the
 * body: at most 64 KB (413), valid JSON, well-formed text (a lone surrogate was a 500), and the
 * fields better-auth stores as they come held to the app's rules (lib/accounts/body-rules.ts).
 */
export const authHandler = withDatabase(async (request: Request) => {
  if (isCrossOrigin(request))
    return errorResponse(403, [{ path: "", code: "forbidden", message: "Requests from another site are refused" }]);
  const badQuery = pagingError(request) ?? memberFieldError(request);
  if (badQuery) return badQuery;
  const checked = await checkedRequest(request, AUTH_BODY_LIMIT, 413);
  if (!checked.ok) return checked.response;
  const badField = bodyFieldError(request, checked.value.json);
  if (badField) return badField;
  const response = await (await getAuth()).handler(checked.value.request);
  return isHttps(request) ? secureCookies(response) : response;
});
