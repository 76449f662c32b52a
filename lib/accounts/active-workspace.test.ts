import { describe, expect, test } from "vitest";
import { authHandler } from "@/lib/accounts/handler";
import { getDb } from "@/lib/db";
import { jsonRequest } from "@/scripts/test-support/http";
import { joinAs, signUpForTest } from "@/scripts/test-support/users";

// Found by the auth fuzz: better-auth's set-active, naming a workspace the caller is not in,
// cleared the session's active workspace before answering 403, so the refused request moved the
// caller's next saves to their first workspace.
describe("set-active for a workspace the caller is not in", () => {
  test.each([
    ["another's workspace id", (other: { workspaceId: string }) => ({ organizationId: other.workspaceId })],
    ["an id that never existed", () => ({ organizationId: "no-such-workspace" })],
    ["another's slug", (_other: unknown, slug: string) => ({ organizationSlug: slug })],
  ])("%s is refused and leaves the session as it was", async (_label, bodyOf) => {
    const owner = await signUpForTest("active-owner");
    const editor = await joinAs(await signUpForTest("active-editor"), owner.workspaceId, "editor");
    const other = await signUpForTest("active-other");
    const { slug } = await getDb().organization.findUniqueOrThrow({ where: { id: other.workspaceId } });
    const activeOf = async () =>
      (await getDb().session.findMany({ where: { userId: editor.id }, select: { activeOrganizationId: true } })).map(
        (s) => s.activeOrganizationId,
      );
    expect(await activeOf()).toEqual([owner.workspaceId]);

    const response = await authHandler(
      jsonRequest("POST", "/api/auth/organization/set-active", bodyOf(other, slug), {
        cookie: editor.cookie,
        origin: "http://localhost",
      }),
    );
    expect(response.status).toBe(403);
    expect(await activeOf()).toEqual([owner.workspaceId]);
  });

  test("a member still makes their workspace the active one", async () => {
    const owner = await signUpForTest("active-ok-owner");
    const viewer = await signUpForTest("active-ok-viewer");
    const own = viewer.workspaceId;
    await joinAs(viewer, owner.workspaceId, "viewer");
    const response = await authHandler(
      jsonRequest(
        "POST",
        "/api/auth/organization/set-active",
        { organizationId: own },
        { cookie: viewer.cookie, origin: "http://localhost" },
      ),
    );
    expect(response.status).toBe(200);
    const sessions = await getDb().session.findMany({ where: { userId: viewer.id } });
    expect(sessions.map((s) => s.activeOrganizationId)).toEqual([own]);
  });
});
