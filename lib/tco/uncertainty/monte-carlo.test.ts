import { describe, expect, it, test } from "vitest";
import { scenario } from "@/scripts/test-support/tco";
import type { Uncertainty, UncertaintyRange } from "../types";
import { monteCarlo, simulateUncertainty } from "./monte-carlo";
import { mulberry32 } from "./prng";

// 1 GPU busy 24 h in 720-hour months: 720 cloud hours a month, 8,640 a year; on-prem costs nothing
// unless a test buys something, and the hybrid is all cloud.
const base = scenario({ workload: { gpus: 1, gpuHoursPerDay: 24 }, cloud: { pricePerGpuHour: 3 } });

function sortedDraws(seed: number, runs: number): number[] {
  const next = mulberry32(seed);
  return Array.from({ length: runs }, () => next()).sort((a, b) => a - b);
}

const uniformPrice = (low: number, high: number): UncertaintyRange => ({
  input: "cloud.pricePerGpuHour",
  low,
  high,
  distribution: "uniform",
});

describe("a single uniform range on the cloud price, worked by hand", () => {
  // savings = 8,640 h × price, and price = low + u × (high − low) rises with u, so each percentile
  // of savings is 8,640 × (low + u × width) at the same nearest rank of the sorted draws.
  test.each([
    [1, 100, 2, 4],
    [7, 100, 2, 4],
    [123_456, 1000, 2.5, 3.5],
    [4_294_967_295, 200, 0, 3],
  ])("seed %i, %i runs, price uniform in [%d, %d]", (seed, runs, low, high) => {
    const u: Uncertainty = { runs, seed, ranges: [uniformPrice(low, high)] };
    const r = simulateUncertainty(base, u);
    const draws = sortedDraws(seed, runs);
    const at = (q: number) => 8640 * (low + draws[Math.ceil((q * runs) / 100) - 1]! * (high - low));
    expect(r.savings.p10).toBeCloseTo(at(10), 6);
    expect(r.savings.p50).toBeCloseTo(at(50), 6);
    expect(r.savings.p90).toBeCloseTo(at(90), 6);
    const meanU = draws.reduce((a, b) => a + b, 0) / runs;
    expect(r.savings.mean).toBeCloseTo(8640 * (low + meanU * (high - low)), 6);
    // No discounting in the blank scenario: NPV savings are the nominal ones.
    expect(r.savingsNpv.p50).toBeCloseTo(r.savings.p50, 6);
    // On-prem costs nothing, so it is never behind the cloud (break-even 0) and always cheapest,
    // except in a run that draws a price of exactly 0, where all three tie and the cloud wins.
    expect(r.breakEvenMonth).toEqual({ p10: 0, p50: 0, p90: 0, neverPct: 0 });
    expect(r.recommendationPct).toEqual({ cloud: 0, onPrem: 100, hybrid: 0 });
    expect(r.onPremCheaperPct).toBe(100);
    expect(r.runs).toBe(runs);
    expect(r.seed).toBe(seed);
    expect(r.cumulativeSavings).toHaveLength(13);
    expect(r.cumulativeSavings[12]).toEqual({ month: 12, p10: r.savings.p10, p50: r.savings.p50, p90: r.savings.p90 });
    expect(r.cumulativeSavings[6]!.p50).toBeCloseTo(at(50) / 2, 6);
  });
});

describe("break-even across runs", () => {
  // $5,000 of capex against 720 × price a month of cloud over one year: break-even at
  // 5000 / (720 × price), which is within 12 months only when price ≥ 5000 / 8640 = 0.5787.
  const owned = scenario({
    workload: { gpus: 1, gpuHoursPerDay: 24 },
    cloud: { pricePerGpuHour: 0.5 },
    onPrem: { capex: { compute: 5000 } },
  });

  test.each([[1], [99]])("seed %i: never-share, P10 and the null P90 follow from the draws", (seed) => {
    const runs = 100;
    const r = simulateUncertainty(owned, { runs, seed, ranges: [uniformPrice(0.25, 1)] });
    const prices = sortedDraws(seed, runs).map((u) => 0.25 + 0.75 * u);
    const never = prices.filter((p) => 8640 * p < 5000).length;
    expect(r.breakEvenMonth.neverPct).toBe(never);
    // The 10th-earliest break-even comes from the 10th-highest price.
    expect(r.breakEvenMonth.p10).toBeCloseTo(5000 / (720 * prices[runs - 10]!), 9);
    expect(r.breakEvenMonth.p90).toBeNull(); // more than 10% of runs never break even
    expect(r.onPremCheaperPct).toBe(runs - never);
    expect(r.recommendationPct.cloud + r.recommendationPct.onPrem).toBe(100);
  });
});

describe("reproducibility", () => {
  const u: Uncertainty = {
    runs: 100,
    seed: 20_261_201,
    ranges: [uniformPrice(2, 4), { input: "workload.gpuHoursPerDay", low: 12, high: 24, distribution: "triangular" }],
  };

  it("gives the same numbers twice for runs = 100 and a known seed", () => {
    expect(simulateUncertainty(base, u)).toEqual(simulateUncertainty(base, u));
  });

  it("gives the same numbers however the runs are sliced", () => {
    const mc = monteCarlo(base, u);
    while (mc.done < mc.runs) mc.step(7);
    expect(mc.result()).toEqual(simulateUncertainty(base, u));
  });

  it("refuses to report before every run is done", () => {
    const mc = monteCarlo(base, u);
    mc.step(10);
    expect(() => mc.result()).toThrow("10 of 100 runs done");
  });

  it("gives other numbers for another seed", () => {
    expect(simulateUncertainty(base, { ...u, seed: 2 }).savings.p50).not.toBe(simulateUncertainty(base, u).savings.p50);
  });
});
