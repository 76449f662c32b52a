import { describe, expect, test } from "vitest";
import { authHandler } from "@/lib/accounts/handler";
import { getDb } from "@/lib/db";
import { jsonRequest } from "@/scripts/test-support/http";
import { joinAs, signUpForTest } from "@/scripts/test-support/users";

// Found by the auth fuzz (scripts/lib/fuzz-requests-auth.ts): fields better-auth stored as they
// came, or handed to the database as a wrong type (a 500).
const post = (path: string, body: unknown, cookie: string) =>
  authHandler(jsonRequest("POST", `/api/auth${path}`, body, { cookie, origin: "http://localhost" }));

const errorsOf = async (response: Response) => ((await response.json()) as { errors: unknown }).errors;

describe("a role is one of the app's three", () => {
  test.each([["admin"], ["member"], [["viewer", "owner"]], ["viewer,owner"], [5]])(
    "update-member-role and invite-member refuse %j, and change nothing",
    async (role) => {
      const owner = await signUpForTest("roles-owner");
      const bob = await joinAs(await signUpForTest("roles-bob"), owner.workspaceId, "editor");
      const member = await getDb().member.findFirstOrThrow({
        where: { userId: bob.id, organizationId: owner.workspaceId },
      });
      const expected = [{ path: "role", code: "not_an_option", message: "role must be one of viewer, editor, owner" }];
      const update = await post(
        "/organization/update-member-role",
        { memberId: member.id, role, organizationId: owner.workspaceId },
        owner.cookie,
      );
      expect(update.status).toBe(400);
      expect(await errorsOf(update)).toEqual(expected);
      expect((await getDb().member.findUniqueOrThrow({ where: { id: member.id } })).role).toBe("editor");

      const email = `invitee-${crypto.randomUUID()}@example.test`;
      const invite = await post(
        "/organization/invite-member",
        { email, role, organizationId: owner.workspaceId },
        owner.cookie,
      );
      expect(invite.status).toBe(400);
      expect(await errorsOf(invite)).toEqual(expected);
      expect(await getDb().invitation.count({ where: { email } })).toBe(0);
    },
  );

  test("a role of the three is still changed", async () => {
    const owner = await signUpForTest("roles-ok-owner");
    const bob = await joinAs(await signUpForTest("roles-ok-bob"), owner.workspaceId, "editor");
    const { id } = await getDb().member.findFirstOrThrow({
      where: { userId: bob.id, organizationId: owner.workspaceId },
    });
    const body = { memberId: id, role: "viewer", organizationId: owner.workspaceId };
    expect((await post("/organization/update-member-role", body, owner.cookie)).status).toBe(200);
  });
});

describe("images, logos and slugs", () => {
  test.each([
    ["an array", "/update-user", { image: [] }, "image", "wrong_type", "image must be text or null"],
    ["a number", "/update-user", { image: 5 }, "image", "wrong_type", "image must be text or null"],
    ["an object", "/update-user", { image: {} }, "image", "wrong_type", "image must be text or null"],
    [
      "2,049 characters",
      "/update-user",
      { image: "i".repeat(2049) },
      "image",
      "too_long",
      "image must be at most 2,048 characters",
    ],
    [
      "spaces and a slash",
      "/organization/update",
      { data: { slug: "a b/c" } },
      "data.slug",
      "invalid_format",
      expect.any(String),
    ],
    [
      "121 characters",
      "/organization/update",
      { data: { slug: "s".repeat(121) } },
      "data.slug",
      "invalid_format",
      expect.any(String),
    ],
    [
      "3,000 characters",
      "/organization/update",
      { data: { logo: "l".repeat(3000) } },
      "data.logo",
      "too_long",
      expect.any(String),
    ],
  ])("%s in %s is a 400 naming the field", async (_label, path, body, field, code, message) => {
    const user = await signUpForTest("fields");
    const response = await post(path, { ...body, organizationId: user.workspaceId }, user.cookie);
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([{ path: field, code, message }]);
  });

  test("an image address, null, and a slug of the app's shape are taken", async () => {
    const user = await signUpForTest("fields-ok");
    expect((await post("/update-user", { image: "https://example.test/me.png" }, user.cookie)).status).toBe(200);
    expect((await post("/update-user", { image: null }, user.cookie)).status).toBe(200);
    const update = { data: { slug: `team-${Date.now()}` }, organizationId: user.workspaceId };
    expect((await post("/organization/update", update, user.cookie)).status).toBe(200);
  });
});
