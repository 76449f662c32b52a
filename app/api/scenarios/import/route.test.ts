import { describe, expect, test, vi } from "vitest";
import { getDb } from "@/lib/db";
import { scenarioJson as exportFile } from "@/lib/export/json";
import { computeTco, type Scenario, type TcoResult } from "@/lib/tco";
import { call, jsonRequest, params, request, scenarioJson, testOwner, uniqueName } from "@/scripts/test-support/http";
import type { ErrorResponse } from "@/lib/scenarios/response";
import { GET } from "../[id]/route";
import { POST } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

type Errors = ErrorResponse;

const LIMIT = 1024 * 1024;

const upload = (body: string | Uint8Array, headers: Record<string, string> = {}) =>
  call(() =>
    POST(
      new Request("http://localhost/api/scenarios/import", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: testOwner.cookie, ...headers },
        body: body as BodyInit,
      }),
    ),
  );

/** Scenarios and revisions saved under a name: other test files share the database. */
async function rowsNamed(name: string) {
  const db = getDb();
  return {
    scenarios: await db.scenario.count({ where: { name } }),
    revisions: await db.revision.count({ where: { name } }),
  };
}

async function saved(id: string) {
  const response = await GET(request("GET", `/api/scenarios/${id}`), params({ id }));
  expect(response.status).toBe(200);
  return (await response.json()) as {
    version: number;
    scenario: Scenario;
    checklist: Record<string, string>;
    result: TcoResult;
  };
}

/** A scenario as the app stores it: what an export writes. */
function storedScenario(name: string): Scenario {
  return JSON.parse(JSON.stringify(scenarioJson(name))) as Scenario;
}

