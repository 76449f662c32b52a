import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { afterTaxMonths } from "./tax";
import { scenario, type ScenarioPatch } from "@/scripts/test-support/tco";
import type { AfterTax, DepreciationMethod, Scenario, Tax } from "./types";

const withTax = (patch: ScenarioPatch, tax: Tax): Scenario => ({ ...scenario(patch), tax });
const after = (s: Scenario): AfterTax => computeTco(s, { sensitivity: false }).afterTax!;
const monthly = (s: Scenario) => afterTaxMonths(s, s.tax!, computeTco(s, { sensitivity: false }).months);

// The worked example of docs/model.md: a $1M server, 3-year lifetime and horizon, 21%, 8% annual.
const server = (depreciation: DepreciationMethod): Scenario =>
  withTax(
    {
      horizonYears: 3,
      assumptions: { discountRatePct: 8 },
      onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 3 },
    },
    { ratePct: 21, depreciation },
  );
const annuity = 1 / 1.08 + 1 / 1.08 ** 2 + 1 / 1.08 ** 3;

describe("the $1M server at 21%", () => {
  test.each<[string, Scenario, (a: AfterTax) => number, number]>([
    ["expensed: 1M − 21% × 1M in month 0", server("expensed"), (a) => a.totals.onPrem, 790_000],
    ["expensed: the whole shield at t = 0, so NPV = total", server("expensed"), (a) => a.npv.onPrem, 790_000],
    [
      "straight-line: the same total, 1M − 12 × 3 × 21% × 1M/36",
      server("straight-line"),
      (a) => a.totals.onPrem,
      790_000,
    ],
    [
      "straight-line: NPV 1M − 70,000 a year × 2.5771",
      server("straight-line"),
      (a) => a.npv.onPrem,
      1_000_000 - 70_000 * annuity,
    ],
    [
      "macrs-5: 20 + 32 + 19.2% taken by month 36, the 28.8% left is lost",
      server("macrs-5"),
      (a) => a.totals.onPrem,
      1_000_000 - 0.21 * 712_000,
    ],
    [
      "macrs-5: NPV 1M − 42,000/1.08 − 67,200/1.08² − 40,320/1.08³",
      server("macrs-5"),
      (a) => a.npv.onPrem,
      1_000_000 - 42_000 / 1.08 - 67_200 / 1.08 ** 2 - 40_320 / 1.08 ** 3,
    ],
    ["savings are cloud (0) minus on-prem", server("expensed"), (a) => a.savings.total, -790_000],
    ["savings NPV likewise", server("straight-line"), (a) => a.savings.npv, -(1_000_000 - 70_000 * annuity)],
  ])("%s", (_name, s, pick, expected) => {
    expect(pick(after(s))).toBeCloseTo(expected, 6);
  });

  test("straight-line: month 0 pays the whole price, months 1…36 each get 21% × 1M/36 back", () => {
    const m = monthly(server("straight-line"));
    expect(m.onPrem[0]).toBe(1_000_000);
    expect(m.onPrem[1]).toBeCloseTo(-5_833.333333, 5);
    expect(m.onPrem[36]).toBeCloseTo(-5_833.333333, 5);
  });
});

describe("after-tax monthly costs", () => {
  test.each<[string, Scenario, "cloud" | "onPrem" | "hybrid", number, number]>([
    [
      "cloud lines cost × (1 − t)",
      withTax({ cloud: { otherMonthly: 1000 } }, { ratePct: 25, depreciation: "straight-line" }),
      "cloud",
      5,
      750,
    ],
    [
      "migration is deductible when paid",
      withTax({ transition: { migrationCost: 100_000 } }, { ratePct: 21, depreciation: "straight-line" }),
      "onPrem",
      0,
      79_000,
    ],
    [
      "dual running is deductible",
      withTax(
        { cloud: { otherMonthly: 1000 }, transition: { dualRunMonths: 2 } },
        { ratePct: 20, depreciation: "straight-line" },
      ),
      "onPrem",
      2,
      800,
    ],
    [
      "running costs are deductible",
      withTax({ onPrem: { opex: { otherAnnual: 12_000 } } }, { ratePct: 30, depreciation: "expensed" }),
      "onPrem",
      7,
      700,
    ],
    [
      // $1M, lifetime 2 years, horizon 4, MACRS: month 24 buys again and takes 32% of the first
      "MACRS with a refresh, month 24: 1M − 21% × 320,000",
      withTax(
        { horizonYears: 4, onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 2 } },
        { ratePct: 21, depreciation: "macrs-5" },
      ),
      "onPrem",
      24,
      1_000_000 - 0.21 * 320_000,
    ],
    [
      "MACRS with a refresh, month 48: 11.52% of the first and 32% of the second",
      withTax(
        { horizonYears: 4, onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 2 } },
        { ratePct: 21, depreciation: "macrs-5" },
      ),
      "onPrem",
      48,
      -0.21 * (115_200 + 320_000),
    ],
    [
      // $1M, lifetime 5 years, horizon 3: R = 400,000; MACRS basis left 288,000; gain 112,000
      "residual under MACRS, month 36: −R − t × year-3 deduction + t × gain",
      withTax(
        { horizonYears: 3, onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 5, creditResidualValue: true } },
        { ratePct: 21, depreciation: "macrs-5" },
      ),
      "onPrem",
      36,
      -400_000 - 0.21 * 192_000 + 0.21 * 112_000,
    ],
    [
      // L = 15.6 months, horizon 2: bought again at month 16
      "fractional lifetime, month 16: the new purchase plus the 0.6-month tail of the first",
      withTax(
        { horizonYears: 2, onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 1.3 } },
        { ratePct: 21, depreciation: "straight-line" },
      ),
      "onPrem",
      16,
      1_000_000 - (0.21 * 1_000_000 * 0.6) / 15.6,
    ],
    [
      "fractional lifetime, month 17: a whole month of the second",
      withTax(
        { horizonYears: 2, onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 1.3 } },
        { ratePct: 21, depreciation: "straight-line" },
      ),
      "onPrem",
      17,
      (-0.21 * 1_000_000) / 15.6,
    ],
  ])("%s", (_name, s, option, month, expected) => {
    expect(monthly(s)[option][month]).toBeCloseTo(expected, 6);
  });
});

