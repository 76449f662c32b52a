import { expect, test } from "vitest";
import { authHandler } from "@/lib/accounts/handler";
import { request } from "@/scripts/test-support/http";
import { signUpForTest } from "@/scripts/test-support/users";

// list-sessions answers with session tokens, the organization endpoints with a workspace's people:
// no cache on the way (a proxy, the browser's back/forward cache) may keep them (issue 22).
test.each([
  "list-sessions",
  "get-session",
  "list-accounts",
  "organization/list",
  "organization/get-full-organization",
  "organization/list-members",
  "organization/list-invitations",
  "organization/get-active-member",
  "organization/get-active-member-role",
])("/api/auth/%s answers its owner Cache-Control: private, no-store", async (path) => {
  const owner = await signUpForTest("cache");
  const response = await authHandler(request("GET", `/api/auth/${path}`, { cookie: owner.cookie }));
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
});
