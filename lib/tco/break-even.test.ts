import { describe, expect, test } from "vitest";
import { breakEvenMonth } from "./break-even";
import { computeTco } from "./index";
import { scenario } from "@/scripts/test-support/tco";

describe("breakEvenMonth on cumulative series", () => {
  test.each([
    ["interpolated inside month 5", [1000, 800, 600, 400, 200, 0], [0, 0, 0, 0, 0, 0], 5],
    [
      "interpolated: D = 5, 3.85, 2.7, 1.55, 0.4, −0.75 → 4 + 0.4/1.15",
      [5, 5.25, 5.5, 5.75, 6, 6.25],
      [0, 1.4, 2.8, 4.2, 5.6, 7],
      4 + 0.4 / 1.15,
    ],
    ["never behind: 0", [0, 10, 20], [0, 50, 100], 0],
    ["level all along: 0", [0, 0, 0], [0, 0, 0], 0],
    ["never caught up: null", [1200, 1300], [0, 100], null],
    [
      "first catch-up counts, not a later one after going behind again",
      [1200, 1100, 1300, 1300],
      [0, 1150, 1200, 1400],
      1200 / 1250,
    ],
    ["behind only later: the crossing after that", [0, -1, 5, -1], [0, 0, 0, 0], 2 + 5 / 6],
  ])("%s", (_name, option, cloud, expected) => {
    const result = breakEvenMonth(option, cloud);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(expected, 3);
  });

  test("a purchase at month 0 can bring an earlier catch-up into view (why the contract measures from above 0)", () => {
    // Without it D is 0, −1, 5, −1: behind only from month 2, break-even 2.83.
    expect(breakEvenMonth([0, -1, 5, -1], [0, 0, 0, 0])).toBeCloseTo(2 + 5 / 6, 9);
    // With 1 more at every month end D is 1, 0, 6, 0: behind from the start, caught up at month 1.
    expect(breakEvenMonth([1, 0, 6, 0], [0, 0, 0, 0])).toBe(1);
  });
});

describe("breakEvenMonth of scenarios", () => {
  test.each([
    [
      "exactly at a month boundary: $1,200 against $100 a month saved → 12",
      { horizonYears: 2, onPrem: { capex: { compute: 1200 } }, cloud: { otherMonthly: 100 } },
      12,
    ],
    [
      "never within the horizon: $1,200 against $50 a month for a year",
      { onPrem: { capex: { compute: 1200 } }, cloud: { otherMonthly: 50 } },
      null,
    ],
    ["at 0 when owning costs nothing upfront and is cheaper", { cloud: { otherMonthly: 100 } }, 0],
    ["at 0 when both cost nothing", {}, 0],
    [
      "a refresh makes on-prem dearer again at month 12, but the first catch-up (month 8) is reported",
      { horizonYears: 2, onPrem: { capex: { compute: 1200 }, lifetimeYears: 1 }, cloud: { otherMonthly: 150 } },
      8,
    ],
  ])("%s", (_name, patch, expected) => {
    const r = computeTco(scenario(patch), { sensitivity: false });
    expect(r.breakEvenMonth).toBe(expected);
  });

  test("after a refresh, savings can turn negative again: the monthly table shows it", () => {
    const r = computeTco(
      scenario({
        horizonYears: 2,
        onPrem: { capex: { compute: 1200 }, lifetimeYears: 1 },
        cloud: { otherMonthly: 150 },
      }),
      { sensitivity: false },
    );
    expect(r.months[8]!.savings).toBe(0);
    expect(r.months[12]!.savings).toBe(-600);
    expect(r.months[24]!.savings).toBe(1200);
  });

  test("hybrid break-even uses the hybrid's cumulative cost", () => {
    // 1 GPU busy 12 h, all core (12 h sustained): capex 1,000; cloud $1/h → $360 a month
    const r = computeTco(
      scenario({
        horizonYears: 1,
        workload: { gpuHoursPerDay: 12 },
        onPrem: { capex: { compute: 1000 } },
        cloud: { pricePerGpuHour: 1 },
        hybrid: { onPremPct: 100, cloudPct: 0, edgePct: 0, coreHoursPerDay: 12 },
      }),
      { sensitivity: false },
    );
    expect(r.hybridBreakEvenMonth).toBeCloseTo(1000 / 360, 9);
    expect(r.breakEvenMonth).toBeCloseTo(1000 / 360, 9);
  });
});
