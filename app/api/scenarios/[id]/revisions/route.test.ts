import { expect, test, vi } from "vitest";
import { joinAs, signUpForTest } from "@/scripts/test-support/users";
import type { RevisionListResponse } from "@/lib/scenarios/response";
import { call, jsonRequest, params, request, scenarioJson, testOwner, uniqueName } from "@/scripts/test-support/http";
import { POST as create } from "../../route";
import { PUT } from "../route";
import { POST as restore } from "./[version]/restore/route";
import { GET } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

test("every version records who saved it: the creator, an editor's save, a restore", async () => {
  const editor = await joinAs(await signUpForTest("editor"), testOwner.workspaceId, "editor");
  const name = uniqueName("authorship");
  const created = await call(() => create(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(name) })));
  const { id } = (await created.response.json()) as { id: string };
  const asEditor = { cookie: editor.cookie };
  const saved = await call(() =>
    PUT(
      jsonRequest("PUT", `/api/scenarios/${id}`, { version: 1, scenario: scenarioJson(`${name} v2`) }, asEditor),
      params({ id }),
    ),
  );
  expect(saved.response.status).toBe(200);
  const restored = await call(() =>
    restore(request("POST", `/api/scenarios/${id}/revisions/1/restore`), params({ id, version: "1" })),
  );
  expect(restored.response.status).toBe(200);

  const listed = (await (
    await GET(request("GET", `/api/scenarios/${id}/revisions`), params({ id }))
  ).json()) as RevisionListResponse;
  expect(listed.revisions.map((r) => [r.version, r.savedBy])).toEqual([
    [3, testOwner.name],
    [2, editor.name],
    [1, testOwner.name],
  ]);
});

test("a long history comes 50 versions at a time, newest first; ?before= reads the older ones", async () => {
  const name = uniqueName("long history");
  const created = await call(() => create(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(name) })));
  const { id } = (await created.response.json()) as { id: string };
  for (let version = 1; version < 60; version++) {
    const saved = await call(() =>
      PUT(jsonRequest("PUT", `/api/scenarios/${id}`, { version, scenario: scenarioJson(name) }), params({ id })),
    );
    expect(saved.response.status).toBe(200);
  }
  const page = async (query: string) => {
    const response = await GET(request("GET", `/api/scenarios/${id}/revisions${query}`), params({ id }));
    return { status: response.status, body: (await response.json()) as RevisionListResponse & { errors?: unknown } };
  };
  const newest = await page("");
  expect(newest.body.revisions.map((r) => r.version)).toEqual(Array.from({ length: 50 }, (_, n) => 60 - n));
  expect(newest.body.nextBefore).toBe(11);
  const older = await page("?before=11");
  expect(older.body.revisions.map((r) => r.version)).toEqual(Array.from({ length: 10 }, (_, n) => 10 - n));
  expect(older.body.nextBefore).toBeNull();
  expect((await page("?before=0")).body.errors).toEqual([
    { path: "before", code: "invalid_format", message: "before must be a version number, a whole number from 1" },
  ]);
  expect((await page("?page=2")).status).toBe(400);
});
