import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTco } from "../index";
import { CAPEX_TOTAL_RANGE, FIELD_RANGES, type FieldRange } from "../ranges";
import { validScenario } from "@/scripts/test-support/tco";
import type { Scenario, UncertainInput, UncertaintyRange, UncertaintyResult } from "../types";
import { UNCERTAIN_INPUTS, uncertainValue, withUncertainValue } from "./inputs";
import { simulateUncertainty } from "./monte-carlo";
import { runOutcome, runWorkspace } from "./run-outcome";

// Each case runs a 100-run simulation of up to 10 years, so fewer cases than the engine's properties.
const numRuns = Math.max(10, Math.round(Number(process.env.PROPERTY_RUNS ?? 200) / 5));

function fieldRange(input: UncertainInput): FieldRange {
  return input === "onPrem.capex" ? CAPEX_TOTAL_RANGE : FIELD_RANGES[input];
}

function allowed(s: Scenario, input: UncertainInput): boolean {
  if (input === "onPrem.capex") return uncertainValue(s, input) > 0;
  if (input === "onPrem.opex.power.pricePerKwh") return s.onPrem.opex.power !== undefined;
  return true;
}

// A valid range around the scenario's own value: low ≤ value ≤ high, low < high, inside the field.
function rangeAround(s: Scenario, input: UncertainInput, down: number, up: number, uniform: boolean): UncertaintyRange {
  const value = uncertainValue(s, input);
  const { min, max } = fieldRange(input);
  const top = max ?? Math.max(1, value * 2);
  let low = value - down * (value - min);
  let high = value + up * (top - value);
  if (!(low < high)) [low, high] = value > min ? [min, value] : [value, top];
  return { input, low, high, distribution: uniform ? "uniform" : "triangular" };
}

const withRanges = validScenario.chain((s) =>
  fc
    .subarray(
      UNCERTAIN_INPUTS.filter((input) => allowed(s, input)),
      { minLength: 1 },
    )
    .chain((inputs) =>
      fc.tuple(
        fc.constant(s),
        fc.tuple(
          ...inputs.map((input) =>
            fc
              .tuple(
                fc.double({ min: 0, max: 1, noNaN: true }),
                fc.double({ min: 0, max: 1, noNaN: true }),
                fc.boolean(),
              )
              .map(([down, up, uniform]) => rangeAround(s, input, down, up, uniform)),
          ),
        ),
        fc.integer({ min: 0, max: 4_294_967_295 }),
      ),
    ),
);

function percentileTriples(r: UncertaintyResult): [number, number, number][] {
  const infinite = (v: number | null) => v ?? Infinity;
  const b = r.breakEvenMonth;
  return [
    [r.savings.p10, r.savings.p50, r.savings.p90],
    [r.savingsNpv.p10, r.savingsNpv.p50, r.savingsNpv.p90],
    [infinite(b.p10), infinite(b.p50), infinite(b.p90)],
    ...r.cumulativeSavings.map((p): [number, number, number] => [p.p10, p.p50, p.p90]),
  ];
}

