import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { costVsUtilization, hybridTierSplit, yearlyCosts } from "./series";
import { scenario } from "@/scripts/test-support/tco";

const comma = scenario({
  horizonYears: 3,
  onPrem: { capex: { compute: 5_000_000 }, opex: { otherAnnual: 3_000_000 } },
  cloud: { otherMonthly: 16_600_000 / 12 },
});

describe("yearlyCosts", () => {
  test("year 0 is the upfront purchase; each year sums its months", () => {
    const years = yearlyCosts(comma);
    expect(years.map((y) => y.year)).toEqual([0, 1, 2, 3]);
    expect(years[0]!.onPrem.hardware).toBe(5_000_000);
    expect(years[0]!.total.cloud).toBe(0);
    years.slice(1).forEach((y) => {
      expect(y.onPrem.other).toBeCloseTo(3_000_000, 6);
      expect(y.cloud.other).toBeCloseTo(16_600_000, 6);
    });
  });

  test("the years add up to the totals", () => {
    const s = scenario({
      horizonYears: 4,
      workload: { gpus: 3, gpuHoursPerDay: 20, growthPctPerYear: 30 },
      onPrem: { capex: { compute: 2000 }, lifetimeYears: 2, creditResidualValue: true, opex: { otherAnnual: 100 } },
      cloud: { pricePerGpuHour: 1 },
      transition: { migrationCost: 100, dualRunMonths: 5 },
      hybrid: { onPremPct: 50, cloudPct: 40, edgePct: 10, edgeCostPerGpuHour: 1 },
    });
    const totals = computeTco(s, { sensitivity: false }).totals;
    const years = yearlyCosts(s);
    for (const option of ["cloud", "onPrem", "hybrid"] as const) {
      expect(years.reduce((sum, y) => sum + y.total[option], 0)).toBeCloseTo(totals[option], 6);
    }
  });
});

describe("costVsUtilization", () => {
  test.each([
    [6, [0, 6, 12, 18, 24]],
    [5, [0, 5, 10, 15, 20, 24]],
    [0.5, Array.from({ length: 49 }, (_, k) => k / 2)],
  ])("step %d", (step, hours) => {
    expect(costVsUtilization(comma, step).map((p) => p.gpuHoursPerDay)).toEqual(hours);
  });

  test("each point is the scenario's totals at that utilization, worked by hand", () => {
    const s = scenario({
      workload: { gpus: 4 },
      onPrem: { capex: { compute: 5000 } },
      cloud: { pricePerGpuHour: 1 },
      hybrid: { onPremPct: 50, cloudPct: 50, edgePct: 0 },
    });
    // At h busy hours a day for a year: cloud 4 × h × 30 × 12 × $1 = 1,440h; on-prem the $5,000 only.
    // Hybrid: ceil(4 × h × 0.5 ÷ 20) core GPUs carry core/4 of the capex (0, 1, 2, 3 GPUs at 0, 8, 16,
    // 24 h, each with room for its 60h hours a month); the burst bills half the hours, 720h.
    expect(costVsUtilization(s, 8)).toEqual([
      { gpuHoursPerDay: 0, cloud: 0, onPrem: 5000, hybrid: 0 },
      { gpuHoursPerDay: 8, cloud: 11_520, onPrem: 5000, hybrid: 1250 + 5760 },
      { gpuHoursPerDay: 16, cloud: 23_040, onPrem: 5000, hybrid: 2500 + 11_520 },
      { gpuHoursPerDay: 24, cloud: 34_560, onPrem: 5000, hybrid: 3750 + 17_280 },
    ]);
  });
});

describe("hybridTierSplit", () => {
  test("core, burst and edge hours follow the shares when the core keeps up", () => {
    // 300 GPUs × 20 h, 75/20/5, core sustains 22.5 h: 200 core GPUs serve all of their 75%
    const s = scenario({
      assumptions: { hoursPerMonth: 730 },
      workload: { gpus: 300, gpuHoursPerDay: 20 },
      cloud: { pricePerGpuHour: 3 },
      hybrid: { onPremPct: 75, cloudPct: 20, edgePct: 5, coreHoursPerDay: 22.5, edgeCostPerGpuHour: 3 },
    });
    const split = hybridTierSplit(s);
    expect(split.coreGpus).toBe(200);
    const [core, burst, edge] = split.tiers;
    const demand = 12 * 300 * 20 * (730 / 24);
    expect(core!.gpuHours).toBeCloseTo(0.75 * demand, 6);
    expect(burst!.gpuHours).toBeCloseTo(0.2 * demand, 6);
    expect(edge!.gpuHours).toBeCloseTo(0.05 * demand, 6);
    expect(burst!.cost).toBeCloseTo(0.2 * demand * 3, 6);
    expect(split.transition).toBe(0);
  });
});