describe("after-tax totals", () => {
  const residual = (depreciation: DepreciationMethod, lifetimeYears = 5) =>
    withTax(
      { horizonYears: 3, onPrem: { capex: { compute: 1_000_000 }, lifetimeYears, creditResidualValue: true } },
      { ratePct: 21, depreciation },
    );
  // 10 GPUs busy 10 h, half on a core of ceil(10 × 10 × 0.5 / 20) = 3 GPUs: r = 0.3. Cloud $2/h.
  const hybrid = (depreciation: DepreciationMethod) =>
    withTax(
      {
        workload: { gpus: 10, gpuHoursPerDay: 10 },
        onPrem: { capex: { compute: 1_000_000 } },
        cloud: { pricePerGpuHour: 2 },
        hybrid: { onPremPct: 50, cloudPct: 50, edgePct: 0, coreHoursPerDay: 20 },
      },
      { ratePct: 21, depreciation },
    );

  test.each<[string, Scenario, (a: AfterTax) => number, number]>([
    [
      "MACRS with a refresh: 2M − 21% × (827,200 + 520,000)",
      withTax(
        { horizonYears: 4, onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 2 } },
        { ratePct: 21, depreciation: "macrs-5" },
      ),
      (a) => a.totals.onPrem,
      2_000_000 - 0.21 * 1_347_200,
    ],
    [
      "residual, straight-line: 600,000 − 21% × 600,000 deducted, no gain",
      residual("straight-line"),
      (a) => a.totals.onPrem,
      474_000,
    ],
    [
      "residual, MACRS: 600,000 − 21% × 712,000 + 21% × 112,000 gain",
      residual("macrs-5"),
      (a) => a.totals.onPrem,
      474_000,
    ],
    [
      "residual, expensed: the whole R is a taxable gain",
      residual("expensed"),
      (a) => a.totals.onPrem,
      600_000 - 0.21 * 1_000_000 + 0.21 * 400_000,
    ],
    [
      "residual R = 0 under MACRS: the basis left (288,000) is a shield",
      residual("macrs-5", 3),
      (a) => a.totals.onPrem,
      1_000_000 - 0.21 * 712_000 - 0.21 * 288_000,
    ],
    [
      "fractional lifetime: 2M − 21% × (1M + 8/15.6 × 1M)",
      withTax(
        { horizonYears: 2, onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 1.3 } },
        { ratePct: 21, depreciation: "straight-line" },
      ),
      (a) => a.totals.onPrem,
      2_000_000 - 0.21 * (1_000_000 + (8 / 15.6) * 1_000_000),
    ],
    [
      "hybrid, expensed: 0.3 × 1M × 0.79 + 12 × 3,000 × 0.79",
      hybrid("expensed"),
      (a) => a.totals.hybrid,
      237_000 + 12 * 2_370,
    ],
    [
      "hybrid, straight-line: 300,000 + 12 × (3,000 − 21% × (3,000 + 300,000/36))",
      hybrid("straight-line"),
      (a) => a.totals.hybrid,
      300_000 + 12 * (3_000 - 0.21 * (3_000 + 300_000 / 36)),
    ],
    ["hybrid: cloud is 12 × 6,000 × 0.79", hybrid("straight-line"), (a) => a.totals.cloud, 12 * 6_000 * 0.79],
  ])("%s", (_name, s, pick, expected) => {
    expect(pick(after(s))).toBeCloseTo(expected, 6);
  });

  test("a residual with a MACRS gain: the R = 0 rule applies only with creditResidualValue", () => {
    const s = withTax(
      { horizonYears: 3, onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 3 } },
      { ratePct: 21, depreciation: "macrs-5" },
    );
    expect(after(s).totals.onPrem).toBeCloseTo(1_000_000 - 0.21 * 712_000, 6);
  });

  test("break-even and recommendation follow the after-tax months", () => {
    // $1M server against $50,000 a month of cloud, 21%: pre-tax break-even at month 20
    const base = {
      horizonYears: 3,
      onPrem: { capex: { compute: 1_000_000 } },
      cloud: { otherMonthly: 50_000 },
    } satisfies ScenarioPatch;
    const expensed = computeTco(withTax(base, { ratePct: 21, depreciation: "expensed" }), { sensitivity: false });
    expect(expensed.breakEvenMonth).toBeCloseTo(20, 9);
    // after tax, 790,000 ÷ 39,500 a month = 20 as well: expensing scales both sides by 0.79
    expect(expensed.afterTax!.breakEvenMonth).toBeCloseTo(20, 9);
    // straight-line: 1M ÷ (39,500 + 5,833.33) = 22.06
    const straight = computeTco(withTax(base, { ratePct: 21, depreciation: "straight-line" }), { sensitivity: false });
    expect(straight.afterTax!.breakEvenMonth).toBeCloseTo(1_000_000 / (39_500 + 210_000 / 36), 9);
    expect(straight.afterTax!.recommendation).toBe("on-prem");
  });

  test("without tax the result has no afterTax key", () => {
    expect("afterTax" in computeTco(scenario(), { sensitivity: false })).toBe(false);
  });
});
