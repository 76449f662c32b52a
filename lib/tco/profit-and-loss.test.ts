import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { profitAndLoss } from "./profit-and-loss";
import { scenario, validScenario } from "./test-support";
import type { DepreciationMethod, Scenario } from "./types";

// $1M server, lifetime 3 years, horizon 3, $100,000 a year to run, $50,000 a month of cloud
const server = (patch: { lifetimeYears?: number; creditResidualValue?: boolean; migrationCost?: number } = {}, tax?: Scenario["tax"]): Scenario => ({
  ...scenario({
    horizonYears: 3,
    onPrem: {
      capex: { compute: 1_000_000 },
      lifetimeYears: patch.lifetimeYears ?? 3,
      creditResidualValue: patch.creditResidualValue ?? false,
      opex: { otherAnnual: 100_000 },
    },
    cloud: { otherMonthly: 50_000 },
    transition: { migrationCost: patch.migrationCost ?? 0 },
  }),
  ...(tax && { tax }),
});
const pnl = (s: Scenario) => profitAndLoss(s, computeTco(s, { sensitivity: false }).months);

describe("profitAndLoss", () => {
  test("straight-line without tax: capex leaves EBITDA and reaches profit a third a year", () => {
    const [y1, y2, y3] = pnl(server());
    expect(y1!.owning.capex).toBe(1_000_000);
    expect(y2!.owning.capex).toBe(0);
    expect(y1!.owning.operatingExpense).toBeCloseTo(100_000, 6);
    expect(y1!.owning.ebitda).toBeCloseTo(-100_000, 6);
    expect(y1!.owning.depreciation).toBeCloseTo(1_000_000 / 3, 6);
    expect(y3!.owning.preTaxProfit).toBeCloseTo(-100_000 - 1_000_000 / 3, 6);
    expect(y1!.renting).toEqual({ operatingExpense: 600_000, ebitda: -600_000, preTaxProfit: -600_000 });
  });

  test.each<[string, DepreciationMethod, number[]]>([
    ["expensed: all of it in year 1", "expensed", [1_000_000, 0, 0]],
    ["macrs-5: 20%, 32%, 19.2%", "macrs-5", [200_000, 320_000, 192_000]],
    ["straight-line: a third a year", "straight-line", [1_000_000 / 3, 1_000_000 / 3, 1_000_000 / 3]],
  ])("depreciation follows the tax method, %s", (_name, depreciation, expected) => {
    const years = pnl(server({}, { ratePct: 21, depreciation }));
    years.forEach((y, i) => expect(y.owning.depreciation).toBeCloseTo(expected[i]!, 6));
  });

  test("migration is an operating expense of year 1; a residual under MACRS is a gain in the last year", () => {
    const s = server({ lifetimeYears: 5, creditResidualValue: true, migrationCost: 50_000 }, { ratePct: 21, depreciation: "macrs-5" });
    const years = pnl(s);
    expect(years[0]!.owning.operatingExpense).toBeCloseTo(150_000, 6);
    // R = 400,000; basis left 1M × 28.8% = 288,000
    expect(years[2]!.owning.gainOnDisposal).toBeCloseTo(112_000, 6);
    expect(years[2]!.owning.operatingExpense).toBeCloseTo(100_000, 6);
    expect(years[2]!.owning.preTaxProfit).toBeCloseTo(-100_000 - 192_000 + 112_000, 6);
  });

  test("tax saved is t × the pre-tax loss: after-tax total = pre-tax total + t × Σ pre-tax profit (property)", () => {
    const method = fc.constantFrom<DepreciationMethod>("straight-line", "macrs-5", "expensed");
    fc.assert(
      fc.property(validScenario, fc.double({ min: 0, max: 60, noNaN: true }), method, (base, ratePct, depreciation) => {
        const s: Scenario = { ...base, tax: { ratePct, depreciation } };
        const r = computeTco(s, { sensitivity: false });
        const years = profitAndLoss(s, r.months);
        const t = ratePct / 100;
        const owning = years.reduce((sum, y) => sum + y.owning.preTaxProfit, 0);
        const renting = years.reduce((sum, y) => sum + y.renting.preTaxProfit, 0);
        const scale = 1 + Math.abs(r.totals.onPrem) + Math.abs(r.totals.cloud) + (1 + s.horizonYears) * (s.onPrem.capex.compute + s.onPrem.capex.storage + s.onPrem.capex.network + s.onPrem.capex.facility);
        expect(Math.abs(r.afterTax!.totals.onPrem - (r.totals.onPrem + t * owning))).toBeLessThanOrEqual(1e-9 * scale);
        expect(Math.abs(r.afterTax!.totals.cloud - (r.totals.cloud + t * renting))).toBeLessThanOrEqual(1e-9 * scale);
        expect(years.map((y) => y.year)).toEqual(Array.from({ length: s.horizonYears }, (_, i) => i + 1));
      }),
      { numRuns: 100 },
    );
  });
});
