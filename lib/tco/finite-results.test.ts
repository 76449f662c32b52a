import { describe, expect, test } from "vitest";
import { computeTco } from "./compute";
import { NonFiniteResultError } from "./finite-results";
import { FIELD_RANGES, type FieldRange, type NumericField } from "./ranges";
import { scenario } from "@/scripts/test-support/tco";
import type { Scenario } from "./types";

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
