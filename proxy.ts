import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { allowedMethods } from "@/lib/http/api-routes";

/**
 * The page Content-Security-Policy for one request. Scripts run only when they carry this
 * request's nonce (or were loaded by one that does, through 'strict-dynamic'), so markup that
 * slips past React's escaping still can't execute.
 */
function contentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    // React reconstructs server error stacks with eval in `next dev` only; production never needs it.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    // <style> elements need the nonce, except in `next dev`, whose overlay adds its own without one.
    // style="" attributes can't carry a nonce, and React renders them on the server (chart colours,
    // Recharts' sizing), so attributes get 'unsafe-inline'.
    development ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

// Pages only read. Next would render a page for any method, so a PUT to a share link would get
// the page back with a 200; refuse writes outright instead. The one form the pages post is
// "Make an editable copy".
const COPY_FORM = /^\/s\/[^/]+\/copy$/;

/** The methods a page answers: GET and HEAD, and POST for the one form. */
const pageMethods = (pathname: string) => (COPY_FORM.test(pathname) ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"]);

/**
 * The method the client sent. The production server (scripts/serve.mjs) hands Next the few that
 * Node's fetch can't represent (TRACE, TRACK, CONNECT) as UNSUPPORTED, the original in a header.
 */
const methodOf = (request: NextRequest) =>
  request.method === "UNSUPPORTED" ? (request.headers.get("x-unsupported-method") ?? request.method) : request.method;

/** A JSON 405 listing what is allowed, for a method the address doesn't answer. */
function methodNotAllowed(method: string, allowed: string[]): NextResponse {
  const allow = allowed.join(", ");
  return NextResponse.json(
    { errors: [{ path: "", code: "method_not_allowed", message: `${method} is not allowed here: use ${allow}` }] },
    { status: 405, headers: { Allow: allow } },
  );
}

/**
 * Whether the path has a percent-escape that doesn't decode (a lone "%", a cut UTF-8 sequence).
 * Next's router decodes route parameters with decodeURIComponent and answers such a path with a
 * 500; it is the client's mistake, so it gets a 400 here, before any route sees it.
 */
function malformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export function proxy(request: NextRequest) {
  if (malformedPath(request.nextUrl.pathname)) {
    return NextResponse.json(
      { errors: [{ path: "", code: "malformed_url", message: "The address has a malformed %-escape" }] },
      { status: 400 },
    );
  }
  const { pathname } = request.nextUrl;
  const method = methodOf(request);
  // API routes come here only for the checks here: their headers are next.config.ts's. Next
  // answers a method a route doesn't export with a bare 405, one it doesn't know with a bare 400.
  if (pathname.startsWith("/api/")) {
    const allowed = allowedMethods(pathname);
    return allowed && !allowed.includes(method) ? methodNotAllowed(method, allowed) : NextResponse.next();
  }
  const allowed = pageMethods(pathname);
  if (!allowed.includes(method)) return methodNotAllowed(method, allowed);
  const nonce = randomBytes(16).toString("base64");
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
  // Next finds the nonce in the request's CSP header and puts it on its own scripts; x-nonce is
  // for a server component that adds a <Script> of its own. Both overwrite anything the client sent.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", csp);
  requestHeaders.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    // Every API path: for a malformed %-escape, and for methods the route doesn't answer. Not a
    // FOCUS upload: Next buffers the body of every request the proxy sees and hands the route at
    // most experimental.proxyClientMaxBodySize of it (10 MB), so a larger bill would be read in
    // part. The upload streams straight to its route, which checks the caller, the origin and the
    // size itself (lib/bill/limits.ts); a request to it without a body still comes here,
    // for the JSON 405 of a GET.
    "/api/((?!imports/focus/?$).*)",
    {
      source: "/api/imports/focus",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    {
      // Static files carry no inline script, and API routes get their fixed policy from
      // next.config.ts. Prefetches are skipped as the Next recipe does: they render no HTML.
      source: "/((?!api/|_next/static/|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
