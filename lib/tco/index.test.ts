import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { scenario } from "@/scripts/test-support/tco";
import type { TcoResult } from "./types";

// The comma.ai case as the article states it: $5M capex, $3M a year to run, $16.6M a year of cloud.
const comma = scenario({
  horizonYears: 3,
  onPrem: { capex: { compute: 5_000_000 }, lifetimeYears: 3, opex: { otherAnnual: 3_000_000 } },
  cloud: { otherMonthly: 16_600_000 / 12 },
});

describe("worked checks from the seed documents", () => {
  test.each<[string, ReturnType<typeof scenario>, (r: TcoResult) => number, number, number]>([
    [
      "1. 600 GPUs busy 24 h at $3.00 in 720-hour months: cloud compute $1,296,000 a month",
      scenario({ workload: { gpus: 600, gpuHoursPerDay: 24 }, cloud: { pricePerGpuHour: 3 } }),
      (r) => r.months[1]!.cloud,
      1_296_000,
      6,
    ],
    [
      "1. … and over the year, 12 × $1,296,000",
      scenario({ workload: { gpus: 600, gpuHoursPerDay: 24 }, cloud: { pricePerGpuHour: 3 } }),
      (r) => r.breakdown.cloud.compute,
      15_552_000,
      6,
    ],
    ["2. comma.ai: savings $35.8M", comma, (r) => r.savings.total, 35_800_000, 4],
    ["2. comma.ai: ROI 716%", comma, (r) => r.roiPct!, 716, 9],
    ["2. comma.ai: break-even month 4.41 = 5M ÷ (13.6M/12)", comma, (r) => r.breakEvenMonth!, 5 / (13.6 / 12), 9],
    ["2. comma.ai: break-even rounds to 4.41", comma, (r) => Math.round(r.breakEvenMonth! * 100) / 100, 4.41, 9],
    [
      "3. $0.30/h at 28.3 epochs/h costs $0.0106 an epoch",
      scenario({
        workload: { gpuHoursPerDay: 24, unitsPerGpuHour: { onPrem: 37.5, cloud: 28.3 } },
        onPrem: { opex: { variableCostPerGpuHour: 0.36 } },
        cloud: { pricePerGpuHour: 0.3 },
      }),
      (r) => Math.round(r.costPerUnit!.cloud * 1e4) / 1e4,
      0.0106,
      9,
    ],
    [
      "3. $0.36/h at 37.5 epochs/h costs $0.0096 an epoch",
      scenario({
        workload: { gpuHoursPerDay: 24, unitsPerGpuHour: { onPrem: 37.5, cloud: 28.3 } },
        onPrem: { opex: { variableCostPerGpuHour: 0.36 } },
        cloud: { pricePerGpuHour: 0.3 },
      }),
      (r) => r.costPerUnit!.onPrem,
      0.0096,
      9,
    ],
    [
      "4. power of 1,024 GPUs at 700 W busy 16.8 h, PUE 1.2, $0.08/kWh, 5 years of 730-hour months: $2.11M",
      scenario({
        horizonYears: 5,
        assumptions: { hoursPerMonth: 730 },
        workload: { gpus: 1024, gpuHoursPerDay: 16.8 },
        onPrem: { opex: { power: { activeWattsPerGpu: 700, idleWattsPerGpu: 0, pue: 1.2, pricePerKwh: 0.08 } } },
      }),
      (r) => Math.round(r.breakdown.onPrem.power / 10_000) / 100,
      2.11,
      9,
    ],
    [
      "4. … exactly 1024 × 0.7 kW × 16.8 h × 730/24 days × 1.2 × $0.08 × 60 months",
      scenario({
        horizonYears: 5,
        assumptions: { hoursPerMonth: 730 },
        workload: { gpus: 1024, gpuHoursPerDay: 16.8 },
        onPrem: { opex: { power: { activeWattsPerGpu: 700, idleWattsPerGpu: 0, pue: 1.2, pricePerKwh: 0.08 } } },
      }),
      (r) => r.breakdown.onPrem.power,
      1024 * 0.7 * 16.8 * (730 / 24) * 1.2 * 0.08 * 60,
      4,
    ],
  ])("%s", (_name, s, pick, expected, digits) => {
    expect(pick(computeTco(s))).toBeCloseTo(expected, digits);
  });
});

