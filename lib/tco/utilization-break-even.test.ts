import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { scenario, type ScenarioPatch } from "@/scripts/test-support/tco";
import { utilizationBreakEven, utilizationKinks, withGpuHoursPerDay } from "./utilization-break-even";

describe("utilizationKinks", () => {
  test.each([
    ["no growth: one piece", 3, 0, [0, 24]],
    ["50% growth over 3 years: years 2 and 3 fill the GPUs at 16 h and 10.67 h", 3, 50, [0, 24 / 2.25, 16, 24]],
    ["shrinking demand never fills the GPUs before 24 h", 5, -20, [0, 24]],
    [
      "100% growth over 10 years: 24 / 2^(y−1)",
      10,
      100,
      [0, ...[9, 8, 7, 6, 5, 4, 3, 2, 1].map((k) => 24 / 2 ** k), 24],
    ],
  ])("%s", (_name, horizonYears, growthPctPerYear, expected) => {
    const kinks = utilizationKinks(scenario({ horizonYears, workload: { growthPctPerYear } }));
    expect(kinks).toHaveLength(expected.length);
    kinks.forEach((k, i) => expect(k).toBeCloseTo(expected[i]!, 12));
  });
});

describe("utilizationBreakEven", () => {
  test.each<[string, ScenarioPatch, number | null]>([
    // 1,200 = 12 months × 30 days × h × $1
    [
      "capex against on-demand hours: 1,200 / 360",
      { onPrem: { capex: { compute: 1200 } }, cloud: { pricePerGpuHour: 1 } },
      1200 / 360,
    ],
    // reserved cloud is flat at 12 × 720 × $0.50 = 4,320; on-prem costs $1 a busy hour: 360 h = 4,320
    [
      "variable on-prem cost against flat reserved billing: 12 h",
      { onPrem: { opex: { variableCostPerGpuHour: 1 } }, cloud: { pricePerGpuHour: 0.5, billing: "reserved" } },
      12,
    ],
    // 2 years, demand doubles: the cloud bills 360h + 720h = 1,080h; above 12 h the on-prem year 2
    // overflows: D = 15,000 − 1,080h + 360(2h − 24) = 6,360 − 360h → 17.67 (a straight line would miss it)
    [
      "past the kink where year 2 fills the GPUs",
      {
        horizonYears: 2,
        workload: { growthPctPerYear: 100 },
        onPrem: { capex: { compute: 15_000 } },
        cloud: { pricePerGpuHour: 1 },
      },
      (15_000 - 8640) / 360,
    ],
    // On-prem dearer per hour in year 2 (inflation, cloud price cut) but cheaper in year 1, and the
    // cloud's storage costs more than nothing: D = −1,320 + 288h up to 12 h, then falls by 180 an hour.
    // Roots at 4.58 and 23.87: the lowest is returned.
    [
      "several roots: the lowest",
      {
        horizonYears: 2,
        workload: { growthPctPerYear: 100 },
        assumptions: { opexInflationPct: 50 },
        onPrem: { opex: { variableCostPerGpuHour: 0.5 } },
        cloud: { pricePerGpuHour: 1, priceChangePctPerYear: -90, storageTb: 100, storagePricePerTbMonth: 1 },
      },
      1320 / 288,
    ],
    ["none: owning never catches up", { onPrem: { capex: { compute: 1e9 } }, cloud: { pricePerGpuHour: 1 } }, null],
    [
      "0 when both cost nothing idle",
      { cloud: { pricePerGpuHour: 1 }, onPrem: { opex: { variableCostPerGpuHour: 2 } } },
      0,
    ],
    // 8,640 = 12 × 30 × 24 × $1: the totals are equal exactly at the last kink
    [
      "24 when owning pays only at full use",
      { onPrem: { capex: { compute: 8640 } }, cloud: { pricePerGpuHour: 1 } },
      24,
    ],
    // the cloud's 12 × $10 of storage is the only cost at 0 h; on-prem costs $1 an hour more: 120 = 360h
    [
      "owning cheaper idle and dearer busy: where it falls behind, 120 / 360",
      {
        onPrem: { opex: { variableCostPerGpuHour: 2 } },
        cloud: { pricePerGpuHour: 1, storageTb: 10, storagePricePerTbMonth: 1 },
      },
      120 / 360,
    ],
    [
      "none: owning is cheaper at every utilization",
      { cloud: { pricePerGpuHour: 1, storageTb: 10, storagePricePerTbMonth: 1 } },
      null,
    ],
  ])("%s", (_name, patch, expected) => {
    const s = scenario(patch);
    const h = utilizationBreakEven(s);
    if (expected === null) {
      expect(h).toBeNull();
      return;
    }
    // toBeCloseTo takes null for 0: a utilization must be there.
    expect(h).not.toBeNull();
    expect(h).toBeCloseTo(expected, 9);
    const totals = computeTco(withGpuHoursPerDay(s, h!), { sensitivity: false }).totals;
    expect(Math.abs(totals.onPrem - totals.cloud)).toBeLessThanOrEqual(1e-4 * Math.max(totals.onPrem, totals.cloud));
  });

  // On a straight piece the answer is the straight-line solution itself, to the last bit; refining
  // is only for roots that rounding has moved.
  test.each<[string, ScenarioPatch, number]>([
    ["1,200 / 360", { onPrem: { capex: { compute: 1200 } }, cloud: { pricePerGpuHour: 1 } }, 1200 / 360],
    [
      "12 against flat reserved billing",
      { onPrem: { opex: { variableCostPerGpuHour: 1 } }, cloud: { pricePerGpuHour: 0.5, billing: "reserved" } },
      12,
    ],
    [
      "6,360 / 360 past a kink",
      {
        horizonYears: 2,
        workload: { growthPctPerYear: 100 },
        onPrem: { capex: { compute: 15_000 } },
        cloud: { pricePerGpuHour: 1 },
      },
      6360 / 360,
    ],
  ])("exactly the straight line's root: %s", (_name, patch, expected) => {
    expect(utilizationBreakEven(scenario(patch))).toBe(expected);
  });

  test("the hybrid's shares play no part", () => {
    const patch: ScenarioPatch = { onPrem: { capex: { compute: 1200 } }, cloud: { pricePerGpuHour: 1 } };
    const a = utilizationBreakEven(scenario(patch));
    const b = utilizationBreakEven(
      scenario({ ...patch, hybrid: { onPremPct: 60, cloudPct: 10, edgePct: 30, edgeCostPerGpuHour: 9 } }),
    );
    expect(b).toBe(a);
  });
});
