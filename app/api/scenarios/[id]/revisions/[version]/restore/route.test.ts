import { describe, expect, test, vi } from "vitest";
import { getDb } from "@/lib/db";
import type {
  ConflictResponse,
  ErrorResponse,
  ScenarioResponse,
  ScenarioWithResultResponse,
} from "@/lib/scenarios/response";
import { call, jsonRequest, params, request, scenarioJson, uniqueName } from "@/scripts/test-support/http";
import { POST as create } from "@/app/api/scenarios/route";
import { GET, PUT } from "@/app/api/scenarios/[id]/route";
import { POST } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

const at = (id: string) => `/api/scenarios/${id}`;

/** A scenario saved twice: version 1 with one checklist, version 2 with another name and checklist. */
async function savedTwice() {
  const name = uniqueName("restore");
  const v1 = { scenario: scenarioJson(name), checklist: { load: "on-prem" } };
  const created = await call(() => create(jsonRequest("POST", "/api/scenarios", v1)));
  const { id } = (await created.response.json()) as ScenarioResponse;
  const v2 = {
    version: 1,
    scenario: { ...v1.scenario, name: `${name} v2` },
    checklist: { load: "cloud", regions: "cloud" },
  };
  expect((await call(() => PUT(jsonRequest("PUT", at(id), v2), params({ id })))).response.status).toBe(200);
  return { id, name, v1 };
}

const restore = (id: string, from: string, body?: unknown, type = "application/json") =>
  call(() =>
    POST(
      body === undefined
        ? request("POST", `${at(id)}/revisions/${from}/restore`)
        : jsonRequest("POST", `${at(id)}/revisions/${from}/restore`, body, { "content-type": type }),
      params({ id, version: from }),
    ),
  );

async function current(id: string) {
  return (await (await GET(request("GET", at(id)), params({ id }))).json()) as ScenarioWithResultResponse;
}

describe("POST /api/scenarios/:id/revisions/:version/restore", () => {
  test("answers with the restored version's inputs and checklist, saved as the newest version", async () => {
    const { id, name, v1 } = await savedTwice();
    const { response, revalidated } = await restore(id, "1");
    expect(response.status).toBe(200);
    expect(revalidated).toEqual(["/"]);
    const body = (await response.json()) as ScenarioResponse;
    expect(body.version).toBe(3);
    expect(body.scenario.name).toBe(name);
    expect(body.checklist).toEqual(v1.checklist);
    const after = await current(id);
    expect({ version: after.version, checklist: after.checklist, updatedAt: after.updatedAt }).toEqual({
      version: 3,
      checklist: v1.checklist,
      updatedAt: body.updatedAt,
    });
  });

  test("with the version the client has on screen: restores when it is current", async () => {
    const { id } = await savedTwice();
    const { response } = await restore(id, "1", { version: 2 });
    expect(response.status).toBe(200);
    expect(((await response.json()) as ScenarioResponse).version).toBe(3);
  });

  test("over a newer save: 409 naming the current version, nothing saved, nothing revalidated", async () => {
    const { id, name } = await savedTwice();
    const { response, revalidated } = await restore(id, "1", { version: 1 });
    expect(response.status).toBe(409);
    expect((await response.json()) as ConflictResponse).toEqual({
      errors: [
        { path: "version", code: "conflict", message: "Someone saved version 2 after the version 1 you have open" },
      ],
      currentVersion: 2,
    });
    expect(revalidated).toEqual([]);
    const after = await current(id);
    expect([after.version, after.scenario.name]).toEqual([2, `${name} v2`]);
    expect(await getDb().revision.count({ where: { scenarioId: id } })).toBe(2);
  });

  test.each([
    ["a version of 0", { version: 0 }, "version"],
    ["a version that is text", { version: "2" }, "version"],
    ["a stray key", { version: 2, force: true }, "force"],
    ["an array", [2], ""],
  ])("a body with %s answers 400 naming it and restores nothing", async (_label, body, path) => {
    const { id } = await savedTwice();
    const { response } = await restore(id, "1", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorResponse).errors.map((e) => e.path)).toEqual([path]);
    expect((await current(id)).version).toBe(2);
  });

  test("a version given as text is refused as text, not as missing (it was 'version is required')", async () => {
    const { id } = await savedTwice();
    const { response } = await restore(id, "1", { version: "2" });
    expect(((await response.json()) as ErrorResponse).errors).toEqual([
      { path: "version", code: "wrong_type", message: "version must be a number" },
    ]);
  });

  test("a body that is not JSON answers 400; an empty one is no body", async () => {
    const { id } = await savedTwice();
    const text = await restore(id, "1", "version=2", "text/plain");
    expect(text.response.status).toBe(400);
    expect(((await text.response.json()) as ErrorResponse).errors[0]?.message).toMatch(
      /Content-Type must be application\/json/,
    );
    expect((await restore(id, "1", "")).response.status).toBe(200);
  });
});
