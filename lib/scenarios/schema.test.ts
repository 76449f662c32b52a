import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { DEFAULTS } from "@/lib/tco/defaults";
import { presets } from "@/lib/tco/presets";
import { validScenario } from "@/scripts/test-support/tco";
import type { FieldErrorCode } from "@/lib/validation/field-error";
import { parseScenario, scenarioSchema, type ScenarioInput } from "./schema";

// The least a user must write: every field without a default.
const minimal = (): ScenarioInput => ({
  name: "Minimal",
  workload: { gpus: 8, gpuHoursPerDay: 12 },
  onPrem: {
    capex: { compute: 200_000, storage: 0, network: 0, facility: 0 },
    opex: {
      maintenancePct: 10,
      maintenanceAnnual: 0,
      powerCoolingAnnual: 0,
      colocationAnnual: 0,
      networkAnnual: 0,
      softwareAnnual: 0,
      otherAnnual: 0,
      staff: { fte: 0, costPerFte: 0 },
      variableCostPerGpuHour: 0,
    },
  },
  cloud: {
    pricePerGpuHour: 3,
    discountPct: 0,
    storageTb: 0,
    storagePricePerTbMonth: 0,
    egressTbPerMonth: 0,
    egressPricePerTb: 0,
    supportPct: 0,
    overheadPct: 0,
    otherMonthly: 0,
  },
  hybrid: { onPremPct: 75, cloudPct: 20, edgePct: 5, edgeCostPerGpuHour: 3 },
});

type Json = Record<string, unknown>;

/** The minimal input with the value at a dot path set (or deleted when `value` is undefined). */
function withValue(path: string, value: unknown): Json {
  const input = structuredClone(minimal()) as Json;
  const keys = path.split(".");
  let node = input;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Json;
  }
  const last = keys.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return input;
}

function errorsOf(input: unknown) {
  const result = parseScenario(input);
  if (result.ok) throw new Error("expected the input to be rejected");
  return result.errors;
}

describe("valid input", () => {
  test("defaults are filled in", () => {
    const result = parseScenario(minimal());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const s = result.scenario;
    expect(s.currency).toBe("USD");
    expect(s.horizonYears).toBe(3);
    expect(s.assumptions).toEqual({
      hoursPerMonth: 730,
      discountRatePct: 8,
      discounting: "annual",
      opexInflationPct: 0,
    });
    expect(s.workload.growthPctPerYear).toBe(0);
    expect(s.onPrem.lifetimeYears).toBe(3);
    expect(s.onPrem.creditResidualValue).toBe(false);
    expect(s.cloud.billing).toBe("on-demand");
    expect(s.cloud.priceChangePctPerYear).toBe(0);
    expect(s.transition).toEqual({ migrationCost: 0, dualRunMonths: 0 });
    expect(s.hybrid.coreHoursPerDay).toBe(20);
    expect(s.onPrem.opex.power).toBeUndefined();
  });

  test("a power block gets the default PUE", () => {
    const result = parseScenario(
      withValue("onPrem.opex.power", { activeWattsPerGpu: 700, idleWattsPerGpu: 100, pricePerKwh: 0.1 }),
    );
    expect(result.ok && result.scenario.onPrem.opex.power?.pue).toBe(DEFAULTS.onPrem.opex.power.pue);
  });

  test.each([
    ["hybrid shares within 0.001 of 100", "hybrid.edgePct", 5.0009],
    ["a leap day", "pricesAsOf", "2024-02-29"],
    ["EUR", "currency", "EUR"],
    ["720-hour months", "assumptions.hoursPerMonth", 720],
    ["reserved billing", "cloud.billing", "reserved"],
    ["a fractional lifetime", "onPrem.lifetimeYears", 2.5],
    ["units per GPU-hour", "workload.unitsPerGpuHour", { onPrem: 37.5, cloud: 28.3 }],
    ["a 120-character name", "name", "x".repeat(120)],
    ["ranges are inclusive", "workload.gpus", 1_000_000],
    ["a 60% tax rate with MACRS", "tax", { ratePct: 60, depreciation: "macrs-5" }],
    ["a 0% tax rate, expensed", "tax", { ratePct: 0, depreciation: "expensed" }],
    [
      "a 30% loan over 120 months, all down",
      "financing",
      { kind: "loan", ratePct: 30, downPaymentPct: 100, termMonths: 120 },
    ],
    ["a 0% loan over one month", "financing", { kind: "loan", ratePct: 0, termMonths: 1 }],
    ["a lease at 10% a month", "financing", { kind: "lease", monthlyRatePct: 10, termMonths: 36 }],
  ])("accepts %s", (_name, path, value) => {
    expect(parseScenario(withValue(path, value)).ok).toBe(true);
  });

  test("tax is optional; its depreciation defaults to straight-line", () => {
    const without = parseScenario(minimal());
    expect(without.ok && "tax" in without.scenario).toBe(false);
    const withTax = parseScenario(withValue("tax", { ratePct: 21 }));
    expect(withTax.ok && withTax.scenario.tax).toEqual({ ratePct: 21, depreciation: "straight-line" });
  });

  test("financing is optional; a loan's down payment defaults to 0", () => {
    const without = parseScenario(minimal());
    expect(without.ok && "financing" in without.scenario).toBe(false);
    const loan = parseScenario(withValue("financing", { kind: "loan", ratePct: 8, termMonths: 36 }));
    expect(loan.ok && loan.scenario.financing).toEqual({ kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 });
  });

  test("scenarioSchema.parse gives the same scenario as parseScenario", () => {
    const result = parseScenario(minimal());
    expect(result.ok && result.scenario).toEqual(scenarioSchema.parse(minimal()));
  });
});

