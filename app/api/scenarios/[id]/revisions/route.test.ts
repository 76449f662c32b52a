import { expect, test, vi } from "vitest";
import { joinAs, signUpForTest } from "@/lib/auth/test-users";
import type { RevisionListResponse } from "@/lib/http/scenario-response";
import { call, jsonRequest, params, request, scenarioJson, testOwner, uniqueName } from "@/lib/http/test-support";
import { POST as create } from "../../route";
import { PUT } from "../route";
import { POST as restore } from "./[version]/restore/route";
import { GET } from "./route";

vi.mock("next/cache", async () => (await import("@/lib/http/test-support")).nextCacheMock);

test("every version records who saved it: the creator, an editor's save, a restore", async () => {
  const editor = await joinAs(await signUpForTest("editor"), testOwner.workspaceId, "editor");
  const name = uniqueName("authorship");
  const created = await call(() => create(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(name) })));
  const { id } = (await created.response.json()) as { id: string };
  const asEditor = { cookie: editor.cookie };
  const saved = await call(() => PUT(jsonRequest("PUT", `/api/scenarios/${id}`, { version: 1, scenario: scenarioJson(`${name} v2`) }, asEditor), params({ id })));
  expect(saved.response.status).toBe(200);
  const restored = await call(() => restore(request("POST", `/api/scenarios/${id}/revisions/1/restore`), params({ id, version: "1" })));
  expect(restored.response.status).toBe(200);

  const listed = (await (await GET(request("GET", `/api/scenarios/${id}/revisions`), params({ id }))).json()) as RevisionListResponse;
  expect(listed.revisions.map((r) => [r.version, r.savedBy])).toEqual([
    [3, testOwner.name],
    [2, editor.name],
    [1, testOwner.name],
  ]);
});
