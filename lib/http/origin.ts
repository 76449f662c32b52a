/**
 * The scheme the browser used, "https:" or "http:": what a proxy that ends TLS says in
 * X-Forwarded-Proto, else the request's own.
 */
export function requestProtocol(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https" || forwarded === "http" ? `${forwarded}:` : new URL(request.url).protocol;
}

/**
 * The origin the client reached the app at, for absolute links it will open or pass on. Next's
 * `request.url` names the server's own host (`http://localhost:3000`) whatever the request's
 * Host header says, so a link built on it only works on the server's machine.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  if (!host) return url.origin;
  try {
    return new URL(`${requestProtocol(request)}//${host}`).origin;
  } catch {
    return url.origin;
  }
}
