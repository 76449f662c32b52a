import { describe, expect, test } from "vitest";
import { GET as listScenarios } from "@/app/api/scenarios/route";
import { DELETE as deleteScenario } from "@/app/api/scenarios/[id]/route";
import { joinAs, signUpForTest } from "@/scripts/test-support/users";
import { getDb } from "@/lib/db";
import { ANONYMOUS, jsonRequest, params, request, testOwner } from "@/scripts/test-support/http";
import { DELETE } from "./[id]/route";
import { GET, POST } from "./route";

const bearer = (key: string) => ({ cookie: "", authorization: `Bearer ${key}` });

async function newKey(role: "viewer" | "editor" | "owner", cookie = testOwner.cookie) {
  const response = await POST(jsonRequest("POST", "/api/keys", { name: `${role} script`, role }, { cookie }));
  expect(response.status).toBe(201);
  return (await response.json()) as {
    key: string;
    apiKey: { id: string; start: string; role: string; lastUsedAt: string | null };
  };
}

describe("/api/keys", () => {
  test("a key is answered once, listed without itself, and works as Bearer on an API route", async () => {
    const { key, apiKey } = await newKey("viewer");
    expect(key.startsWith(apiKey.start)).toBe(true);
    const listed = (await (await GET(request("GET", "/api/keys"))).json()) as { keys: unknown[] };
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(listed.keys).toContainEqual(expect.objectContaining({ id: apiKey.id, role: "viewer", lastUsedAt: null }));

    const scenarios = await listScenarios(request("GET", "/api/scenarios", bearer(key)));
    expect(scenarios.status).toBe(200);
    const row = await getDb().apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
    expect(row.lastUsedAt).not.toBeNull();
  });

  test("a key acts with its own role: a viewer key can read but not delete", async () => {
    const { key } = await newKey("viewer");
    const response = await deleteScenario(request("DELETE", "/api/scenarios/x", bearer(key)), params({ id: "x" }));
    expect(response.status).toBe(403);
  });

  test("a key can't have a higher role than its creator", async () => {
    const viewer = await joinAs(await signUpForTest("key-viewer"), testOwner.workspaceId, "viewer");
    const response = await POST(
      jsonRequest("POST", "/api/keys", { name: "too strong", role: "editor" }, { cookie: viewer.cookie }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [
        { path: "role", code: "role_too_high", message: "role can be at most viewer, your own role in this workspace" },
      ],
    });
  });

  test("a key loses what its creator loses: demoted, the key is demoted; removed, it is refused", async () => {
    const editor = await joinAs(await signUpForTest("key-editor"), testOwner.workspaceId, "editor");
    const { key } = await newKey("editor", editor.cookie);
    await getDb().member.updateMany({
      where: { userId: editor.id, organizationId: testOwner.workspaceId },
      data: { role: "viewer" },
    });
    expect((await deleteScenario(request("DELETE", "/api/scenarios/x", bearer(key)), params({ id: "x" }))).status).toBe(
      403,
    );
    await getDb().member.deleteMany({ where: { userId: editor.id, organizationId: testOwner.workspaceId } });
    expect((await listScenarios(request("GET", "/api/scenarios", bearer(key)))).status).toBe(401);
  });

  test("a revoked key is refused like one never made", async () => {
    const { key, apiKey } = await newKey("editor");
    expect((await DELETE(request("DELETE", `/api/keys/${apiKey.id}`), params({ id: apiKey.id }))).status).toBe(204);
    const revoked = await listScenarios(request("GET", "/api/scenarios", bearer(key)));
    const unknown = await listScenarios(request("GET", "/api/scenarios", bearer(`tco_${"A".repeat(43)}`)));
    expect([revoked.status, unknown.status]).toEqual([401, 401]);
    expect(await revoked.json()).toEqual(await unknown.json());
    expect((await DELETE(request("DELETE", `/api/keys/${apiKey.id}`), params({ id: apiKey.id }))).status).toBe(404);
  });

  test("keys are managed by a signed-in person, not by a key", async () => {
    const { key } = await newKey("owner");
    expect((await GET(request("GET", "/api/keys", bearer(key)))).status).toBe(403);
    expect((await POST(jsonRequest("POST", "/api/keys", { name: "child", role: "viewer" }, bearer(key)))).status).toBe(
      403,
    );
  });

  test("anonymous: 401; a bad body: 400 naming the field", async () => {
    expect((await GET(request("GET", "/api/keys", ANONYMOUS))).status).toBe(401);
    const bad = await POST(jsonRequest("POST", "/api/keys", { name: "x", role: "admin" }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      errors: [{ path: "role", code: "not_an_option", message: 'role must be "viewer", "editor" or "owner"' }],
    });
  });
});
