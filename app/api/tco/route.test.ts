import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { scenarioJson as exportFile } from "@/lib/export/json";
import { computeTco, simulateUncertainty } from "@/lib/tco";
import { financed, validScenario } from "@/scripts/test-support/tco";
import { contractFinancing } from "@/scripts/test-support/tco-financing";
import { parseScenario } from "@/lib/scenarios/schema";
import { withDatabase } from "@/lib/http/guard";
import { jsonRequest, scenarioJson } from "@/scripts/test-support/http";
import type { ErrorResponse } from "@/lib/scenarios/response";
import { POST } from "./route";

const post = (body: unknown, headers?: Record<string, string>) => POST(jsonRequest("POST", "/api/tco", body, headers));

async function errorsOf(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ErrorResponse;
  expect(Object.keys(body)).toEqual(["errors"]);
  return body.errors;
}

describe("POST /api/tco", () => {
  test("a valid scenario answers 200 with the engine's result", async () => {
    const scenario = scenarioJson("tco route");
    const response = await post(scenario);
    expect(response.status).toBe(200);
    const parsed = parseScenario(scenario);
    if (!parsed.ok) throw new Error("fixture is invalid");
    const expected = computeTco(parsed.scenario);
    const body = (await response.json()) as typeof expected;
    expect(body.totals).toEqual(expected.totals);
    expect(body.recommendation).toBe(expected.recommendation);
    expect(body.months).toHaveLength(parsed.scenario.horizonYears * 12 + 1);
  });

  test("financed random scenarios answer the engine's financing and right-sizing, as the contract reads them", async () => {
    for (const [base, financing] of fc.sample(fc.tuple(validScenario, financed), { numRuns: 8, seed: 26 })) {
      const scenario = { ...base, financing };
      const response = await post(scenario);
      expect(response.status).toBe(200);
      const body = (await response.json()) as ReturnType<typeof computeTco>;
      const parsed = parseScenario(scenario);
      if (!parsed.ok) throw new Error("fixture is invalid");
      const engine = JSON.parse(JSON.stringify(computeTco(parsed.scenario))) as typeof body;
      expect(body.financing).toEqual(engine.financing);
      expect(body.rightSizing).toEqual(engine.rightSizing);
      expect(body.totals).toEqual(engine.totals);
      const paid = contractFinancing(parsed.scenario, parsed.scenario.financing!).paid.reduce((a, b) => a + b, 0);
      expect(Math.abs(body.financing!.paid - paid)).toBeLessThanOrEqual(1e-9 * Math.max(1, paid));
    }
  });

  test("with tax the result carries afterTax; a bad depreciation method answers 400 naming it", async () => {
    const scenario = { ...scenarioJson("tco route"), tax: { ratePct: 21, depreciation: "expensed" } };
    const response = await post(scenario);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ReturnType<typeof computeTco>;
    expect(body.afterTax!.totals.cloud).toBeCloseTo(0.79 * body.totals.cloud, 4);
    expect(await errorsOf(await post({ ...scenario, tax: { ratePct: 21, depreciation: "ddb" } }))).toEqual([
      {
        path: "tax.depreciation",
        code: "not_an_option",
        message: 'tax.depreciation must be "straight-line" or "macrs-5" or "expensed"',
      },
    ]);
  });

  test("the scenario.json the app exports is accepted as it is, checklist and all, with the same result as the bare scenario", async () => {
    const scenario = scenarioJson("tco route");
    const file = exportFile(scenario, { checklist: { load: "on-prem" } });
    const response = await post(file);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(await (await post(scenario)).json());
  });

  test("an exported file with an invalid scenario or an unknown format version answers 400 pointing into the file", async () => {
    const scenario = scenarioJson("tco route");
    scenario.workload.gpus = 0;
    expect((await errorsOf(await post(exportFile(scenario)))).map((e) => e.path)).toEqual(["scenario.workload.gpus"]);
    const future = { ...(JSON.parse(exportFile(scenarioJson("tco route"))) as object), schemaVersion: 2 };
    expect((await errorsOf(await post(future))).map((e) => e.path)).toEqual(["schemaVersion"]);
  });

  test("a scenario with ranges also gets its Monte Carlo result; one without gets none", async () => {
    const plain = scenarioJson("tco route");
    expect(((await (await post(plain)).json()) as { uncertainty?: unknown }).uncertainty).toBeUndefined();
    const price = plain.cloud.pricePerGpuHour;
    const scenario = {
      ...plain,
      uncertainty: {
        runs: 200,
        seed: 3,
        ranges: [{ input: "cloud.pricePerGpuHour", low: price * 0.8, high: price * 1.2 }],
      },
    };
    const response = await post(scenario);
    expect(response.status).toBe(200);
    const parsed = parseScenario(scenario);
    if (!parsed.ok) throw new Error("fixture is invalid");
    const body = (await response.json()) as ReturnType<typeof computeTco>;
    expect(body.uncertainty).toEqual(
      JSON.parse(JSON.stringify(simulateUncertainty(parsed.scenario, parsed.scenario.uncertainty!))),
    );
  });

  test("a range that does not hold the scenario's value answers 400 naming the range and the input", async () => {
    const scenario = scenarioJson("tco route");
    const price = scenario.cloud.pricePerGpuHour;
    const errors = await errorsOf(
      await post({
        ...scenario,
        uncertainty: { ranges: [{ input: "cloud.pricePerGpuHour", low: price + 1, high: price + 2 }] },
      }),
    );
    expect(errors).toEqual([
      {
        path: "uncertainty.ranges.0.low",
        code: "range_misfit",
        message: expect.stringContaining(
          "uncertainty.ranges.0.low (cloud.pricePerGpuHour) must be at most the scenario's value",
        ),
      },
    ]);
  });

  test("an out-of-range field answers 400 naming it", async () => {
    const scenario = scenarioJson("tco route");
    scenario.onPrem.opex.power = { activeWattsPerGpu: 700, idleWattsPerGpu: 0, pue: 5, pricePerKwh: 0.1 };
    expect(await errorsOf(await post(scenario))).toEqual([
      {
        path: "onPrem.opex.power.pue",
        code: "out_of_range",
        message: expect.stringContaining("onPrem.opex.power.pue"),
      },
    ]);
  });

  test("each error carries a code, and the figures its message quotes: a client reads those, never the words", async () => {
    const scenario = scenarioJson("tco route");
    scenario.hybrid = { ...scenario.hybrid, onPremPct: 50, cloudPct: 30, edgePct: 10.5 };
    expect(await errorsOf(await post(scenario))).toEqual([
      {
        path: "hybrid",
        code: "hybrid_shares_sum",
        message: "hybrid shares must add up to 100: onPremPct + cloudPct + edgePct is 90.5",
        params: { sum: 90.5 },
      },
    ]);
  });

  test("a price that overflows the model (1e308) answers 400 naming it, not 200 with null totals", async () => {
    const scenario = scenarioJson("tco route");
    scenario.cloud.pricePerGpuHour = 1e308;
    expect(await errorsOf(await post(scenario))).toEqual([
      {
        path: "cloud.pricePerGpuHour",
        code: "out_of_range",
        message: "cloud.pricePerGpuHour must be between 0 and 1,000,000,000",
      },
    ]);
  });

  test("a result that is not finite answers 422 saying so, never 200 with NaN", async () => {
    const parsed = parseScenario(scenarioJson("tco route"));
    if (!parsed.ok) throw new Error("fixture is invalid");
    const past = { ...parsed.scenario, cloud: { ...parsed.scenario.cloud, pricePerGpuHour: 1e308 } };
    const response = await withDatabase(async () => Response.json(computeTco(past)))();
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as ErrorResponse;
    expect(errors).toEqual([
      {
        path: "",
        code: "non_finite_result",
        message: expect.stringMatching(/^The scenario's results are not finite numbers \(\S+ is (-?Infinity|NaN)\)/),
      },
    ]);
  });

  test("a string for a number, an unknown key and a missing field are each reported by path", async () => {
    const scenario = scenarioJson("tco route") as unknown as Record<string, Record<string, unknown>>;
    scenario.cloud!.pricePerGpuHour = "3";
    scenario.cloud!.spot = true;
    delete scenario.workload!.gpus;
    const paths = (await errorsOf(await post(scenario))).map((e) => e.path).sort();
    expect(paths).toEqual(["cloud.pricePerGpuHour", "cloud.spot", "workload.gpus"]);
  });

  test("malformed JSON answers 400", async () => {
    const errors = await errorsOf(await post('{"name": "x",'));
    expect(errors[0]?.message).toMatch(/not valid JSON/);
    expect(errors[0]?.code).toBe("malformed_json");
  });

  test("a body that is not a JSON object answers 400", async () => {
    expect(await errorsOf(await post("[]"))).toHaveLength(1);
    expect(await errorsOf(await post(""))).toEqual([
      { path: "", code: "empty_body", message: "The request body is empty" },
    ]);
  });

  test("a content type other than JSON answers 400", async () => {
    const errors = await errorsOf(await post(scenarioJson("tco route"), { "content-type": "text/plain" }));
    expect(errors[0]?.message).toMatch(/Content-Type must be application\/json/);
    expect(errors[0]?.code).toBe("unsupported_media_type");
  });

  test("a body over 256 KB answers 400 whether or not its length is declared", async () => {
    const scenario = { ...scenarioJson("tco route"), description: "x".repeat(256 * 1024) };
    const streamed = await errorsOf(await post(scenario));
    expect(streamed[0]?.message).toMatch(/larger than 256 KB/);
    const declared = await errorsOf(
      await post(scenario, { "content-length": String(JSON.stringify(scenario).length) }),
    );
    expect(declared[0]?.message).toMatch(/larger than 256 KB/);
    expect([streamed[0]?.code, declared[0]?.code]).toEqual(["too_large", "too_large"]);
  });

  test("a body just under the limit is read, then validated", async () => {
    const scenario = scenarioJson("tco route");
    const room = 256 * 1024 - JSON.stringify({ ...scenario, description: "" }).length;
    const errors = await errorsOf(await post({ ...scenario, description: "x".repeat(room) }));
    expect(errors).toEqual([
      { path: "description", code: "too_long", message: "description must be at most 2,000 characters" },
    ]);
  });
});