describe("POST /api/scenarios/import", () => {
  test("an exported file creates a new scenario (201, Location) with the same inputs, checklist and results", async () => {
    const name = uniqueName("import");
    const scenario = storedScenario(name);
    const checklist = { load: "on-prem", regions: "cloud" } as const;
    const { response, revalidated } = await upload(exportFile(scenario, { checklist }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; version: number; scenario: Scenario };
    expect(response.headers.get("location")).toBe(`/api/scenarios/${body.id}`);
    expect(body.version).toBe(1);
    expect(revalidated).toEqual(["/"]);

    const back = await saved(body.id);
    expect(back.scenario).toEqual(scenario);
    expect(back.checklist).toEqual(checklist);
    expect(back.result.totals).toEqual(computeTco(scenario).totals);
    expect(await rowsNamed(name)).toEqual({ scenarios: 1, revisions: 1 });
    const revision = await getDb().revision.findFirst({ where: { scenarioId: body.id } });
    expect(revision?.note).toBe("Imported from a file");
  });

  test("importing the same file twice makes two scenarios, never overwriting one", async () => {
    const name = uniqueName("twice");
    const file = exportFile(storedScenario(name));
    const a = await upload(file);
    const b = await upload(file);
    expect([a.response.status, b.response.status]).toEqual([201, 201]);
    const ids = [((await a.response.json()) as { id: string }).id, ((await b.response.json()) as { id: string }).id];
    expect(new Set(ids).size).toBe(2);
    // The second copy is numbered, so the list has no twins.
    expect([await rowsNamed(name), await rowsNamed(`${name} (2)`)]).toEqual([
      { scenarios: 1, revisions: 1 },
      { scenarios: 1, revisions: 1 },
    ]);
  });

  test("a bare scenario object and a file with a byte-order mark are accepted too", async () => {
    const bare = uniqueName("bare");
    expect((await upload(JSON.stringify(storedScenario(bare)))).response.status).toBe(201);
    const bom = uniqueName("bom");
    expect((await upload(`\uFEFF${exportFile(storedScenario(bom))}`)).response.status).toBe(201);
    expect(await rowsNamed(bare)).toEqual({ scenarios: 1, revisions: 1 });
    expect(await rowsNamed(bom)).toEqual({ scenarios: 1, revisions: 1 });
  });

  test("a name with quotes, commas, markup, emoji and right-to-left text comes back exactly", async () => {
    const name = `Q1 "plan", <script>window.__pwned=1</script> 🚀 שלום مرحبا =1+1 ${crypto.randomUUID()}`;
    const { response } = await upload(exportFile(storedScenario(name)));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await saved(id)).scenario.name).toBe(name);
  });

  test("an invalid file answers 400 with every error by its path, and creates nothing", async () => {
    const name = uniqueName("invalid import");
    const scenario = storedScenario(name) as unknown as {
      workload: Record<string, unknown>;
      cloud: Record<string, unknown>;
      assumptions: Record<string, unknown>;
    };
    scenario.workload.gpus = 0.5;
    scenario.cloud.discountPct = 101;
    scenario.assumptions.hoursPerMonth = "730";
    const file = {
      schemaVersion: 1,
      exportedAt: 5,
      scenario,
      checklist: { load: "maybe", notAFactor: "cloud" },
      owner: "me",
    };
    const before = await getDb().scenario.count();
    const { response, revalidated } = await upload(JSON.stringify(file));
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as Errors;
    expect(errors.map((e) => e.path).sort()).toEqual(
      [
        "checklist.load",
        "checklist.notAFactor",
        "exportedAt",
        "owner",
        "scenario.assumptions.hoursPerMonth",
        "scenario.cloud.discountPct",
        "scenario.workload.gpus",
      ].sort(),
    );
    // Each message names its field, so a list of messages alone still says what to fix.
    for (const { path, message } of errors) expect(message).toContain(path.split(".").at(-1));
    expect(await rowsNamed(name)).toEqual({ scenarios: 0, revisions: 0 });
    expect(await getDb().scenario.count()).toBe(before);
    expect(revalidated).toEqual([]);
  });

  test("a missing scenario, an unsupported schema version and a non-object are refused with 400", async () => {
    const before = await getDb().scenario.count();
    const cases: [string, string][] = [
      [JSON.stringify({ schemaVersion: 1 }), "scenario"],
      [JSON.stringify({ schemaVersion: 2, scenario: storedScenario(uniqueName("v2")) }), "schemaVersion"],
      [JSON.stringify({ scenario: storedScenario(uniqueName("no version")) }), "schemaVersion"],
      ["[1, 2, 3]", ""],
      ['"a string"', ""],
      ["null", ""],
    ];
    for (const [body, path] of cases) {
      const { response } = await upload(body);
      expect(response.status, body.slice(0, 40)).toBe(400);
      const { errors } = (await response.json()) as Errors;
      expect(errors.map((e) => e.path)).toEqual([path]);
    }
    expect(await getDb().scenario.count()).toBe(before);
  });

  test("malformed JSON answers 400 saying so, and creates nothing", async () => {
    const before = await getDb().scenario.count();
    const file = exportFile(storedScenario(uniqueName("truncated")));
    for (const body of [file.slice(0, file.length / 2), "{", "{'name': 'single quotes'}", "not json at all"]) {
      const { response } = await upload(body);
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as Errors;
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ path: "", code: "malformed_json" });
      expect(errors[0]?.message).toMatch(/not valid JSON/);
    }
    expect(await getDb().scenario.count()).toBe(before);
  });

  test("a body that is not JSON-typed, empty, or not UTF-8 answers 400", async () => {
    const name = uniqueName("wrong type");
    const file = exportFile(storedScenario(name));
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded"]) {
      const { response } = await upload(file, { "content-type": type });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ path: "", code: "unsupported_media_type", message: "Content-Type must be application/json" }],
      });
    }
    expect((await upload("")).response.status).toBe(400);
    expect((await upload("   \n")).response.status).toBe(400);
    const latin1 = await upload(new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x7d]));
    expect(latin1.response.status).toBe(400);
    expect(((await latin1.response.json()) as Errors).errors[0]?.message).toMatch(/UTF-8/);
    expect(await rowsNamed(name)).toEqual({ scenarios: 0, revisions: 0 });
  });

  test("a file of exactly 1 MB is read; one byte more answers 413 and creates nothing", async () => {
    const atLimit = uniqueName("at limit");
    const file = exportFile(storedScenario(atLimit));
    // JSON allows trailing whitespace: pad a valid file to the exact size.
    const exact = file + " ".repeat(LIMIT - Buffer.byteLength(file));
    expect(Buffer.byteLength(exact)).toBe(LIMIT);
    expect((await upload(exact)).response.status).toBe(201);

    const over = uniqueName("over limit");
    const big = exportFile(storedScenario(over));
    const tooBig = big + " ".repeat(LIMIT + 1 - Buffer.byteLength(big));
    const { response, revalidated } = await upload(tooBig);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ path: "", code: "too_large", message: "The request body is larger than 1024 KB" }],
    });
    expect(revalidated).toEqual([]);
    expect(await rowsNamed(over)).toEqual({ scenarios: 0, revisions: 0 });
  });

  test("an oversize Content-Length is refused with 413 before the body is read", async () => {
    const name = uniqueName("declared");
    const { response } = await upload(exportFile(storedScenario(name)), { "content-length": String(5 * LIMIT) });
    expect(response.status).toBe(413);
    expect(await rowsNamed(name)).toEqual({ scenarios: 0, revisions: 0 });
  });

  test("a 5 MB description is refused with 413, not as a validation error", async () => {
    const name = uniqueName("huge");
    const scenario = { ...storedScenario(name), description: "x".repeat(5 * LIMIT) };
    const { response } = await upload(JSON.stringify({ schemaVersion: 1, scenario }));
    expect(response.status).toBe(413);
    expect(await rowsNamed(name)).toEqual({ scenarios: 0, revisions: 0 });
  });

  test("a JSON content type with a charset parameter is accepted", async () => {
    const name = uniqueName("helper");
    const { response } = await call(() =>
      POST(
        jsonRequest(
          "POST",
          "/api/scenarios/import",
          { schemaVersion: 1, exportedAt: new Date().toISOString(), scenario: storedScenario(name) },
          { "content-type": "application/json; charset=utf-8" },
        ),
      ),
    );
    expect(response.status).toBe(201);
  });
});
