import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { refreshMonths, residualValue } from "./hardware-schedule";
import { coreGpus } from "./hybrid";
import { computeTco } from "./index";
import { hardwareCost } from "./on-prem-costs";
import { afterTaxMonths } from "./tax";
import { validScenario } from "@/scripts/test-support/tco";
import type { DepreciationMethod, MonthRow, OptionValues, Scenario, Tax } from "./types";

const numRuns = Number(process.env.PROPERTY_RUNS ?? 200);
const OPTIONS = ["cloud", "onPrem", "hybrid"] as const;
const method = fc.constantFrom<DepreciationMethod>("straight-line", "macrs-5", "expensed");
const taxed = (rate: fc.Arbitrary<number>) =>
  fc
    .tuple(validScenario, rate, method)
    .map(([s, ratePct, depreciation]): Scenario => ({ ...s, tax: { ratePct, depreciation } }));
const lean = (s: Scenario) => computeTco(s, { sensitivity: false });
const near = (a: number, b: number, scale: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, scale);

/**
 * The contract's formula written out purchase by purchase, independently of capital-schedule.ts:
 * afterTax = deductible × (1 − t) + purchases − t × deductions − R + t × (R − basis left).
 */
function contractMonths(s: Scenario, tax: Tax, months: readonly MonthRow[]): OptionValues[] {
  const t = tax.ratePct / 100;
  const n = 12 * s.horizonYears;
  const lifetime = 12 * s.onPrem.lifetimeYears;
  const hardware = hardwareCost(s.onPrem.capex);
  const macrs = [0.2, 0.32, 0.192, 0.1152, 0.1152, 0.0576];
  const deduction = (cost: number, bought: number, m: number): number => {
    if (tax.depreciation === "expensed") return m === bought ? cost : 0;
    if (tax.depreciation === "macrs-5")
      return (m - bought) % 12 === 0 && m > bought ? cost * (macrs[(m - bought) / 12 - 1] ?? 0) : 0;
    return m > bought ? (cost * (Math.min(m - bought, lifetime) - Math.min(m - 1 - bought, lifetime))) / lifetime : 0;
  };
  const bought = [0, ...refreshMonths(s)];
  const last = bought.at(-1)!;
  let takenOnLast = 0;
  for (let m = last; m <= n; m++) takenOnLast += deduction(hardware, last, m);
  const credit = s.onPrem.creditResidualValue;
  const r = residualValue(s);
  const basisLeft = hardware - takenOnLast;
  const share = coreGpus(s) / s.workload.gpus;
  return months.map((row, m) => {
    const purchases = (m === 0 ? s.onPrem.capex.facility : 0) + (bought.includes(m) ? hardware : 0);
    const deductions =
      deduction(s.onPrem.capex.facility, 0, m) + bought.reduce((sum, p) => sum + deduction(hardware, p, m), 0);
    const residual = credit && m === n ? r : 0;
    const gain = credit && m === n ? r - basisLeft : 0;
    const own = (pre: number, k: number) =>
      (pre - k * purchases + k * residual) * (1 - t) + k * purchases - t * k * deductions - k * residual + t * k * gain;
    return { cloud: row.cloud * (1 - t), onPrem: own(row.onPrem, 1), hybrid: own(row.hybrid, share) };
  });
}

describe("after-tax properties over random valid scenarios", () => {
  test("the monthly after-tax costs agree with the contract's formula", () => {
    fc.assert(
      fc.property(taxed(fc.double({ min: 0, max: 60, noNaN: true })), (s) => {
        const { months } = lean(s);
        const got = afterTaxMonths(s, s.tax!, months);
        const want = contractMonths(s, s.tax!, months);
        const scale =
          hardwareCost(s.onPrem.capex) +
          s.onPrem.capex.facility +
          Math.max(...months.map((m) => Math.abs(m.onPrem) + Math.abs(m.cloud) + Math.abs(m.hybrid)));
        const mismatches = want.flatMap((row, m) =>
          OPTIONS.filter((o) => !near(got[o][m]!, row[o], scale)).map((o) => ({ m, o, got: got[o][m], want: row[o] })),
        );
        expect(mismatches).toEqual([]);
      }),
      { numRuns },
    );
  });

  test("at 0% every after-tax figure equals its pre-tax one, exactly", () => {
    fc.assert(
      fc.property(taxed(fc.constant(0)), (s) => {
        const r = lean(s);
        expect(r.afterTax).toEqual({
          totals: r.totals,
          npv: r.npv,
          savings: { total: r.savings.total, npv: r.savings.npv },
          breakEvenMonth: r.breakEvenMonth,
          hybridBreakEvenMonth: r.hybridBreakEvenMonth,
          recommendation: r.recommendation,
        });
      }),
      { numRuns },
    );
  });

  test("tax leaves every pre-tax figure as it was", () => {
    fc.assert(
      fc.property(taxed(fc.double({ min: 0, max: 60, noNaN: true })), (s) => {
        const untaxed: Scenario = { ...s };
        delete untaxed.tax;
        const { afterTax, ...pre } = lean(s);
        expect(afterTax).toBeDefined();
        expect(JSON.stringify(pre)).toBe(JSON.stringify(lean(untaxed)));
      }),
      { numRuns },
    );
  });

  test("(1 − t) × pre-tax ≤ after-tax total, and after-tax ≤ pre-tax without a residual credit", () => {
    fc.assert(
      fc.property(taxed(fc.double({ min: 0.01, max: 60, noNaN: true })), (s) => {
        const r = lean(s);
        const t = s.tax!.ratePct / 100;
        const scale =
          hardwareCost(s.onPrem.capex) * (1 + s.horizonYears) +
          s.onPrem.capex.facility +
          Math.abs(r.totals.cloud) +
          Math.abs(r.totals.hybrid) +
          Math.abs(r.totals.onPrem);
        for (const option of OPTIONS) {
          const pre = r.totals[option];
          const post = r.afterTax!.totals[option];
          expect(post).toBeGreaterThanOrEqual((1 - t) * pre - 1e-9 * scale);
          if (!s.onPrem.creditResidualValue) expect(post).toBeLessThanOrEqual(pre + 1e-9 * scale);
        }
      }),
      { numRuns },
    );
  });

  test("expensed: every after-tax total is (1 − t) × its pre-tax total, residual or not", () => {
    fc.assert(
      fc.property(validScenario, fc.double({ min: 0, max: 60, noNaN: true }), (base, ratePct) => {
        const s: Scenario = { ...base, tax: { ratePct, depreciation: "expensed" } };
        const r = lean(s);
        const scale =
          hardwareCost(s.onPrem.capex) * (1 + s.horizonYears) +
          s.onPrem.capex.facility +
          Math.abs(r.totals.cloud) +
          Math.abs(r.totals.onPrem) +
          Math.abs(r.totals.hybrid);
        for (const option of OPTIONS) {
          expect(near(r.afterTax!.totals[option], (1 - ratePct / 100) * r.totals[option], scale)).toBe(true);
        }
      }),
      { numRuns },
    );
  });
});