describe("invalid input: each error names the field by path and in its message", () => {
  test.each([
    [
      "out of range",
      "onPrem.opex.power",
      { activeWattsPerGpu: 1, idleWattsPerGpu: 0, pue: 5, pricePerKwh: 0 },
      "onPrem.opex.power.pue",
      "onPrem.opex.power.pue must be between 1 and 3",
    ],
    ["below the minimum", "workload.gpus", 0, "workload.gpus", "workload.gpus must be between 1 and 1,000,000"],
    [
      "negative money",
      "cloud.pricePerGpuHour",
      -1,
      "cloud.pricePerGpuHour",
      "cloud.pricePerGpuHour must be between 0 and 1,000,000,000",
    ],
    [
      "a price that overflows the model",
      "cloud.pricePerGpuHour",
      1e308,
      "cloud.pricePerGpuHour",
      "cloud.pricePerGpuHour must be between 0 and 1,000,000,000",
    ],
    [
      "capex past 10^15",
      "onPrem.capex.compute",
      1.5e15,
      "onPrem.capex.compute",
      "onPrem.capex.compute must be between 0 and 1,000,000,000,000,000",
    ],
    [
      "a zettabyte and more of storage",
      "cloud.storageTb",
      2e9,
      "cloud.storageTb",
      "cloud.storageTb must be between 0 and 1,000,000,000",
    ],
    [
      "100 kW per GPU and more",
      "onPrem.opex.power",
      { activeWattsPerGpu: 100_001, idleWattsPerGpu: 0, pricePerKwh: 0 },
      "onPrem.opex.power.activeWattsPerGpu",
      "onPrem.opex.power.activeWattsPerGpu must be between 0 and 100,000",
    ],
    [
      "throughput past 10^12",
      "workload.unitsPerGpuHour",
      { onPrem: 1e13, cloud: 1 },
      "workload.unitsPerGpuHour.onPrem",
      "workload.unitsPerGpuHour.onPrem must be more than 0 and at most 1,000,000,000,000",
    ],
    ["above a percent", "cloud.discountPct", 101, "cloud.discountPct", "cloud.discountPct must be between 0 and 100"],
    ["horizon too long", "horizonYears", 11, "horizonYears", "horizonYears must be between 1 and 10"],
    ["not a whole number", "workload.gpus", 2.5, "workload.gpus", "workload.gpus must be a whole number"],
    [
      "dual-run months not whole",
      "transition.dualRunMonths",
      1.5,
      "transition.dualRunMonths",
      "transition.dualRunMonths must be a whole number",
    ],
    [
      "zero throughput",
      "workload.unitsPerGpuHour",
      { onPrem: 0, cloud: 1 },
      "workload.unitsPerGpuHour.onPrem",
      "workload.unitsPerGpuHour.onPrem must be more than 0 and at most 1,000,000,000,000",
    ],
    ["missing required", "workload.gpus", undefined, "workload.gpus", "workload.gpus is required"],
    ["missing section", "cloud", undefined, "cloud", "cloud is required"],
    ["missing name", "name", undefined, "name", "name is required"],
    ["blank name", "name", "   ", "name", "name is required"],
    ["name too long", "name", "x".repeat(121), "name", "name must be at most 120 characters"],
    [
      "a lone surrogate in the name",
      "name",
      "a\ud800",
      "name",
      "name must be valid Unicode text: it holds half of a character (a lone UTF-16 surrogate such as \\ud800)",
    ],
    [
      "a lone low surrogate in the unit",
      "workload.unitName",
      "\udc00epoch",
      "workload.unitName",
      "workload.unitName must be valid Unicode text: it holds half of a character (a lone UTF-16 surrogate such as \\ud800)",
    ],
    [
      "NaN",
      "cloud.pricePerGpuHour",
      Number.NaN,
      "cloud.pricePerGpuHour",
      "cloud.pricePerGpuHour must be a finite number",
    ],
    [
      "Infinity",
      "onPrem.capex.compute",
      Number.POSITIVE_INFINITY,
      "onPrem.capex.compute",
      "onPrem.capex.compute must be a finite number",
    ],
    [
      "-Infinity",
      "assumptions.opexInflationPct",
      Number.NEGATIVE_INFINITY,
      "assumptions.opexInflationPct",
      "assumptions.opexInflationPct must be a finite number",
    ],
    [
      "string for number",
      "workload.gpuHoursPerDay",
      "12",
      "workload.gpuHoursPerDay",
      "workload.gpuHoursPerDay must be a number",
    ],
    [
      "null for number",
      "hybrid.edgeCostPerGpuHour",
      null,
      "hybrid.edgeCostPerGpuHour",
      "hybrid.edgeCostPerGpuHour must be a number",
    ],
    ["unknown key", "onPrem.opex.foo", 1, "onPrem.opex.foo", "onPrem.opex.foo is not a known field"],
    ["unknown key at the root", "checklist", {}, "checklist", "checklist is not a known field"],
    [
      "unknown key in a defaulted section",
      "assumptions.wacc",
      8,
      "assumptions.wacc",
      "assumptions.wacc is not a known field",
    ],
    [
      "hybrid not adding up to 100",
      "hybrid.edgePct",
      0,
      "hybrid",
      "hybrid shares must add up to 100: onPremPct + cloudPct + edgePct is 95",
    ],
    [
      "hybrid off by more than 0.001",
      "hybrid.edgePct",
      5.002,
      "hybrid",
      "hybrid shares must add up to 100: onPremPct + cloudPct + edgePct is 100.002",
    ],
    [
      "lowercase currency",
      "currency",
      "usd",
      "currency",
      "currency must be a 3-letter ISO 4217 code such as USD or EUR",
    ],
    ["unknown currency", "currency", "ABC", "currency", "currency must be a 3-letter ISO 4217 code such as USD or EUR"],
    ["not a date", "pricesAsOf", "early 2026", "pricesAsOf", "pricesAsOf must be a real date written YYYY-MM-DD"],
    ["impossible date", "pricesAsOf", "2026-02-30", "pricesAsOf", "pricesAsOf must be a real date written YYYY-MM-DD"],
    ["no leap day", "pricesAsOf", "2100-02-29", "pricesAsOf", "pricesAsOf must be a real date written YYYY-MM-DD"],
    ["month 13", "pricesAsOf", "2026-13-01", "pricesAsOf", "pricesAsOf must be a real date written YYYY-MM-DD"],
    [
      "a date-time",
      "pricesAsOf",
      "2026-01-01T00:00:00Z",
      "pricesAsOf",
      "pricesAsOf must be a real date written YYYY-MM-DD",
    ],
    ["bad enum", "cloud.billing", "spot", "cloud.billing", 'cloud.billing must be "on-demand" or "reserved"'],
    [
      "bad discounting",
      "assumptions.discounting",
      "daily",
      "assumptions.discounting",
      'assumptions.discounting must be "annual" or "monthly"',
    ],
    [
      "bad month length",
      "assumptions.hoursPerMonth",
      744,
      "assumptions.hoursPerMonth",
      "assumptions.hoursPerMonth must be 720 or 730",
    ],
    [
      "bad boolean",
      "onPrem.creditResidualValue",
      "yes",
      "onPrem.creditResidualValue",
      "onPrem.creditResidualValue must be true or false",
    ],
    ["section not an object", "assumptions", 42, "assumptions", "assumptions must be an object"],
    ["array for an object", "hybrid", [], "hybrid", "hybrid must be an object"],
    ["tax rate above 60", "tax", { ratePct: 61 }, "tax.ratePct", "tax.ratePct must be between 0 and 60"],
    ["negative tax rate", "tax", { ratePct: -1 }, "tax.ratePct", "tax.ratePct must be between 0 and 60"],
    ["tax without a rate", "tax", { depreciation: "expensed" }, "tax.ratePct", "tax.ratePct is required"],
    ["tax rate as a fraction string", "tax", { ratePct: "21%" }, "tax.ratePct", "tax.ratePct must be a number"],
    [
      "unknown depreciation",
      "tax",
      { ratePct: 21, depreciation: "double-declining" },
      "tax.depreciation",
      'tax.depreciation must be "straight-line" or "macrs-5" or "expensed"',
    ],
    ["unknown tax key", "tax", { ratePct: 21, state: 5 }, "tax.state", "tax.state is not a known field"],
    ["tax not an object", "tax", 21, "tax", "tax must be an object"],
    [
      "loan APR above 30",
      "financing",
      { kind: "loan", ratePct: 31, termMonths: 36 },
      "financing.ratePct",
      "financing.ratePct must be between 0 and 30",
    ],
    [
      "loan without a term",
      "financing",
      { kind: "loan", ratePct: 8 },
      "financing.termMonths",
      "financing.termMonths is required",
    ],
    [
      "a fractional term",
      "financing",
      { kind: "lease", monthlyRatePct: 3, termMonths: 24.5 },
      "financing.termMonths",
      "financing.termMonths must be a whole number",
    ],
    [
      "a term of 121 months",
      "financing",
      { kind: "lease", monthlyRatePct: 3, termMonths: 121 },
      "financing.termMonths",
      "financing.termMonths must be between 1 and 120",
    ],
    [
      "down payment over 100",
      "financing",
      { kind: "loan", ratePct: 8, downPaymentPct: 101, termMonths: 36 },
      "financing.downPaymentPct",
      "financing.downPaymentPct must be between 0 and 100",
    ],
    [
      "lease rate factor above 10",
      "financing",
      { kind: "lease", monthlyRatePct: 11, termMonths: 24 },
      "financing.monthlyRatePct",
      "financing.monthlyRatePct must be between 0 and 10",
    ],
    [
      "a lease field on a loan",
      "financing",
      { kind: "loan", ratePct: 8, monthlyRatePct: 3, termMonths: 36 },
      "financing.monthlyRatePct",
      "financing.monthlyRatePct is not a known field",
    ],
    [
      "a down payment on a lease",
      "financing",
      { kind: "lease", monthlyRatePct: 3, downPaymentPct: 10, termMonths: 36 },
      "financing.downPaymentPct",
      "financing.downPaymentPct is not a known field",
    ],
    [
      "financing without a kind",
      "financing",
      { ratePct: 8, termMonths: 36 },
      "financing.kind",
      "financing.kind is required",
    ],
    ["an unknown kind", "financing", { kind: "cash" }, "financing.kind", 'financing.kind must be "loan" or "lease"'],
    ["financing not an object", "financing", "loan", "financing", "financing must be an object"],
    [
      "an APR as text",
      "financing",
      { kind: "loan", ratePct: "8%", termMonths: 36 },
      "financing.ratePct",
      "financing.ratePct must be a number",
    ],
  ])("%s", (_name, path, value, errorPath, message) => {
    expect(errorsOf(withValue(path, value))).toContainEqual(expect.objectContaining({ path: errorPath, message }));
  });

  test.each([
    ["a string", "scenario"],
    ["null", null],
    ["an array", []],
    ["a number", 3],
  ])("a root that is %s", (_name, input) => {
    expect(errorsOf(input)).toEqual([{ path: "", code: "wrong_type", message: "The scenario must be a JSON object" }]);
  });

  test("several problems are all reported, each unknown key on its own path", () => {
    const input = withValue("workload.gpus", -1);
    (input as { extra?: unknown; other?: unknown }).extra = 1;
    (input as { extra?: unknown; other?: unknown }).other = 2;
    const paths = errorsOf(input).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["workload.gpus", "extra", "other"]));
  });

  test("every message starts with its path", () => {
    const input = { ...withValue("workload.gpus", "x"), bad: 1, cloud: { pricePerGpuHour: Number.NaN } };
    for (const error of errorsOf(input)) expect(error.message.startsWith(error.path)).toBe(true);
  });

  test("the decision checklist is not part of the model input", () => {
    expect(errorsOf({ ...minimal(), checklist: { answers: [] } })).toContainEqual({
      path: "checklist",
      code: "unknown_field",
      message: "checklist is not a known field",
    });
  });

  test("absurdly deep nesting is rejected without a stack overflow", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const errors = errorsOf({ ...minimal(), workload: deep, extra: deep });
    expect(errors.map((e) => e.path)).toEqual(expect.arrayContaining(["workload.a", "extra"]));
  });
});

