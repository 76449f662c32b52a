import { describe, expect, test } from "vitest";
import { ceilIgnoringNoise } from "./ceil-ignoring-noise";
import { coreGpus } from "./hybrid";
import { computeTco } from "./index";
import { scenario } from "@/scripts/test-support/tco";

describe("ceilIgnoringNoise", () => {
  test.each([
    [7.000000000000001, 7],
    [6.999999999999999, 7],
    [33.00000000000001, 33],
    [7 + 1e-7, 8],
    [7.5, 8],
    [7, 7],
    [0, 0],
    [1e-12, 1],
  ])("%d → %d", (x, expected) => {
    expect(ceilIgnoringNoise(x)).toBe(expected);
  });
});

describe("core GPUs = min(gpus, ceil(gpus × gpuHoursPerDay × p ÷ coreHoursPerDay))", () => {
  test.each([
    ["10 × 14 h × 50% ÷ 10 h = 7", 10, 14, 50, 10, 7],
    ["10 × 14 h × 50% ÷ 9 h = 7.8 → 8", 10, 14, 50, 9, 8],
    ["10 × 24 h × 100% ÷ 20 h = 12 → capped at 10", 10, 24, 100, 20, 10],
    ["idle: 0", 10, 0, 75, 20, 0],
    ["no on-prem share: 0", 10, 14, 0, 10, 0],
    ["24 × 17.5 × 55% ÷ 11 computes to 21.000000000000004 and counts as 21 (1e-9 tolerance)", 24, 17.5, 55, 11, 21],
    ["40 × 17.5 × 35% ÷ 7 computes to 34.99999999999999 and counts as 35", 40, 17.5, 35, 7, 35],
  ])("%s", (_name, gpus, gpuHoursPerDay, onPremPct, coreHoursPerDay, expected) => {
    const s = scenario({
      workload: { gpus, gpuHoursPerDay },
      hybrid: { onPremPct, cloudPct: 100 - onPremPct, coreHoursPerDay },
    });
    expect(coreGpus(s)).toBe(expected);
  });
});

describe("hybrid costs", () => {
  // 10 GPUs busy 12 h in 720-hour months: 3,600 h a month. Shares 50/30/20, core sustains 12 h → 5 GPUs (r = 0.5).
  const base = {
    workload: { gpus: 10, gpuHoursPerDay: 12 },
    onPrem: { capex: { compute: 1000 }, opex: { otherAnnual: 1200, variableCostPerGpuHour: 0.1 } },
    cloud: { pricePerGpuHour: 2, overheadPct: 10, storageTb: 100, storagePricePerTbMonth: 1 },
    transition: { migrationCost: 200 },
    hybrid: { onPremPct: 50, cloudPct: 30, edgePct: 20, coreHoursPerDay: 12, edgeCostPerGpuHour: 1 },
  };

  test.each([
    // capex × r + migration × p
    ["month 0: 1,000 × 0.5 + 200 × 0.5", 0, 600],
    // core: 1,200/12 × 0.5 + 1,800 h × $0.10 = 230; burst: 1,080 h × $2 × 1.1 + 30% of $100 storage = 2,406; edge 720 h × $1
    ["a month: core 230 + burst 2,406 + edge 720", 1, 3356],
  ])("%s", (_name, month, expected) => {
    const r = computeTco(scenario(base), { sensitivity: false });
    expect(r.months[month]!.hybrid).toBeCloseTo(expected, 9);
  });

  test("the breakdown by tier", () => {
    const r = computeTco(scenario(base), { sensitivity: false });
    expect(r.breakdown.hybrid.onPrem).toBeCloseTo(500 + 12 * 230, 9);
    expect(r.breakdown.hybrid.cloud).toBeCloseTo(12 * 2406, 9);
    expect(r.breakdown.hybrid.edge).toBeCloseTo(12 * 720, 9);
    expect(r.breakdown.hybrid.transition).toBe(100);
  });

  test("what the core cannot serve goes to the burst: year 2 wants 2,700 core hours, the core has 1,800", () => {
    const r = computeTco(
      scenario({ ...base, horizonYears: 2, workload: { gpus: 10, gpuHoursPerDay: 12, growthPctPerYear: 50 } }),
      {
        sensitivity: false,
      },
    );
    // burst: 30% × 5,400 + 900 unserved = 2,520 h × $2 × 1.1 + $30 storage; edge: 1,080 h; core: 1,800 h
    expect(r.months[13]!.hybrid).toBeCloseTo(50 + 180 + (2520 * 2.2 + 30) + 1080, 9);
  });

  test("with no core GPUs every core line is 0 (power and fixed costs too)", () => {
    const r = computeTco(
      scenario({
        workload: { gpus: 10, gpuHoursPerDay: 0 },
        onPrem: {
          capex: { compute: 1000, facility: 100 },
          opex: {
            otherAnnual: 1200,
            staff: { fte: 1, costPerFte: 1000 },
            power: { activeWattsPerGpu: 500, idleWattsPerGpu: 100, pue: 1.5, pricePerKwh: 1 },
          },
        },
        hybrid: { onPremPct: 80, cloudPct: 20, edgePct: 0 },
      }),
      { sensitivity: false },
    );
    expect(r.breakdown.hybrid.onPrem).toBe(0);
    expect(r.totals.hybrid).toBe(0);
    expect(r.totals.onPrem).toBeGreaterThan(0);
  });

  test("edge costs ignore price change and inflation", () => {
    const r = computeTco(
      scenario({
        horizonYears: 2,
        workload: { gpuHoursPerDay: 10 },
        assumptions: { opexInflationPct: 50 },
        cloud: { priceChangePctPerYear: 50 },
        hybrid: { onPremPct: 0, cloudPct: 0, edgePct: 100, edgeCostPerGpuHour: 1 },
      }),
      { sensitivity: false },
    );
    expect(r.months[1]!.hybrid).toBe(300);
    expect(r.months[24]!.hybrid).toBe(300);
  });
});