describe("computeTco", () => {
  test("the comma.ai case in full: totals, IRR and recommendation", () => {
    const r = computeTco(comma);
    expect(r.totals.cloud).toBeCloseTo(49_800_000, 4);
    expect(r.totals.onPrem).toBeCloseTo(14_000_000, 4);
    expect(r.savings.pct).toBeCloseTo((35.8 / 49.8) * 100, 9);
    // −5M at t=0 and 13.6M at each year end: −5 + 13.6(x + x² + x³) = 0 at x = 1/(1 + r)
    expect(r.irrPct).toBeCloseTo(266.4736, 3);
    expect(r.recommendation).toBe("on-prem");
  });

  test("the last month's row holds the horizon: $35.8M saved, cumulative $49.8M cloud and $14M on-prem", () => {
    const last = computeTco(comma).months.at(-1)!;
    expect(last.month).toBe(36);
    expect(last.savings).toBeCloseTo(35_800_000, 4);
    expect(last.cumulative.cloud).toBeCloseTo(49_800_000, 4);
    expect(last.cumulative.onPrem).toBeCloseTo(14_000_000, 4);
    // The blank scenario's hybrid is all cloud.
    expect(last.cumulative.hybrid).toBeCloseTo(49_800_000, 4);
  });

  test.each([
    ["horizon 1 year", 1, 13],
    ["horizon 10 years", 10, 121],
  ])("%s has months 0…N", (_name, horizonYears, rows) => {
    const r = computeTco(scenario({ horizonYears, cloud: { otherMonthly: 100 } }));
    expect(r.months).toHaveLength(rows);
    expect(r.months.map((m) => m.month)).toEqual([...Array(rows).keys()]);
    expect(r.totals.cloud).toBeCloseTo(100 * (rows - 1), 9);
  });

  test.each([
    ["the default computes sensitivity and utilization break-even", {}, true, true],
    ["sensitivity: false skips both", { sensitivity: false }, false, false],
    [
      "sensitivity: false, utilizationBreakEven: true keeps the latter",
      { sensitivity: false, utilizationBreakEven: true },
      false,
      true,
    ],
    ["utilizationBreakEven: false alone keeps sensitivity", { utilizationBreakEven: false }, true, false],
  ])("%s", (_name, options, withSensitivity, withUtilization) => {
    const s = scenario({
      workload: { gpuHoursPerDay: 12 },
      onPrem: { capex: { compute: 1200 } },
      cloud: { pricePerGpuHour: 1 },
    });
    const r = computeTco(s, options);
    expect(r.sensitivity.length > 0).toBe(withSensitivity);
    expect(r.utilizationBreakEven !== null).toBe(withUtilization);
  });

  test.each([
    ["no demand: cost per GPU-hour is null", 0, null],
    ["12 h a day of one GPU at $1: $1 per GPU-hour", 12, { cloud: 1, onPrem: 0, hybrid: 1 }],
  ])("%s", (_name, gpuHoursPerDay, expected) => {
    const r = computeTco(scenario({ workload: { gpuHoursPerDay }, cloud: { pricePerGpuHour: 1 } }));
    expect(r.costPerGpuHour).toEqual(expected);
  });

  test.each([
    ["without unitsPerGpuHour there is no costPerUnit", scenario({ workload: { gpuHoursPerDay: 1 } }), false],
    [
      "with unitsPerGpuHour there is",
      scenario({ workload: { gpuHoursPerDay: 1, unitsPerGpuHour: { onPrem: 1, cloud: 1 } } }),
      true,
    ],
  ])("%s", (_name, s, present) => {
    expect("costPerUnit" in computeTco(s)).toBe(present);
  });

  test("cost per unit: the cloud bills w hours for each hour of demand it serves, all options do the same work", () => {
    // 1 GPU wanting 36 h a day in year 1 is impossible; use growth: year 1 at 24 h, year 2 at 48 h.
    const s = scenario({
      horizonYears: 2,
      workload: { gpuHoursPerDay: 24, growthPctPerYear: 100, unitsPerGpuHour: { onPrem: 2, cloud: 0.5 } },
      cloud: { pricePerGpuHour: 1 },
      hybrid: { onPremPct: 50, cloudPct: 50, edgePct: 0, coreHoursPerDay: 24 },
    });
    const r = computeTco(s);
    // w = 2 ÷ 0.5 = 4. Demand: 720 h a month in year 1, 1,440 in year 2: 8,640 + 17,280 = 25,920 h,
    // 51,840 units of work for every option.
    // Cloud: 4 × 25,920 h at $1 = $103,680: $2 a unit, the cloud's $1 ÷ 0.5 units, as before the rule.
    expect(r.totals.cloud).toBeCloseTo(103_680, 9);
    expect(r.costPerUnit!.cloud).toBeCloseTo(2, 12);
    // On-prem owns 720 h a month and costs nothing but its overflow: 4 × 12 × 720 h × $1.
    expect(r.breakdown.onPrem.overflow).toBeCloseTo(34_560, 9);
    expect(r.costPerUnit!.onPrem).toBeCloseTo(34_560 / 51_840, 12);
    // Hybrid: a core of 1 GPU serves 12 h a day in year 1 and 24 h in year 2 (4,320 + 8,640 h);
    // the burst serves the other 12,960 demand hours, billed 4 × 12,960 h × $1.
    expect(r.costPerUnit!.hybrid).toBeCloseTo(51_840 / 51_840, 12);
  });

  test("zero utilization, all options idle: nothing but fixed costs and no per-hour figures", () => {
    const s = scenario({
      workload: { gpuHoursPerDay: 0, unitsPerGpuHour: { onPrem: 1, cloud: 1 } },
      onPrem: { opex: { power: { activeWattsPerGpu: 700, idleWattsPerGpu: 100, pue: 1, pricePerKwh: 1 } } },
      cloud: { pricePerGpuHour: 3 },
    });
    const r = computeTco(s);
    expect(r.breakdown.cloud.compute).toBe(0);
    // 100 W × 24 h × 30 days = 72 kWh a month at $1
    expect(r.breakdown.onPrem.power).toBeCloseTo(12 * 72, 9);
    expect(r.costPerGpuHour).toBeNull();
    expect(r.costPerUnit).toBeNull();
  });
});

describe("ratios with no base", () => {
  test.each([
    ["ROI is null with nothing paid upfront", scenario({ cloud: { otherMonthly: 1 } }), "roiPct"],
    [
      "ROI is null when the upfront cost is too small to divide by",
      scenario({ cloud: { otherMonthly: 1 }, transition: { migrationCost: 5e-324 } }),
      "roiPct",
    ],
    ["savings % is null with no cloud cost", scenario({ onPrem: { capex: { compute: 1 } } }), "savingsPct"],
    [
      "cost per GPU-hour is null for a vanishing demand",
      scenario({ workload: { gpuHoursPerDay: 5e-324 }, onPrem: { capex: { compute: 1 } } }),
      "costPerGpuHour",
    ],
  ] as const)("%s", (_name, s, field) => {
    const r = computeTco(s, { sensitivity: false });
    const value = field === "savingsPct" ? r.savings.pct : r[field];
    expect(value).toBeNull();
  });
});