describe("each refusal carries a code a program switches on, whatever its message says", () => {
  // The minimal scenario's cloud price is 3.
  const range = { input: "cloud.pricePerGpuHour", low: 2, high: 4 };
  test.each<[string, string, unknown, string, FieldErrorCode]>([
    ["a missing field", "workload.gpus", undefined, "workload.gpus", "required"],
    ["a blank name", "name", "  ", "name", "required"],
    ["text for a number", "workload.gpus", "8", "workload.gpus", "wrong_type"],
    ["a number for text", "name", 42, "name", "wrong_type"],
    ["a fraction of a GPU", "workload.gpus", 1.5, "workload.gpus", "not_whole_number"],
    [
      "a PUE of 5",
      "onPrem.opex.power",
      { activeWattsPerGpu: 700, pue: 5, pricePerKwh: 0.1 },
      "onPrem.opex.power.pue",
      "out_of_range",
    ],
    ["a name of 121 characters", "name", "x".repeat(121), "name", "too_long"],
    ["an empty option name", "labels", { cloud: "" }, "labels.cloud", "too_short"],
    ["a lowercase currency", "currency", "usd", "currency", "invalid_format"],
    ["the 31st of February", "pricesAsOf", "2026-02-31", "pricesAsOf", "invalid_format"],
    [
      "a discounting that is not a choice",
      "assumptions.discounting",
      "daily",
      "assumptions.discounting",
      "not_an_option",
    ],
    ["a month of 700 hours", "assumptions.hoursPerMonth", 700, "assumptions.hoursPerMonth", "not_an_option"],
    ["a financing of another kind", "financing", { kind: "gift" }, "financing.kind", "not_an_option"],
    ["a financing without a kind", "financing", { termMonths: 36 }, "financing.kind", "required"],
    ["an unknown key", "cloud.spotPrice", 1, "cloud.spotPrice", "unknown_field"],
    ["a lone surrogate", "description", "a\ud800", "description", "malformed_text"],
    ["shares adding up to 95", "hybrid.edgePct", 0, "hybrid", "hybrid_shares_sum"],
    [
      "a range below the value",
      "uncertainty",
      { ranges: [{ ...range, low: 3.5, high: 4 }] },
      "uncertainty.ranges.0.low",
      "range_misfit",
    ],
    [
      "an inverted range",
      "uncertainty",
      { ranges: [{ ...range, low: 4, high: 2 }] },
      "uncertainty.ranges.0.low",
      "range_misfit",
    ],
    ["two ranges on one input", "uncertainty", { ranges: [range, range] }, "uncertainty.ranges.1.input", "duplicate"],
  ])("%s: %s is %s", (_name, path, value, errorPath, code) => {
    expect(errorsOf(withValue(path, value))).toContainEqual(expect.objectContaining({ path: errorPath, code }));
  });

  test("the shares' sum is a figure beside the code, as the message quotes it", () => {
    expect(errorsOf(withValue("hybrid.edgePct", 5.002))).toEqual([
      {
        path: "hybrid",
        code: "hybrid_shares_sum",
        message: "hybrid shares must add up to 100: onPremPct + cloudPct + edgePct is 100.002",
        params: { sum: 100.002 },
      },
    ]);
  });
});

