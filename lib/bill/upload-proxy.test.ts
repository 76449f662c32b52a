import { AsyncLocalStorage } from "node:async_hooks";
import { beforeAll, describe, expect, test } from "vitest";
import { config } from "@/proxy";

// Next reads these matchers at build time; its own test helper applies them as the server does.
// The helper needs the AsyncLocalStorage global that Next's server sets up.
let matches: (url: string, headers?: Record<string, string>) => boolean;
beforeAll(async () => {
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage;
  const { unstable_doesMiddlewareMatch } = await import("next/experimental/testing/server");
  matches = (url, headers = {}) => unstable_doesMiddlewareMatch({ config, url, headers });
});

describe("the proxy and the FOCUS upload (issue 32)", () => {
  // Next buffers the body of a request the proxy runs for and hands the route only the first
  // 10 MB of it: a 34 MB bill was summarized from its first 121,509 rows.
  test.each([
    ["a declared length", { "content-length": "35651731" }],
    ["a chunked body", { "transfer-encoding": "chunked" }],
  ])("an upload with %s goes straight to its route, whole", (_name, headers) => {
    expect(matches("/api/imports/focus", headers)).toBe(false);
    expect(matches("/api/imports/focus?create=1&name=march.csv", headers)).toBe(false);
  });

  test.each([
    ["a bodiless request to the upload (a GET gets its JSON 405)", "/api/imports/focus", {}],
    ["another API route's body", "/api/scenarios", { "content-length": "100" }],
    ["a path that only starts like the upload's", "/api/imports/focus-x", { "content-length": "100" }],
    ["a page", "/imports/focus", {}],
  ])("%s still goes through the proxy", (_name, url, headers) => {
    expect(matches(url, headers)).toBe(true);
  });
});