describe("Monte Carlo properties", () => {
  it("orders P10 ≤ P50 ≤ P90 everywhere, and the shares are percentages that add up", () => {
    fc.assert(
      fc.property(withRanges, ([s, ranges, seed]) => {
        const r = simulateUncertainty(s, { runs: 100, seed, ranges });
        for (const [p10, p50, p90] of percentileTriples(r)) {
          expect(p10).toBeLessThanOrEqual(p50);
          expect(p50).toBeLessThanOrEqual(p90);
        }
        const { cloud, onPrem, hybrid } = r.recommendationPct;
        expect(cloud + onPrem + hybrid).toBeCloseTo(100, 9);
        for (const pct of [cloud, onPrem, hybrid, r.onPremCheaperPct, r.breakEvenMonth.neverPct]) {
          expect(pct).toBeGreaterThanOrEqual(0);
          expect(pct).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns },
    );
  }, 60_000);

  it("gives the deterministic result when every range is narrowed to a hair around the value", () => {
    fc.assert(
      fc.property(withRanges, ([s, wide, seed]) => {
        const d = computeTco(s, { sensitivity: false });
        // What a hair can move: each input's effect of one unit (a step up, or down at the top of
        // its field), times its hair, with room to spare; plus rounding on the totals themselves.
        let tolerance = 1e-9 * Math.max(1, d.totals.cloud, d.totals.onPrem, d.npv.cloud, d.npv.onPrem);
        const ranges = wide.map((range) => {
          const value = uncertainValue(s, range.input);
          const hair = 1e-12 * Math.max(1, Math.abs(value));
          const { min, max } = fieldRange(range.input);
          const step = max !== undefined && value + 1 > max ? -1 : 1;
          const moved = computeTco(withUncertainValue(s, range.input, value + step), { sensitivity: false });
          const effect = Math.abs(moved.savings.total - d.savings.total) + Math.abs(moved.savings.npv - d.savings.npv);
          tolerance += 10 * hair * effect;
          return { ...range, low: Math.max(min, value - hair), high: Math.min(max ?? Infinity, value + hair) };
        });
        const r = simulateUncertainty(s, { runs: 100, seed, ranges });
        for (const p of [r.savings.p10, r.savings.p50, r.savings.p90, r.savings.mean]) {
          expect(Math.abs(p - d.savings.total)).toBeLessThanOrEqual(tolerance);
        }
        for (const p of [r.savingsNpv.p10, r.savingsNpv.p50, r.savingsNpv.p90, r.savingsNpv.mean]) {
          expect(Math.abs(p - d.savings.npv)).toBeLessThanOrEqual(tolerance);
        }
        r.cumulativeSavings.forEach((p, m) => {
          expect(Math.abs(p.p50 - d.months[m]!.savings)).toBeLessThanOrEqual(tolerance);
        });
      }),
      { numRuns },
    );
  }, 60_000);

  it("with one range on the cloud price, raising only its high never lowers a percentile of savings", () => {
    // Without dual-run months a dearer cloud hour raises the cloud bill at least as much as the
    // on-prem overflow bill (billed hours ≥ demand ≥ overflow). During dual-run months on-prem
    // pays the whole cloud bill plus its overflow, so savings can fall with the price: excluded.
    const noDualRun = validScenario.map((s) => ({ ...s, transition: { ...s.transition, dualRunMonths: 0 } }));
    fc.assert(
      fc.property(
        noDualRun,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 0, max: 4_294_967_295 }),
        (s, down, up, more, uniform, seed) => {
          const price = s.cloud.pricePerGpuHour;
          const range: UncertaintyRange = {
            input: "cloud.pricePerGpuHour",
            low: price * (1 - down),
            high: price + up,
            distribution: uniform ? "uniform" : "triangular",
          };
          const narrow = simulateUncertainty(s, { runs: 100, seed, ranges: [range] });
          const wide = simulateUncertainty(s, { runs: 100, seed, ranges: [{ ...range, high: range.high + more }] });
          // Savings are differences of totals, so their rounding scales with the totals at the
          // dearest price drawn, not with the savings themselves (which can be near 0).
          const dearest = computeTco(withUncertainValue(s, "cloud.pricePerGpuHour", range.high + more), {
            sensitivity: false,
          });
          const slack = 1e-9 * Math.max(1, dearest.totals.cloud, dearest.totals.onPrem, dearest.totals.hybrid);
          const pairs: [number, number][] = [
            [narrow.savings.p10, wide.savings.p10],
            [narrow.savings.p50, wide.savings.p50],
            [narrow.savings.p90, wide.savings.p90],
            [narrow.savings.mean, wide.savings.mean],
            [narrow.savingsNpv.p10, wide.savingsNpv.p10],
            [narrow.savingsNpv.p50, wide.savingsNpv.p50],
            [narrow.savingsNpv.p90, wide.savingsNpv.p90],
            ...narrow.cumulativeSavings.flatMap((p, m): [number, number][] => {
              const w = wide.cumulativeSavings[m]!;
              return [
                [p.p10, w.p10],
                [p.p50, w.p50],
                [p.p90, w.p90],
              ];
            }),
          ];
          for (const [before, after] of pairs) expect(after).toBeGreaterThanOrEqual(before - slack);
        },
      ),
      { numRuns },
    );
  }, 60_000);
});

describe("one run against the engine", () => {
  it("gives computeTco's savings, NPV savings, break-even, recommendation and monthly savings to the last bit", () => {
    fc.assert(
      fc.property(validScenario, (s) => {
        const w = runWorkspace(12 * s.horizonYears);
        const run = runOutcome(s, w);
        const d = computeTco(s, { sensitivity: false });
        expect(run).toEqual({
          savingsTotal: d.savings.total,
          savingsNpv: d.savings.npv,
          breakEvenMonth: d.breakEvenMonth,
          recommendation: d.recommendation,
        });
        expect(Array.from(w.savings)).toEqual(d.months.map((m) => m.savings));
      }),
      { numRuns: numRuns * 5 },
    );
  });
});
