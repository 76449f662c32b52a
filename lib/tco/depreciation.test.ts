import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { capitalSchedule } from "./capital-schedule";
import { deductionShare, MACRS_5_PCT } from "./depreciation";
import { scenario } from "@/scripts/test-support/tco";
import type { DepreciationMethod } from "./types";

describe("deductionShare", () => {
  test.each<[string, DepreciationMethod, number, number, number]>([
    ["straight-line: nothing in the month of purchase", "straight-line", 0, 36, 0],
    ["straight-line: 1/36 in month 1", "straight-line", 1, 36, 1 / 36],
    ["straight-line: 1/36 in month 36", "straight-line", 36, 36, 1 / 36],
    ["straight-line: nothing after the lifetime", "straight-line", 37, 36, 0],
    ["straight-line, L = 15.6: a whole month at 15", "straight-line", 15, 15.6, 1 / 15.6],
    ["straight-line, L = 15.6: the part month 16 takes 0.6/15.6", "straight-line", 16, 15.6, 0.6 / 15.6],
    ["straight-line, L = 15.6: nothing at 17", "straight-line", 17, 15.6, 0],
    ["macrs-5: nothing at 0", "macrs-5", 0, 36, 0],
    ["macrs-5: 20% at 12", "macrs-5", 12, 36, 0.2],
    ["macrs-5: 32% at 24", "macrs-5", 24, 36, 0.32],
    ["macrs-5: nothing between anniversaries", "macrs-5", 30, 36, 0],
    ["macrs-5: 5.76% at 72, whatever the lifetime", "macrs-5", 72, 12, 0.0576],
    ["macrs-5: nothing at 84", "macrs-5", 84, 36, 0],
    ["expensed: all at 0", "expensed", 0, 36, 1],
    ["expensed: nothing after", "expensed", 1, 36, 0],
  ])("%s", (_name, method, age, lifetime, expected) => {
    expect(deductionShare(method, age, lifetime)).toBeCloseTo(expected, 12);
  });

  test("the MACRS percentages add up to 100", () => {
    expect(MACRS_5_PCT.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 12);
  });

  test("every method deducts exactly the cost over enough months (property)", () => {
    const methods = fc.constantFrom<DepreciationMethod>("straight-line", "macrs-5", "expensed");
    fc.assert(
      fc.property(methods, fc.double({ min: 12, max: 120, noNaN: true }), (method, lifetime) => {
        let sum = 0;
        for (let age = 0; age <= 130; age++) sum += deductionShare(method, age, lifetime);
        expect(sum).toBeCloseTo(1, 12);
      }),
    );
  });
});

describe("capitalSchedule", () => {
  test("MACRS with a refresh: both purchases deduct, only inside the horizon", () => {
    // $1M, lifetime 2 years, horizon 4: bought at 0 and 24; N = 48
    const s = scenario({ horizonYears: 4, onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 2 } });
    const c = capitalSchedule(s, "macrs-5");
    expect([...c.purchases].filter((p) => p > 0)).toEqual([1_000_000, 1_000_000]);
    expect(c.purchases[24]).toBe(1_000_000);
    expect(c.deductions[12]).toBeCloseTo(200_000, 6);
    expect(c.deductions[24]).toBeCloseTo(320_000, 6);
    expect(c.deductions[36]).toBeCloseTo(192_000 + 200_000, 6);
    expect(c.deductions[48]).toBeCloseTo(115_200 + 320_000, 6);
    // 82.72% of the first and 52% of the second; the rest falls after N
    expect(c.deductions.reduce((a, b) => a + b, 0)).toBeCloseTo(1_347_200, 6);
  });

  test("facility is deducted like hardware and bought once", () => {
    const s = scenario({ horizonYears: 2, onPrem: { capex: { compute: 120, facility: 240 }, lifetimeYears: 1 } });
    const c = capitalSchedule(s, "straight-line");
    expect(c.purchases[0]).toBe(360);
    expect(c.purchases[12]).toBe(120);
    expect(c.deductions[1]).toBeCloseTo(30, 12);
    expect(c.deductions[13]).toBeCloseTo(10, 12);
  });

  test.each<[string, DepreciationMethod, number, number]>([
    // $1M, lifetime 5 years, horizon 3: R = 1M × (1 − 36/60) = 400,000
    ["straight-line: basis left equals R", "straight-line", 400_000, 400_000],
    ["macrs-5: 71.2% taken, 288,000 left", "macrs-5", 400_000, 288_000],
    ["expensed: nothing left", "expensed", 400_000, 0],
  ])("residual credited, %s", (_name, method, residual, basisLeft) => {
    const s = scenario({
      horizonYears: 3,
      onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 5, creditResidualValue: true },
    });
    const c = capitalSchedule(s, method);
    expect(c.residual).toBeCloseTo(residual, 6);
    expect(c.basisLeft).toBeCloseTo(basisLeft, 6);
  });

  test("without the residual credit nothing is reported at N", () => {
    const s = scenario({ horizonYears: 3, onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 5 } });
    expect(capitalSchedule(s, "macrs-5")).toMatchObject({ residual: 0, basisLeft: 0 });
  });
});
