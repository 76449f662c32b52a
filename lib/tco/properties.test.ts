import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { validScenario } from "@/scripts/test-support/tco";
import type { Scenario, TcoResult } from "./types";
import { withGpuHoursPerDay } from "./utilization-break-even";

const numRuns = Number(process.env.PROPERTY_RUNS ?? 200);
const lean = (s: Scenario): TcoResult => computeTco(s, { sensitivity: false });

function finiteOrNull(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (value === null || typeof value !== "object") return true;
  return Object.values(value).every(finiteOrNull);
}

// The schema accepting every generated scenario is tested in lib/scenarios/schema.test.ts.
describe("properties over random valid scenarios", () => {
  test("every number is finite; every cost is >= 0 except the residual credit", () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const r = computeTco(s);
        expect(finiteOrNull(r)).toBe(true);
        const lastMonth = 12 * s.horizonYears;
        const credited = s.onPrem.creditResidualValue;
        const negative = r.months.filter(
          (m) => m.cloud < 0 || (!(credited && m.month === lastMonth) && (m.onPrem < 0 || m.hybrid < 0)),
        );
        expect(negative).toEqual([]);
        for (const [line, value] of Object.entries(r.breakdown.onPrem)) {
          if (line === "residual") expect(value).toBeLessThanOrEqual(0);
          else expect(value).toBeGreaterThanOrEqual(0);
        }
        for (const value of [...Object.values(r.breakdown.cloud), ...Object.values(r.breakdown.hybrid)]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
        // The credit never exceeds what was paid for the hardware, so no total or NPV is negative.
        for (const value of [...Object.values(r.totals), ...Object.values(r.npv)]) {
          expect(value).toBeGreaterThanOrEqual(-1e-9 * r.breakdown.onPrem.hardware);
        }
      }),
      { numRuns },
    );
  });

  test("cumulative series never decrease, but for a residual credit in the last month", () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const { months } = lean(s);
        const decreasing = months.slice(1).filter((row, k) => {
          const before = months[k]!.cumulative;
          const now = row.cumulative;
          const creditMonth = s.onPrem.creditResidualValue && row.month === months.length - 1;
          return (
            now.cloud < before.cloud || (!creditMonth && (now.onPrem < before.onPrem || now.hybrid < before.hybrid))
          );
        });
        expect(decreasing).toEqual([]);
      }),
      { numRuns },
    );
  });

  test("the last month's savings equal savings.total", () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const r = lean(s);
        expect(r.months.at(-1)!.savings).toBe(r.savings.total);
      }),
      { numRuns },
    );
  });

  test("raising capex never moves break-even earlier (null counts as latest) when something is paid at month 0", () => {
    const latest = (month: number | null): number => month ?? Infinity;
    fc.assert(
      fc.property(
        validScenario,
        fc.double({ min: 1, max: 3, noNaN: true }),
        fc.constantFrom("compute", "storage", "network", "facility"),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (s, factor, line, extra) => {
          // From nothing upfront, a small purchase can make an earlier dip count (see break-even tests).
          fc.pre(lean(s).months[0]!.onPrem > 0);
          const c = s.onPrem.capex;
          const capex = {
            compute: c.compute * factor,
            storage: c.storage * factor,
            network: c.network * factor,
            facility: c.facility * factor,
          };
          capex[line] += extra;
          const before = latest(lean(s).breakEvenMonth);
          const after = latest(lean({ ...s, onPrem: { ...s.onPrem, capex } }).breakEvenMonth);
          expect(after).toBeGreaterThanOrEqual(before - 1e-9);
        },
      ),
      { numRuns },
    );
  });

  test("raising the cloud price never lowers totals.cloud", () => {
    fc.assert(
      fc.property(validScenario, fc.double({ min: 0, max: 10, noNaN: true }), (s, raise) => {
        const higher = { ...s, cloud: { ...s.cloud, pricePerGpuHour: s.cloud.pricePerGpuHour + raise } };
        expect(lean(higher).totals.cloud).toBeGreaterThanOrEqual(lean(s).totals.cloud);
      }),
      { numRuns },
    );
  });

  test("with no growth, a hybrid all on-prem whose core sustains the busy hours equals on-prem", () => {
    fc.assert(
      fc.property(validScenario, fc.double({ min: 1, max: 24, noNaN: true }), (s, gpuHoursPerDay) => {
        const allCore: Scenario = {
          ...s,
          workload: { ...s.workload, gpuHoursPerDay, growthPctPerYear: 0 },
          hybrid: { ...s.hybrid, onPremPct: 100, cloudPct: 0, edgePct: 0, coreHoursPerDay: gpuHoursPerDay },
        };
        const r = lean(allCore);
        // Exact: both options are assembled from the same numbers in the same order.
        expect(r.months.filter((m) => m.hybrid !== m.onPrem)).toEqual([]);
        expect(r.totals.hybrid).toBe(r.totals.onPrem);
      }),
      { numRuns },
    );
  });

  test("a hybrid with no core costs exactly the cloud option, on demand and reserved", () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const allCloud: Scenario = {
          ...s,
          hybrid: { ...s.hybrid, onPremPct: 0, cloudPct: 100, edgePct: 0 },
        };
        const r = lean(allCloud);
        expect(r.months.filter((m) => m.hybrid !== m.cloud)).toEqual([]);
        expect(r.totals.hybrid).toBe(r.totals.cloud);
      }),
      { numRuns },
    );
  });

  test("utilizationBreakEven, where not null, makes the two totals equal within 0.01%", () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const h = computeTco(s, { sensitivity: false, utilizationBreakEven: true }).utilizationBreakEven;
        if (h === null) return;
        expect(h).toBeGreaterThanOrEqual(0);
        expect(h).toBeLessThanOrEqual(24);
        const { totals } = lean(withGpuHoursPerDay(s, h));
        expect(Math.abs(totals.onPrem - totals.cloud)).toBeLessThanOrEqual(
          1e-4 * Math.max(totals.onPrem, totals.cloud),
        );
      }),
      { numRuns },
    );
  });
});
