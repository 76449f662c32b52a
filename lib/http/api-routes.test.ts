import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { routeFiles } from "@/scripts/lib/fuzz-requests";
import { allowedMethods, API_ROUTES } from "@/lib/http/api-routes";

// Node's fetch refuses TRACE and TRACK: scripts/serve.mjs hands them on as UNSUPPORTED.
const send = (method: string, path: string) =>
  proxy(
    ["TRACE", "TRACK", "CONNECT"].includes(method)
      ? new NextRequest(`http://localhost${path}`, {
          method: "UNSUPPORTED",
          headers: { "x-unsupported-method": method },
        })
      : new NextRequest(`http://localhost${path}`, { method }),
  );

describe("the API's methods", () => {
  test("the table lists every API route.ts with the methods it exports", () => {
    const onDisk = routeFiles(join(import.meta.dirname, "../../app")).filter((r) => r.template.startsWith("/api/"));
    expect(Object.fromEntries(onDisk.map((r) => [r.template, [...r.methods].sort()]))).toEqual(
      Object.fromEntries(Object.entries(API_ROUTES).map(([template, methods]) => [template, [...methods].sort()])),
    );
  });

  test.each([
    ["/api/scenarios/import", ["POST", "OPTIONS"]],
    ["/api/scenarios/abc", ["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]],
    ["/api/scenarios/abc/summary.pdf", ["GET", "HEAD", "OPTIONS"]],
    ["/api/scenarios/abc/revisions", ["GET", "HEAD", "OPTIONS"]],
    ["/api/auth/organization/list-members", ["GET", "HEAD", "POST", "OPTIONS"]],
    ["/api/nothing-here", null],
  ])("%s allows %j", (path, methods) => {
    expect(allowedMethods(path)).toEqual(methods);
  });

  test.each([
    ["TRACE", "/api/scenarios", "GET, HEAD, POST, OPTIONS"],
    ["TRACK", "/api/auth/get-session", "GET, HEAD, POST, OPTIONS"],
    ["PROPFIND", "/api/keys/abc", "DELETE, OPTIONS"],
    ["PATCH", "/api/scenarios/abc", "GET, HEAD, PUT, DELETE, OPTIONS"],
    ["DELETE", "/api/tco", "POST, OPTIONS"],
    ["PUT", "/api/auth/sign-in/email", "GET, HEAD, POST, OPTIONS"],
  ])("%s %s is a JSON 405 with Allow: %s", async (method, path, allow) => {
    const response = send(method, path);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      errors: [{ path: "", code: "method_not_allowed", message: `${method} is not allowed here: use ${allow}` }],
    });
  });

  test("TRACE on a page is a JSON 405 too", async () => {
    const response = send("TRACE", "/scenarios");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  test.each([
    ["GET", "/api/scenarios"],
    ["HEAD", "/api/scenarios/abc"],
    ["OPTIONS", "/api/tco"],
    ["POST", "/api/auth/sign-in/email"],
    ["TRACE", "/api/nothing-here"],
  ])("%s %s goes on to the route (or Next's 404)", (method, path) => {
    expect(send(method, path).headers.get("x-middleware-next")).toBe("1");
  });
});
