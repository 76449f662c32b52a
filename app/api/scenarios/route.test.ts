import { describe, expect, test, vi } from "vitest";
import { getDb } from "@/lib/db";
import { call, jsonRequest, request, scenarioJson, uniqueName } from "@/scripts/test-support/http";
import type { ErrorResponse } from "@/lib/scenarios/response";
import { GET, POST } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

const create = (body: unknown, headers?: Record<string, string>) =>
  call(() => POST(jsonRequest("POST", "/api/scenarios", body, headers)));

/** Rows saved under a name: other test files share the database, so each test counts only its own. */
async function rowsNamed(name: string) {
  const db = getDb();
  return {
    scenarios: await db.scenario.count({ where: { name } }),
    revisions: await db.revision.count({ where: { name } }),
  };
}

interface ListBody {
  scenarios: {
    id: string;
    name: string;
    currency: string;
    version: number;
    updatedAt: string;
    totals: { cloud: number };
    recommendation: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

describe("POST /api/scenarios", () => {
  test("saves a valid scenario as version 1 and answers 201 with its location", async () => {
    const name = uniqueName("create");
    const { response, revalidated } = await create({ scenario: scenarioJson(name), checklist: {} });
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      id: string;
      version: number;
      scenario: { name: string; currency: string };
    };
    expect(body.version).toBe(1);
    expect(body.scenario.name).toBe(name);
    expect(response.headers.get("location")).toBe(`/api/scenarios/${body.id}`);
    expect(revalidated).toEqual(["/"]);
    expect(await rowsNamed(name)).toEqual({ scenarios: 1, revisions: 1 });
  });

  test("stores the defaults it filled in, so what is saved is what the engine computed", async () => {
    const name = uniqueName("defaults");
    const scenario: Record<string, unknown> = { ...scenarioJson(name) };
    delete scenario.currency;
    delete scenario.transition;
    const { response } = await create({ scenario });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { scenario: { currency: string; transition: unknown } };
    expect(body.scenario.currency).toBe("USD");
    expect(body.scenario.transition).toEqual({ migrationCost: 0, dualRunMonths: 0 });
  });

  test("an invalid scenario answers 400 with paths under scenario. and saves nothing", async () => {
    const name = uniqueName("invalid");
    const scenario = scenarioJson(name);
    scenario.workload.gpus = 0.5;
    scenario.cloud.discountPct = 101;
    const before = await rowsNamed(name);
    const { response, revalidated } = await create({ scenario });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as ErrorResponse;
    expect(errors.map((e) => e.path).sort()).toEqual(["scenario.cloud.discountPct", "scenario.workload.gpus"]);
    expect(errors.every((e) => e.message.includes(e.path.slice("scenario.".length)))).toBe(true);
    expect(await rowsNamed(name)).toEqual(before);
    expect(revalidated).toEqual([]);
  });

  test("an amount past its bound (1e308, 1e16) answers 400 naming each, and saves nothing", async () => {
    const name = uniqueName("overflow");
    const scenario = scenarioJson(name);
    scenario.cloud.pricePerGpuHour = 1e308;
    scenario.onPrem.capex.compute = 1e16;
    const { response } = await create({ scenario });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as ErrorResponse;
    expect(errors).toEqual([
      {
        path: "scenario.onPrem.capex.compute",
        code: "out_of_range",
        message: "onPrem.capex.compute must be between 0 and 1,000,000,000,000,000",
      },
      {
        path: "scenario.cloud.pricePerGpuHour",
        code: "out_of_range",
        message: "cloud.pricePerGpuHour must be between 0 and 1,000,000,000",
      },
    ]);
    expect(await rowsNamed(name)).toEqual({ scenarios: 0, revisions: 0 });
  });

  test("an unknown top-level key answers 400 naming it, and saves nothing", async () => {
    const name = uniqueName("unknown key");
    const { response } = await create({ scenario: scenarioJson(name), owner: "me" });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as ErrorResponse;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ path: "owner", code: "unknown_field" });
    expect(await rowsNamed(name)).toEqual({ scenarios: 0, revisions: 0 });
  });

  test("a missing scenario, a bad checklist answer and a non-object body answer 400", async () => {
    const missing = await create({ checklist: {} });
    expect(missing.response.status).toBe(400);
    expect(await missing.response.json()).toEqual({
      errors: [{ path: "scenario", code: "required", message: "scenario is required" }],
    });

    const name = uniqueName("checklist");
    const checklist = await create({ scenario: scenarioJson(name), checklist: { notAFactor: "cloud" } });
    expect(checklist.response.status).toBe(400);
    expect(await rowsNamed(name)).toEqual({ scenarios: 0, revisions: 0 });

    const array = await create([scenarioJson(name)]);
    expect(array.response.status).toBe(400);
  });

