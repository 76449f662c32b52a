// Any origin would do: a `next` is kept only when it resolves onto this one, whatever the app's real host.
const BASE = new URL("http://app.invalid");

/**
 * Where to go after signing in: the `next` path asked for, when it stays on this site, else the
 * scenario list. It is read with the WHATWG URL parser, as the browser will read the `Location`
 * it ends up in, so "//evil.example", "/\evil.example" and "/\t/evil.example" (browsers drop
 * tabs and line breaks, leaving "//evil.example") are all refused; so is anything outside
 * printable ASCII, which a `Location` header can't carry.
 *
 * @example
 * safeNext("/scenarios/abc"); // "/scenarios/abc"
 * safeNext("//evil.example"); // "/"
 * safeNext("/\t/evil.example"); // "/"
 */
export function safeNext(next: string | string[] | undefined): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (!value || !value.startsWith("/") || !/^[\x21-\x7e]+$/.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" parses onto this origin but its path, sent back, starts with "//".
  return url.origin === BASE.origin && !path.startsWith("//") ? path : "/";
}
