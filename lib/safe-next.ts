/**
 * Where to go after signing in: the `next` path asked for, when it is a path on this site, else
 * the scenario list. "//evil.example" and absolute URLs would leave the site, so they are refused.
 *
 * @example
 * safeNext("/scenarios/abc"); // "/scenarios/abc"
 * safeNext("//evil.example"); // "/"
 */
export function safeNext(next: string | string[] | undefined): string {
  const value = Array.isArray(next) ? next[0] : next;
  return value && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/";
}