  test("malformed JSON and a wrong content type answer 400", async () => {
    expect((await create("{")).response.status).toBe(400);
    expect(
      (await create({ scenario: scenarioJson("x") }, { "content-type": "application/x-www-form-urlencoded" })).response
        .status,
    ).toBe(400);
  });
});

describe("GET /api/scenarios", () => {
  test("?q= lists only the live scenarios whose name contains it, with their headline figures", async () => {
    const marker = crypto.randomUUID();
    const ids: string[] = [];
    for (const [label, currency] of [
      ["alpha", "USD"],
      ["beta", "EUR"],
    ] as const) {
      const { response } = await create({ scenario: { ...scenarioJson(`search ${marker} ${label}`), currency } });
      ids.push(((await response.json()) as { id: string }).id);
    }
    await create({ scenario: scenarioJson(uniqueName("search other")) });

    const list = async (q: string) => {
      const response = await GET(request("GET", `/api/scenarios?q=${encodeURIComponent(q)}`));
      expect(response.status).toBe(200);
      return ((await response.json()) as ListBody).scenarios;
    };
    const found = await list(marker);
    expect(found.map((s) => s.id).sort()).toEqual([...ids].sort());
    expect(found.every((s) => s.version === 1 && s.totals.cloud > 0 && typeof s.recommendation === "string")).toBe(
      true,
    );
    expect((await list(`${marker} beta`)).map((s) => s.id)).toEqual([ids[1]]);
    // Each item says its currency, so the figures can be read without opening it.
    expect(Object.fromEntries(found.map((s) => [s.id, s.currency]))).toEqual({ [ids[0]!]: "USD", [ids[1]!]: "EUR" });
    expect(await list(crypto.randomUUID())).toEqual([]);
  });

  // The search is a LIKE in SQL, where % and _ are wildcards unless escaped.
  test("?q= matches % and _ literally", async () => {
    const marker = crypto.randomUUID();
    await create({ scenario: scenarioJson(`search ${marker} plain`) });
    const response = await GET(request("GET", `/api/scenarios?q=${encodeURIComponent(`${marker}_`)}`));
    expect(((await response.json()) as ListBody).scenarios).toEqual([]);
  });

  test("without ?q= the first page lists the live scenarios, most recently changed first", async () => {
    const { response } = await create({ scenario: scenarioJson(uniqueName("list all")) });
    const { id } = (await response.json()) as { id: string };
    const listed = await GET(request("GET", "/api/scenarios"));
    const { scenarios } = (await listed.json()) as ListBody;
    expect(scenarios.some((s) => s.id === id)).toBe(true);
    const times = scenarios.map((s) => Date.parse(s.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("GET /api/scenarios, a page at a time", () => {
  const list = async (query: string) => {
    const response = await GET(request("GET", `/api/scenarios?${query}`));
    return {
      status: response.status,
      body: (await response.json()) as ListBody & { errors?: ErrorResponse["errors"] },
    };
  };

  test("pages of 50 with the total and the page count; sort by name either way; a page past the end is empty", async () => {
    const marker = crypto.randomUUID();
    for (let n = 0; n < 52; n += 13)
      await Promise.all(
        Array.from({ length: 13 }, (_, k) =>
          create({ scenario: scenarioJson(`paged ${marker} ${String(n + k).padStart(2, "0")}`) }),
        ),
      );
    const first = await list(`q=${marker}&sort=name-asc`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 52, page: 1, pageSize: 50, pageCount: 2 });
    expect(first.body.scenarios.map((s) => s.name.slice(-2))).toEqual(
      Array.from({ length: 50 }, (_, n) => String(n).padStart(2, "0")),
    );
    const second = await list(`q=${marker.toUpperCase()}&sort=name-asc&page=2`);
    expect(second.body.scenarios.map((s) => s.name.slice(-2))).toEqual(["50", "51"]);
    expect((await list(`q=${marker}&sort=name-desc`)).body.scenarios[0]!.name.slice(-2)).toBe("51");
    expect((await list(`q=${marker}&page=3`)).body).toMatchObject({ scenarios: [], total: 52, page: 3, pageCount: 2 });
  });

  test.each([
    ["sort=price", "sort", "not_an_option", "sort must be one of updated-desc, updated-asc, name-asc, name-desc"],
    ["page=0", "page", "invalid_format", "page must be a whole number from 1"],
    ["page=2.5", "page", "invalid_format", "page must be a whole number from 1"],
    ["page=abc", "page", "invalid_format", "page must be a whole number from 1"],
    ["page=99999999999999999999", "page", "out_of_range", "page must be at most 100000"],
    [`q=${"x".repeat(121)}`, "q", "too_long", "q must be at most 120 characters: no scenario name is longer"],
    ["q=a&q=b", "q", "repeated_parameter", "q may be given once"],
    ["limit=10", "limit", "unknown_field", "limit is not a parameter of the list: use q, sort, page"],
  ])("?%s answers 400 naming %s (%s)", async (query, path, code, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path, code, message }]);
  });
});
