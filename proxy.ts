import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";

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

function methodAllowed(request: NextRequest): boolean {
  if (request.method === "GET" || request.method === "HEAD") return true;
  return request.method === "POST" && COPY_FORM.test(request.nextUrl.pathname);
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
    return NextResponse.json({ errors: [{ path: "", message: "The address has a malformed %-escape" }] }, { status: 400 });
  }
  // API routes come here only for the check above: their headers are next.config.ts's.
  if (request.nextUrl.pathname.startsWith("/api/")) return NextResponse.next();
  if (!methodAllowed(request)) {
    return new NextResponse("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD", "content-type": "text/plain" } });
  }
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
    // Only a path with a "%" in it can be malformed: the rest of the API skips the proxy.
    "/api/:path(.*%.*)",
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
