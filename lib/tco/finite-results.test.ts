import { describe, expect, test } from "vitest";
import { computeTco } from "./compute";
import { assertFinite, NonFiniteResultError } from "./finite-results";
import { FIELD_RANGES, type FieldRange, type NumericField } from "./ranges";
import { scenario } from "@/scripts/test-support/tco";
import type { Scenario, TcoResult } from "./types";
import { zeroScenario } from "./zero-scenario";

function withValue(s: Scenario, path: string, value: number): Scenario {
  const copy = structuredClone(s) as unknown as Record<string, unknown>;
  const keys = path.split(".");
  let at = copy;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy as unknown as Scenario;
}

// Each field at whichever end makes the totals largest; the shares put every hour on the core.
const smallestIsLargest = new Set<NumericField>([
  "assumptions.discountRatePct",
  "cloud.discountPct",
  "hybrid.cloudPct",
  "hybrid.edgePct",
]);

function largestScenario(): Scenario {
  let s = scenario({
    workload: { gpus: 1, gpuHoursPerDay: 1, unitsPerGpuHour: { onPrem: 1, cloud: 1 } },
    onPrem: { opex: { power: { activeWattsPerGpu: 1, idleWattsPerGpu: 1, pue: 1, pricePerKwh: 1 } } },
    tax: { ratePct: 60, depreciation: "straight-line" },
    financing: { kind: "loan", ratePct: 30, downPaymentPct: 0, termMonths: 120 },
  });
  for (const [path, range] of Object.entries(FIELD_RANGES) as [NumericField, FieldRange][]) {
    if (path.startsWith("financing.") && path !== "financing.ratePct" && path !== "financing.termMonths") continue;
    if (range.max === undefined) throw new Error(`${path} has no upper bound`);
    s = withValue(s, path, smallestIsLargest.has(path) ? range.min : range.max);
  }
  return s;
}

describe("results are finite numbers", () => {
  test("every numeric input has an upper bound", () => {
    const unbounded = Object.entries(FIELD_RANGES).filter(([, range]) => !("max" in range));
    expect(unbounded).toEqual([]);
  });

  test("the largest scenario the bounds allow computes finite results", () => {
    const s = largestScenario();
    expect(s.cloud.pricePerGpuHour).toBe(FIELD_RANGES["cloud.pricePerGpuHour"].max);
    const r = computeTco(s);
    expect(r.totals.cloud).toBeGreaterThan(1e20);
    expect(Number.isFinite(r.savings.npv)).toBe(true);
  });

  test("a scenario past the bounds throws naming a result, never returns NaN", () => {
    const s = withValue(scenario({ workload: { gpus: 8, gpuHoursPerDay: 24 } }), "cloud.pricePerGpuHour", 1e308);
    expect(() => computeTco(s)).toThrow(NonFiniteResultError);
    expect(() => computeTco(s)).toThrow(/^The scenario's results are not finite numbers \(\S+ is (-?Infinity|NaN)\)/);
  });
});

describe("the guard checks the figures a NaN must reach", () => {
  const s = scenario({
    horizonYears: 2,
    workload: { gpus: 8, gpuHoursPerDay: 20, unitsPerGpuHour: { onPrem: 2, cloud: 1 } },
    onPrem: { capex: { compute: 100_000 } },
    cloud: { pricePerGpuHour: 3 },
    hybrid: { onPremPct: 50, cloudPct: 50, edgePct: 0 },
    tax: { ratePct: 21, depreciation: "straight-line" },
    financing: { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 12 },
    carbon: { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.3, cloudKwhPerGpuHour: 0.9, pricePerTonne: 100 },
  });
  const result = computeTco(s);

  test("a finite result is returned as it is", () => {
    expect(assertFinite(result)).toBe(result);
  });

  const paths = [
    "months.0.cloud",
    "months.24.onPrem",
    "months.7.hybrid",
    "months.13.savings",
    "months.24.cumulative.cloud",
    "months.1.cumulative.onPrem",
    "months.12.cumulative.hybrid",
    "totals.cloud",
    "totals.onPrem",
    "totals.hybrid",
    "npv.cloud",
    "npv.onPrem",
    "npv.hybrid",
    "savings.total",
    "savings.pct",
    "savings.npv",
    "breakEvenMonth",
    "roiPct",
    "costPerGpuHour.hybrid",
    "costPerUnit.onPrem",
    "sensitivity.0.low",
    "sensitivity.7.high",
    "afterTax.totals.onPrem",
    "afterTax.npv.hybrid",
    "afterTax.savings.npv",
    "afterTax.breakEvenMonth",
    "financing.paid",
    "financing.interest",
    "carbon.kwh.hybrid",
    "carbon.tonnes.onPrem",
    "carbon.kgPerGpuHour.cloud",
    "rightSizing.curve.0.npv",
    "rightSizing.curve.50.coreGpus",
    "rightSizing.curve.100.npv",
    "rightSizing.best.npv",
    "rightSizing.current.npv",
  ];
  test.each(paths.flatMap((path) => [NaN, Infinity, -Infinity].map((value) => [path, value] as const)))(
    "%s = %s is refused, naming it",
    (path, value) => {
      const broken = withValue(JSON.parse(JSON.stringify(result)) as Scenario, path, value) as unknown as TcoResult;
      expect(() => assertFinite(broken)).toThrow(
        expect.objectContaining({ name: "NonFiniteResultError", path, value }) as Error,
      );
    },
  );

  test("null stands for no value and passes", () => {
    const none = { ...result, breakEvenMonth: null, irrPct: null, costPerGpuHour: null, utilizationBreakEven: null };
    expect(assertFinite(none)).toBe(none);
  });
});

describe("a share too large to write is no share, not a refusal", () => {
  // fast-check found it (seed 383983060): a cloud price of 6.4e-319 a GPU-hour against $0.000001 of colocation.
  const zero = zeroScenario();
  const tiny: Scenario = {
    ...zero,
    onPrem: { ...zero.onPrem, lifetimeYears: 1, opex: { ...zero.onPrem.opex, colocationAnnual: 0.000001 } },
    cloud: { ...zero.cloud, pricePerGpuHour: 6.4383e-319, billing: "reserved" },
    hybrid: { onPremPct: 0, cloudPct: 0, edgePct: 100, coreHoursPerDay: 1, edgeCostPerGpuHour: 0 },
  };
  test("savings.pct is null when the cloud total is so small that the percentage overflows", () => {
    const r = computeTco(tiny, { sensitivity: false });
    expect(r.totals.cloud).toBeGreaterThan(0);
    expect(r.savings.pct).toBeNull();
  });
});
