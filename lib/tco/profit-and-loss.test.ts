import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { profitAndLoss } from "./profit-and-loss";
import { pnlReconciliation } from "./profit-and-loss-reconciliation";
import { scenario, validScenario } from "@/scripts/test-support/tco";
import type { DepreciationMethod, Scenario } from "./types";

// $1M server, lifetime 3 years, horizon 3, $100,000 a year to run, $50,000 a month of cloud
const server = (
  patch: { lifetimeYears?: number; creditResidualValue?: boolean; migrationCost?: number } = {},
  tax?: Scenario["tax"],
): Scenario => ({
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
const third = 1_000_000 / 3;

describe("profitAndLoss", () => {
  test("straight-line without tax: capex leaves EBITDA and reaches profit a third a year", () => {
    const [y1, y2, y3] = pnl(server());
    expect(y1!.owning.capex).toBe(1_000_000);
    expect(y2!.owning.capex).toBe(0);
    expect(y1!.owning.operatingExpense).toBeCloseTo(100_000, 6);
    expect(y1!.owning.ebitda).toBeCloseTo(-100_000, 6);
    expect(y1!.owning.depreciation).toBeCloseTo(third, 6);
    expect(y3!.owning.preTaxProfit).toBeCloseTo(-100_000 - third, 6);
    expect(y1!.owning.tax).toBeUndefined();
    expect(y1!.renting).toEqual({ operatingExpense: 600_000, ebitda: -600_000, preTaxProfit: -600_000 });
  });

  // Book depreciation is straight-line whatever the tax method; the tax method sets the current tax
  // saved, and deferred tax is t × (book − tax depreciation). Hand-worked at t = 21%, loss before
  // depreciation 100,000 a year.
  test.each<[string, DepreciationMethod, number[], number[], number[]]>([
    // tax depreciation, current tax saved = 0.21 × (100,000 + tax dep), deferred tax balance
    ["expensed: all of it in year 1", "expensed", [1_000_000, 0, 0], [231_000, 21_000, 21_000], [-140_000, -70_000, 0]],
    [
      "macrs-5: 20%, 32%, 19.2%",
      "macrs-5",
      [200_000, 320_000, 192_000],
      [63_000, 88_200, 61_320],
      [28_000, 30_800, 60_480],
    ],
    ["straight-line: a third a year", "straight-line", [third, third, third], [91_000, 91_000, 91_000], [0, 0, 0]],
  ])(
    "book depreciation is straight-line, tax follows the method, %s",
    (_name, depreciation, taxDep, current, balance) => {
      const years = pnl(server({}, { ratePct: 21, depreciation }));
      years.forEach((y, i) => {
        expect(y.owning.depreciation).toBeCloseTo(third, 6);
        expect(y.owning.preTaxProfit).toBeCloseTo(-100_000 - third, 6);
        expect(y.owning.tax!.taxDepreciation).toBeCloseTo(taxDep[i]!, 6);
        expect(y.owning.tax!.currentTaxSaved).toBeCloseTo(current[i]!, 6);
        expect(y.owning.tax!.deferredTaxBalance).toBeCloseTo(balance[i]!, 6);
        expect(y.owning.tax!.afterTaxProfit).toBeCloseTo((-100_000 - third) * 0.79, 6);
        expect(y.renting.tax!.currentTaxSaved).toBeCloseTo(126_000, 6);
      });
    },
  );

  test(
    "migration is an operating expense of year 1; a residual is sold at book value, its taxable gain under MACRS " +
      "is deferred tax",
    () => {
      const s = server(
        { lifetimeYears: 5, creditResidualValue: true, migrationCost: 50_000 },
        { ratePct: 21, depreciation: "macrs-5" },
      );
      const years = pnl(s);
      expect(years[0]!.owning.operatingExpense).toBeCloseTo(150_000, 6);
      expect(years[2]!.owning.operatingExpense).toBeCloseTo(100_000, 6);
      // book: 200,000 a year; R = 400,000 = the book value left, so no gain
      expect(years[2]!.owning.depreciation).toBeCloseTo(200_000, 6);
      expect(years[2]!.owning.residualCredit).toBeCloseTo(400_000, 6);
      expect(years[2]!.owning.preTaxProfit).toBeCloseTo(-300_000, 6);
      // tax: basis left 1M × 28.8% = 288,000, taxable gain 112,000; year 3 deducts 192,000
      expect(years[2]!.owning.tax!.currentTaxSaved).toBeCloseTo(0.21 * (100_000 + 192_000 - 112_000), 6);
      // over the horizon book and tax both deduct 600,000 net of the gain: nothing deferred is left
      expect(years[2]!.owning.tax!.deferredTaxBalance).toBeCloseTo(0, 6);
    },
  );
});

describe("pnlReconciliation", () => {
  test.each<[string, Parameters<typeof server>[0], number, number]>([
    ["lifetime = horizon: all of it depreciated", {}, 1_000_000, 0],
    ["5-year lifetime, no credit: 400,000 carried past the horizon", { lifetimeYears: 5 }, 600_000, 400_000],
    [
      "5-year lifetime, credited: 400,000 sold at book value",
      { lifetimeYears: 5, creditResidualValue: true },
      600_000,
      0,
    ],
  ])("%s", (_name, patch, depreciation, carried) => {
    const s = server(patch);
    const rec = pnlReconciliation(pnl(s));
    expect(rec.depreciation).toBeCloseTo(depreciation, 6);
    expect(rec.bookValueCarried).toBeCloseTo(carried, 6);
    expect(rec.pnlCost).toBeCloseTo(300_000 + depreciation, 6);
    expect(rec.totalCost).toBeCloseTo(computeTco(s, { sensitivity: false }).totals.onPrem, 6);
  });

  test.each<[string, Scenario["financing"]]>([
    [
      "a loan: its interest is a P&L cost the total includes",
      { kind: "loan", ratePct: 8, downPaymentPct: 20, termMonths: 36 },
    ],
    ["an operating lease: its payments are operating expense", { kind: "lease", monthlyRatePct: 3, termMonths: 36 }],
  ])("%s", (_name, financing) => {
    const s: Scenario = { ...server(), financing };
    const r = computeTco(s, { sensitivity: false });
    const rec = pnlReconciliation(pnl(s));
    expect(rec.totalCost).toBeCloseTo(r.totals.onPrem, 6);
    if (financing?.kind === "loan") {
      expect(rec.interest).toBeGreaterThan(0);
      expect(rec.interest).toBeCloseTo(r.financing!.interest, 6);
    } else expect(rec.interest).toBe(0);
  });

  test("the P&L meets the totals before and after tax, whatever the scenario (property)", () => {
    const method = fc.constantFrom<DepreciationMethod>("straight-line", "macrs-5", "expensed");
    fc.assert(
      fc.property(validScenario, fc.double({ min: 0, max: 60, noNaN: true }), method, (base, ratePct, depreciation) => {
        const s: Scenario = { ...base, tax: { ratePct, depreciation } };
        const r = computeTco(s, { sensitivity: false });
        const years = profitAndLoss(s, r.months);
        const rec = pnlReconciliation(years);
        const t = ratePct / 100;
        const capex =
          s.onPrem.capex.compute + s.onPrem.capex.storage + s.onPrem.capex.network + s.onPrem.capex.facility;
        const scale = 1 + Math.abs(r.totals.onPrem) + Math.abs(r.totals.cloud) + (1 + s.horizonYears) * capex;
        const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * scale);
        near(rec.totalCost, r.totals.onPrem);
        near(rec.afterTax!.totalCost, r.afterTax!.totals.onPrem);
        near(rec.afterTax!.pnlCost, rec.pnlCost * (1 - t));
        const rentingAfterTax = -years.reduce((sum, y) => sum + y.renting.tax!.afterTaxProfit, 0);
        near(rentingAfterTax, r.afterTax!.totals.cloud);
        expect(rec.bookValueCarried).toBeGreaterThanOrEqual(-1e-9 * scale);
        expect(years.map((y) => y.year)).toEqual(Array.from({ length: s.horizonYears }, (_, i) => i + 1));
      }),
      { numRuns: 100 },
    );
  });
});
