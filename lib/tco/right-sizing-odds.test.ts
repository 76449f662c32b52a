import { describe, expect, test } from "vitest";
import { computeTco } from "./compute";
import { presets } from "./presets";
import { rightSizingOdds } from "./right-sizing-odds";
import type { Scenario, Uncertainty } from "./types";

const hybrid = presets.find((p) => p.slug === "hybrid-three-tier")!.scenario;
const price = hybrid.cloud.pricePerGpuHour;
const ranges = (pct: number): Uncertainty => ({
  runs: 400,
  seed: 7,
  ranges: [
    {
      input: "cloud.pricePerGpuHour",
      low: price * (1 - pct / 100),
      high: price * (1 + pct / 100),
      distribution: "uniform",
    },
  ],
});

describe("the odds that the best split really is cheaper", () => {
  test("a range too narrow to change the answer: every run agrees, and the saving is the curve's", () => {
    const r = computeTco(hybrid).rightSizing!;
    expect(r.current.npv - r.best.npv).toBeGreaterThan(0);
    const odds = rightSizingOdds(hybrid, ranges(0.01), r.best);
    expect(odds.bestCheaperPct).toBe(100);
    expect(odds.saving.p50).toBeCloseTo(r.current.npv - r.best.npv, -3);
    expect(odds.saving.p10).toBeLessThanOrEqual(odds.saving.p50);
    expect(odds.saving.p50).toBeLessThanOrEqual(odds.saving.p90);
  });

  test("today's split against itself: never cheaper, nothing saved", () => {
    const r = computeTco(hybrid).rightSizing!;
    const odds = rightSizingOdds(hybrid, ranges(30), { ...r.best, onPremPct: hybrid.hybrid.onPremPct });
    expect(odds.bestCheaperPct).toBe(0);
    expect(odds.saving).toEqual({ p10: 0, p50: 0, p90: 0, mean: 0 });
  });

  test("the same seed gives the same odds", () => {
    const r = computeTco(hybrid).rightSizing!;
    expect(rightSizingOdds(hybrid, ranges(60), r.best)).toEqual(rightSizingOdds(hybrid, ranges(60), r.best));
  });

  test("a wide range on a price that decides the split leaves some doubt", () => {
    // Renting cheap enough makes owning less the better split in some runs: the odds drop below 100%.
    const s: Scenario = {
      ...hybrid,
      hybrid: { ...hybrid.hybrid, onPremPct: 50, cloudPct: 50 - hybrid.hybrid.edgePct },
    };
    const r = computeTco(s).rightSizing!;
    const u: Uncertainty = {
      runs: 400,
      seed: 3,
      ranges: [{ input: "cloud.pricePerGpuHour", low: price * 0.1, high: price * 3, distribution: "uniform" }],
    };
    const odds = rightSizingOdds(s, u, r.best);
    expect(odds.bestCheaperPct).toBeGreaterThan(0);
    expect(odds.bestCheaperPct).toBeLessThan(100);
    expect(odds.runs).toBe(400);
  });
});