describe("engine inputs are schema outputs", () => {
  test.each(presets.map((p) => [p.slug, p.scenario] as const))("preset %s passes unchanged", (_slug, scenario) => {
    expect(parseScenario(scenario)).toEqual({ ok: true, scenario });
  });

  test("every scenario the property tests generate passes unchanged", () => {
    fc.assert(
      fc.property(validScenario, (scenario) => {
        expect(parseScenario(scenario)).toEqual({ ok: true, scenario });
      }),
      { numRuns: 200 },
    );
  });
});

describe("labels: a scenario's own names for its options", () => {
  const base = presets.find((p) => p.slug === "h100-server")!.scenario;
  test("are optional, kept as written, and need not name every option", () => {
    const outcome = parseScenario({ ...base, labels: { cloud: "Standard host", onPrem: "Enhanced host" } });
    expect(outcome.ok && outcome.scenario.labels).toEqual({ cloud: "Standard host", onPrem: "Enhanced host" });
    const none = parseScenario(base);
    expect(none.ok && "labels" in none.scenario && none.scenario.labels !== undefined).toBe(false);
    const cleared = parseScenario({ ...base, labels: {} });
    expect(cleared.ok && JSON.stringify(cleared.scenario)).not.toContain('"labels"');
  });

  test.each([
    ["name", { name: 42 }, "name must be text, not a number"],
    [
      "workload.unitName",
      { workload: { ...base.workload, unitName: 7 } },
      "workload.unitName must be text, not a number",
    ],
    ["currency", { currency: 840 }, "currency must be text, not a number"],
    ["description", { description: 1 }, "description must be text, not a number"],
  ])("a number for the text field %s says it wants text", (path, change, message) => {
    const outcome = parseScenario({ ...base, ...change });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors).toContainEqual({ path, code: "wrong_type", message });
  });

  test.each([
    [{ cloud: "" }, "labels.cloud", "labels.cloud must not be empty"],
    [{ hybrid: "   " }, "labels.hybrid", "labels.hybrid must not be empty"],
    [{ onPrem: "x".repeat(41) }, "labels.onPrem", "labels.onPrem must be at most 40 characters"],
    [{ onPrem: true }, "labels.onPrem", "labels.onPrem must be text"],
    [{ cloud: 3 }, "labels.cloud", "labels.cloud must be text, not a number"],
    [{ edge: "Edge site" }, "labels.edge", "labels.edge is not a known field"],
  ])("%j is refused on %s", (labels, path, message) => {
    const outcome = parseScenario({ ...base, labels });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors).toContainEqual(expect.objectContaining({ path, message }));
  });
});
