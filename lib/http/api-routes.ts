/**
 * The methods each API route exports, for the proxy (proxy.ts), which answers any other method
 * before Next does: Next gives an unexported method a bodiless 405 without `Allow`, and a method it
 * doesn't know (TRACE, PROPFIND) a bare 400. A test checks this table against the route files.
 */
export const API_ROUTES: Readonly<Record<string, readonly string[]>> = {
  "/api/audit": ["GET"],
  "/api/audit/csv": ["GET"],
  "/api/auth/[...all]": ["GET", "POST"],
  "/api/catalog": ["GET"],
  "/api/health": ["GET"],
  "/api/imports/focus": ["POST"],
  "/api/keys": ["GET", "POST"],
  "/api/keys/[id]": ["DELETE"],
  "/api/scenarios": ["GET", "POST"],
  "/api/scenarios/import": ["POST"],
  "/api/scenarios/[id]": ["GET", "PUT", "DELETE"],
  "/api/scenarios/[id]/[file]": ["GET"],
  "/api/scenarios/[id]/restore": ["POST"],
  "/api/scenarios/[id]/undelete": ["POST"],
  "/api/scenarios/[id]/revisions": ["GET"],
  "/api/scenarios/[id]/revisions/[version]": ["GET"],
  "/api/scenarios/[id]/revisions/[version]/restore": ["POST"],
  "/api/scenarios/[id]/shares": ["GET", "POST"],
  "/api/scenarios/[id]/shares/[token]": ["DELETE"],
  "/api/tco": ["POST"],
};

const dynamicSegments = (template: string) => template.split("/").filter((s) => s.startsWith("[")).length;

// Next prefers a static segment to a dynamic one (/api/scenarios/import over /api/scenarios/[id]).
const MATCHERS = Object.entries(API_ROUTES)
  .sort(([a], [b]) => dynamicSegments(a) - dynamicSegments(b))
  .map(([template, methods]) => {
    const pattern = template
      .split("/")
      .map((segment) => (segment.startsWith("[...") ? ".+" : segment.startsWith("[") ? "[^/]+" : segment))
      .join("/");
    return { pattern: new RegExp(`^${pattern}/?$`), methods };
  });

/**
 * The methods the API route at `pathname` answers, as an `Allow` header lists them (HEAD with GET,
 * and OPTIONS, which Next answers itself), or null when no route is there.
 *
 * @example
 * allowedMethods("/api/scenarios/abc"); // ["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]
 */
export function allowedMethods(pathname: string): string[] | null {
  const route = MATCHERS.find((m) => m.pattern.test(pathname));
  if (!route) return null;
  return [...route.methods.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])), "OPTIONS"];
}
