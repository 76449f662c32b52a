import { beforeAll, describe, expect, test } from "vitest";
import { authHandler } from "@/lib/accounts/handler";
import { joinAs, signUpForTest, type TestUser } from "@/scripts/test-support/users";
import { getDb } from "@/lib/db";

/*
 * Members' and invitees' emails are for the workspace's owner, as the Members page is (issue 22:
 * a viewer read every member's email through list-members). better-auth's endpoints that list a
 * workspace's people answer anyone else who belongs to it with a 403; one who doesn't belong to
 * it gets better-auth's own refusal. No answer to them carries an email.
 */
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let slug: string;
const invitee = `invitee-${crypto.randomUUID()}@example.test`;

const send = (method: string, path: string, user: TestUser, body?: unknown) =>
  authHandler(
    new Request(`http://localhost/api/auth${path}`, {
      method,
      headers: { "content-type": "application/json", cookie: user.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

beforeAll(async () => {
  owner = await signUpForTest("people-owner");
  editor = await joinAs(await signUpForTest("people-editor"), owner.workspaceId, "editor");
  viewer = await joinAs(await signUpForTest("people-viewer"), owner.workspaceId, "viewer");
  outsider = await signUpForTest("people-outsider");
  const invited = await send("POST", "/organization/invite-member", owner, { email: invitee, role: "viewer" });
  expect(invited.status).toBe(200);
  slug = (await getDb().organization.findUniqueOrThrow({ where: { id: owner.workspaceId } })).slug;
});

// Each way of naming the workspace: the session's active one, its id, its slug.
const endpoints = (workspaceId: string) => [
  "/organization/list-members",
  `/organization/list-members?organizationId=${workspaceId}`,
  `/organization/list-members?organizationSlug=${slug}`,
  "/organization/list-invitations",
  `/organization/list-invitations?organizationId=${workspaceId}`,
  "/organization/get-full-organization",
  `/organization/get-full-organization?organizationId=${workspaceId}`,
  `/organization/get-full-organization?organizationSlug=${slug}`,
];

const emails = () => [owner.email, editor.email, viewer.email, invitee];

describe("the people of a workspace", () => {
  test("its owner reads them, emails included", async () => {
    for (const path of endpoints(owner.workspaceId)) {
      const response = await send("GET", path, owner);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      const expected = path.includes("list-invitations")
        ? [invitee]
        : path.includes("get-full")
          ? emails()
          : emails().slice(0, 3);
      for (const email of expected) expect(text, path).toContain(email);
    }
  });

  test.each([
    ["an editor", () => editor],
    ["a viewer", () => viewer],
  ])("%s is refused (403), and the answer names nobody", async (_label, user) => {
    for (const path of endpoints(owner.workspaceId)) {
      const response = await send("GET", path, user());
      expect(response.status, path).toBe(403);
      const text = await response.text();
      for (const email of emails()) expect(text, path).not.toContain(email);
    }
  });

  test("the owner of another workspace is refused too", async () => {
    for (const path of endpoints(owner.workspaceId).filter((p) => p.includes("?"))) {
      const response = await send("GET", path, outsider);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      const text = await response.text();
      for (const email of emails()) expect(text, path).not.toContain(email);
    }
  });

  test("a viewer still reads their own membership, and no one else's email with it", async () => {
    const own = await send("GET", "/organization/get-active-member", viewer);
    expect(own.status).toBe(200);
    const text = await own.text();
    expect(text).toContain(viewer.email);
    for (const email of [owner.email, editor.email, invitee]) expect(text).not.toContain(email);
  });
});
