import { beforeAll, describe, expect, test, vi } from "vitest";
import { joinAs, signUpForTest, type TestUser } from "@/scripts/test-support/users";
import { authHandler } from "@/lib/accounts/handler";
import { countAllScenarios } from "@/lib/scenarios/store";
import { createShare, getSharedRevision } from "@/lib/sharing/store";
import { listMembers } from "@/lib/accounts/workspaces-store";
import { call, jsonRequest, params, request, scenarioJson, testOwner } from "@/scripts/test-support/http";
import { GET as read, PUT } from "@/app/api/scenarios/[id]/route";
import { POST as create } from "@/app/api/scenarios/route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

let id = "";
beforeAll(async () => {
  const created = await call(() =>
    create(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson("access check") })),
  );
  id = ((await created.response.json()) as { id: string }).id;
});

const save = (version: number, headers: Record<string, string> = {}) =>
  call(() =>
    PUT(
      jsonRequest(
        "PUT",
        `/api/scenarios/${id}`,
        { version, scenario: scenarioJson(`access check v${version + 1}`) },
        headers,
      ),
      params({ id }),
    ),
  ).then((r) => r.response);
const current = async () =>
  ((await (await read(request("GET", `/api/scenarios/${id}`), params({ id }))).json()) as { version: number }).version;

describe("requests from another site", () => {
  test("a save carrying the owner's cookie but another site's Origin is refused, and changes nothing", async () => {
    const before = await current();
    const refused = await save(before, { origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      errors: [{ path: "", code: "forbidden", message: "Requests from another site are refused" }],
    });
    expect((await save(before, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await current()).toBe(before);
    // A page with Referrer-Policy: no-referrer (the share page) posts with Origin: null.
    expect((await save(before, { origin: "null", "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await save(before, { origin: "null" })).status).toBe(403);
    expect((await save(before, { origin: "http://localhost", "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await save(before + 1, { origin: "null", "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  test("better-auth's own endpoints refuse another site too (sign-out with the cookie)", async () => {
    const user = await signUpForTest("csrf");
    const signOut = (origin: string) =>
      authHandler(
        new Request("http://localhost/api/auth/sign-out", {
          method: "POST",
          headers: { cookie: user.cookie, origin, "content-type": "application/json" },
          body: "{}",
        }),
      );
    expect((await signOut("https://evil.example")).status).toBe(403);
    expect((await signOut("http://localhost")).status).toBe(200);
  });
});

/** The owner, through the organization plugin's endpoint the Members page uses. */
async function asOwner(path: string, body: object): Promise<Response> {
  return authHandler(
    new Request(`http://localhost/api/auth/organization/${path}`, {
      method: "POST",
      headers: { cookie: testOwner.cookie, origin: "http://localhost", "content-type": "application/json" },
      body: JSON.stringify({ organizationId: testOwner.workspaceId, ...body }),
    }),
  );
}

describe("membership is read on every request", () => {
  let member: TestUser;
  const memberId = async () => (await listMembers(testOwner.workspaceId)).find((m) => m.userId === member.id)!.memberId;
  beforeAll(async () => {
    member = await joinAs(await signUpForTest("member"), testOwner.workspaceId, "editor");
  });

  test("a lowered role counts at the next request", async () => {
    expect((await save(await current(), { cookie: member.cookie })).status).toBe(200);
    expect((await asOwner("update-member-role", { memberId: await memberId(), role: "viewer" })).status).toBe(200);
    expect((await save(await current(), { cookie: member.cookie })).status).toBe(403);
    expect((await read(request("GET", `/api/scenarios/${id}`, { cookie: member.cookie }), params({ id }))).status).toBe(
      200,
    );
  });

  test("a removed member loses access at the next request, with the same session", async () => {
    expect((await asOwner("remove-member", { memberIdOrEmail: await memberId() })).status).toBe(200);
    // They still have their own workspace, where this id does not exist.
    expect((await read(request("GET", `/api/scenarios/${id}`, { cookie: member.cookie }), params({ id }))).status).toBe(
      404,
    );
  });
});

describe("deleting a workspace", () => {
  test("only its owner may; its scenarios and their share links go with it", async () => {
    const owner = await signUpForTest("doomed");
    const editor = await joinAs(await signUpForTest("doomed-editor"), owner.workspaceId, "editor");
    const created = await call(() =>
      create(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson("doomed") }, { cookie: owner.cookie })),
    );
    const doomed = ((await created.response.json()) as { id: string }).id;
    const share = await createShare({ workspaceId: owner.workspaceId, authorId: owner.id }, doomed);
    expect(await getSharedRevision(share!.token)).not.toBeNull();

    const remove = (cookie: string) =>
      authHandler(
        new Request("http://localhost/api/auth/organization/delete", {
          method: "POST",
          headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
          body: JSON.stringify({ organizationId: owner.workspaceId }),
        }),
      );
    expect((await remove(editor.cookie)).status).toBe(403);
    expect(await getSharedRevision(share!.token)).not.toBeNull();
    expect((await remove(owner.cookie)).status).toBe(200);
    expect(await getSharedRevision(share!.token)).toBeNull();
    expect(await countAllScenarios()).toBeGreaterThan(0);
    expect(
      (await read(request("GET", `/api/scenarios/${doomed}`, { cookie: owner.cookie }), params({ id: doomed }))).status,
    ).toBe(403);
  });
});
