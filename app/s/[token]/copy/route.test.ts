import { describe, expect, test, vi } from "vitest";
import { call, jsonRequest, params, request, scenarioJson, uniqueName } from "@/scripts/test-support/http";
import { POST as createScenario } from "@/app/api/scenarios/route";
import { GET as getScenario, DELETE as deleteScenario, PUT } from "@/app/api/scenarios/[id]/route";
import { POST as share } from "@/app/api/scenarios/[id]/shares/route";
import { DELETE as revoke } from "@/app/api/scenarios/[id]/shares/[token]/route";
import { getDb } from "@/lib/db";
import type { ScenarioResponse, ScenarioWithResultResponse } from "@/lib/scenarios/response";
import { POST } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

async function created(name: string): Promise<ScenarioResponse> {
  const { response } = await call(() =>
    createScenario(
      jsonRequest("POST", "/api/scenarios", {
        scenario: scenarioJson(name),
        checklist: { load: "on-prem", regions: "cloud" },
      }),
    ),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as ScenarioResponse;
}

async function shareOf(id: string): Promise<string> {
  const response = await share(request("POST", `/api/scenarios/${id}/shares`), params({ id }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

async function current(id: string): Promise<ScenarioWithResultResponse> {
  const response = await getScenario(request("GET", `/api/scenarios/${id}`), params({ id }));
  expect(response.status).toBe(200);
  return (await response.json()) as ScenarioWithResultResponse;
}

const copy = (token: string) => call(() => POST(request("POST", `/s/${token}/copy`), params({ token })));

async function seen(response: Response) {
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    location: response.headers.get("location"),
    body: await response.text(),
  };
}

const unknownToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");

describe("POST /s/:token/copy", () => {
  test("creates a new scenario from the pinned revision and redirects (303) to its editor; the original is untouched", async () => {
    const name = uniqueName("Original");
    const original = await created(name);
    const token = await shareOf(original.id);
    const edited = { ...original.scenario, name: `${name} v2`, horizonYears: original.scenario.horizonYears + 1 };
    const saved = await call(() =>
      PUT(
        jsonRequest("PUT", `/api/scenarios/${original.id}`, { version: 1, scenario: edited }),
        params({ id: original.id }),
      ),
    );
    expect(saved.response.status).toBe(200);
    const before = await current(original.id);

    const { response } = await copy(token);
    expect(response.status).toBe(303);
    // Relative, so the reader stays on the host they came to.
    const location = response.headers.get("location")!;
    const match = /^\/scenarios\/([^/]+)$/.exec(location);
    expect(match).not.toBeNull();
    const newId = match![1]!;
    expect(newId).not.toBe(original.id);

    const duplicate = await current(newId);
    expect(duplicate.version).toBe(1);
    expect(duplicate.scenario).toEqual({ ...original.scenario, name: `Copy of ${name}` });
    expect(duplicate.checklist).toEqual({ load: "on-prem", regions: "cloud" });
    expect(duplicate.result.totals).not.toEqual(before.result.totals);
    const revision = await getDb().revision.findFirst({ where: { scenarioId: newId } });
    expect(revision?.note).toBe("Copied from a shared link");

    expect(await current(original.id)).toEqual(before);
    expect(before.scenario.name).toBe(`${name} v2`);
  });

  test("each copy is a new scenario; copying twice makes two", async () => {
    const original = await created(uniqueName("Twice"));
    const token = await shareOf(original.id);
    const a = (await copy(token)).response.headers.get("location");
    const b = (await copy(token)).response.headers.get("location");
    expect(a).toMatch(/^\/scenarios\/[^/]+$/);
    expect(b).toMatch(/^\/scenarios\/[^/]+$/);
    expect(a).not.toBe(b);
  });

  test("a 120-character name still gives a valid copy name of at most 120 characters", async () => {
    const name = `${uniqueName("Long")} ${"x".repeat(120)}`.slice(0, 120);
    const original = await created(name);
    const { response } = await copy(await shareOf(original.id));
    expect(response.status).toBe(303);
    const id = response.headers.get("location")!.split("/").at(-1)!;
    const duplicate = await current(id);
    expect(duplicate.scenario.name).toBe(`Copy of ${name}`.slice(0, 120));
    expect(duplicate.scenario.name).toHaveLength(120);
  });

  test("a revoked, unknown or malformed token gets the same plain 404 and creates nothing", async () => {
    const name = uniqueName("Revoked");
    const original = await created(name);
    const token = await shareOf(original.id);
    const revoked = await revoke(
      request("DELETE", `/api/scenarios/${original.id}/shares/${token}`),
      params({ id: original.id, token }),
    );
    expect(revoked.status).toBe(204);
    const countBefore = await getDb().scenario.count();

    const answer = await seen((await copy(token)).response);
    expect(answer).toEqual({ status: 404, type: "text/plain", location: null, body: "Not found" });
    expect(await seen((await copy(unknownToken())).response)).toEqual(answer);
    expect(await seen((await copy("../../api/scenarios")).response)).toEqual(answer);
    expect(await getDb().scenario.count()).toBe(countBefore);
    expect(await getDb().scenario.count({ where: { name: `Copy of ${name}` } })).toBe(0);
  });

  test("a link to a deleted scenario cannot be copied", async () => {
    const original = await created(uniqueName("Deleted"));
    const token = await shareOf(original.id);
    await call(() => deleteScenario(request("DELETE", `/api/scenarios/${original.id}`), params({ id: original.id })));
    expect((await copy(token)).response.status).toBe(404);
  });

  test("the route only answers POST: a GET (a prefetch, a crawler) copies nothing", async () => {
    const route = await import("./route");
    expect(Object.keys(route).sort()).toEqual(["POST"]);
  });
});
