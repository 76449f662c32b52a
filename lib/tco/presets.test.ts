import { describe, expect, test } from "vitest";
import { profileStats } from "./demand-shape";
import { computeTco } from "./index";
import { ownPaysAboveShare } from "./own-or-rent";
import { presets } from "./presets";
import { hybridTierSplit } from "./series";
import type { Scenario, TcoResult } from "./types";

const result = (slug: string): TcoResult => computeTco(presets.find((p) => p.slug === slug)!.scenario);

function finiteNumbers(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (value === null || typeof value !== "object") return true;
  return Object.values(value).every(finiteNumbers);
}

describe("presets", () => {
  test("seven, with unique slugs, a source and a price date", () => {
    expect(presets.map((p) => p.slug)).toEqual([
      "comma-ai-datacenter",
      "comma-ai-hidden-costs",
      "h100-server",
      "hybrid-three-tier",
      "cost-per-epoch",
      "idle-workstations",
      "hybrid-base-and-peaks",
    ]);
    for (const p of presets) {
      expect(p.source.length).toBeGreaterThan(10);
      expect(p.scenario.pricesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.scenario.description!.length).toBeGreaterThan(100);
    }
  });

  // That each preset passes the schema unchanged is tested in lib/scenarios/schema.test.ts.
  test.each(presets.map((p) => [p.slug, p] as const))("%s gives finite results", (_slug, preset) => {
    expect(finiteNumbers(computeTco(preset.scenario))).toBe(true);
  });

  // The story as readers know it (NERVICO 2026): $35.8M saved over 3 years, ROI 716%, break-even
  // in ~4.4 months, the cloud ~$1.3M a month. The preset must show it within 1%.
  test("comma.ai: the story's headline within 1%: $35.8M saved, ROI 716%, break-even month 4.4", () => {
    const r = result("comma-ai-datacenter");
    expect(r.recommendation).toBe("on-prem");
    expect(Math.abs(r.savings.total / 35_800_000 - 1)).toBeLessThan(0.01);
    expect(Math.abs(r.roiPct! / 716 - 1)).toBeLessThan(0.01);
    expect(Math.abs(r.breakEvenMonth! / 4.41 - 1)).toBeLessThan(0.01);
    expect(r.breakdown.onPrem.maintenance / 3).toBeCloseTo(1_749_810, 0);
    // Yearly opex: $1,749,810 maintenance + $500K power + $175K colocation + $75K network + 2.5 × $200K staff
    expect((r.totals.onPrem - 5_000_000) / 3).toBeCloseTo(2_999_810, 0);
    // Cloud compute 600 × 720 × $3 = $1,296,000 a month, storage 4,000 TB × $22.50 = $90K, no uplift
    expect(r.months[1]!.cloud).toBeCloseTo(1_296_000 + 90_000, 6);
  });

  test("comma.ai with the hidden cloud costs: the same fleet, 40% on cloud compute", () => {
    const story = result("comma-ai-datacenter");
    const r = result("comma-ai-hidden-costs");
    expect(r.totals.onPrem).toBeCloseTo(story.totals.onPrem, 6);
    expect(r.months[1]!.cloud).toBeCloseTo(1_296_000 * 1.4 + 90_000, 6);
    // 36 months × $518,400 of uplift
    expect(r.totals.cloud - story.totals.cloud).toBeCloseTo(18_662_400, 4);
    expect(r.breakEvenMonth).toBeLessThan(story.breakEvenMonth!);
  });

  test("8×H100: breaks even after ~8,556 hours (11.9 months of 720 hours)", () => {
    const r = result("h100-server");
    expect(r.breakEvenMonth! * 720).toBeCloseTo(8556, 0);
    expect(r.breakEvenMonth).toBeCloseTo(11.88, 2);
  });

  test("hybrid three-tier: a 200-GPU core carrying $2M of capex and $1.2M a year, burst ~$150K a month", () => {
    const preset = presets.find((p) => p.slug === "hybrid-three-tier")!;
    const split = hybridTierSplit(preset.scenario);
    expect(split.coreGpus).toBe(200);
    const r = result("hybrid-three-tier");
    expect(r.months[0]!.hybrid).toBeCloseTo(2_000_000, 6);
    expect(r.breakdown.hybrid.cloud / 36).toBeCloseTo(153_300, 6);
    expect(r.totals.hybrid).toBeLessThan(r.totals.cloud);
    // ~$9.2M a year of pure cloud with these inputs
    expect(r.totals.cloud / 3).toBeCloseTo(9_198_000, 0);
  });

  test("cost per epoch: the dearer hour is the cheaper epoch", () => {
    const preset = presets.find((p) => p.slug === "cost-per-epoch")!.scenario;
    const r = result("cost-per-epoch");
    expect(preset.onPrem.opex.variableCostPerGpuHour).toBeGreaterThan(preset.cloud.pricePerGpuHour);
    // Work, not hours: the cheaper epoch is the cheaper total, and the tiles say so.
    expect(r.totals.onPrem).toBeLessThan(r.totals.cloud);
    expect(r.recommendation).toBe("on-prem");
    expect(Math.round(r.costPerUnit!.cloud * 1e4) / 1e4).toBe(0.0106);
    expect(Math.round(r.costPerUnit!.onPrem * 1e4) / 1e4).toBe(0.0096);
  });

  test("idle workstations: the study's ~49% saving with 3-year amortization; the sunk-cost view 93.6%", () => {
    const preset = presets.find((p) => p.slug === "idle-workstations")!;
    expect(preset.scenario.currency).toBe("EUR");
    const r = result("idle-workstations");
    // 2 × 630 W × 18 h × 30.42 days × PUE 1.4 × €0.18 a month
    expect(r.breakdown.onPrem.power / 36).toBeCloseTo(2 * 0.63 * 18 * (730 / 24) * 1.4 * 0.18, 6);
    // Cloud 2 × 18 h × 30.42 days × €2.50 × 36 = €98,550; on-prem €44,000 + €6,258.32 of power: 49.0% less
    expect(r.totals.cloud).toBeCloseTo(98_550, 6);
    expect(r.totals.onPrem).toBeCloseTo(44_000 + 6_258.3192, 4);
    expect(r.savings.pct!.toFixed(1)).toBe("49.0");
    expect(preset.scenario.onPrem.lifetimeYears).toBe(3);
    // Sunk cost: capex 0, running costs only
    const sunk = computeTco({
      ...preset.scenario,
      onPrem: { ...preset.scenario.onPrem, capex: { compute: 0, storage: 0, network: 0, facility: 0 } },
    });
    expect(sunk.savings.pct!.toFixed(1)).toBe("93.6");
    expect(sunk.breakEvenMonth).toBe(0);
    expect(preset.scenario.description).toContain("93.6%");
    expect(preset.scenario.description).toContain("~49%");
  });

  // Issue 35: a profile from a public story whose right-sizing lands inside the curve, not at an end.
  describe("own the base, rent the peaks: the hybrid story with a week of demand", () => {
    const preset = presets.find((p) => p.slug === "hybrid-base-and-peaks")!;
    const s = preset.scenario;
    const r = result("hybrid-base-and-peaks");

    test("its only change from the hybrid three-tier preset is the week of demand", () => {
      const story = presets.find((p) => p.slug === "hybrid-three-tier")!.scenario;
      const without = (x: Scenario) => ({ ...x, workload: null, name: null, description: null });
      expect(without(s)).toEqual(without(story));
      expect(s.workload.gpus).toBe(story.workload.gpus);
      expect(s.name).not.toBe(story.name);
      expect(s.description).toContain("Assumed");
    });

    test("the week: 300 GPUs at the peak, 140 busy all week, 172 on average, 13.76 busy hours a day", () => {
      const stats = profileStats(s.workload.profile!, s.workload.gpus);
      expect(stats.hours).toBeCloseTo(168, 9);
      expect(stats.peak).toBe(300);
      expect(stats.average).toBeCloseTo(172, 9);
      expect(stats.busyHoursPerDay).toBeCloseTo(13.76, 9);
      expect(s.workload.gpuHoursPerDay).toBe(13.76);
    });

    test("the best core lands strictly inside the curve: 77% (133 GPUs), below both ends", () => {
      const { curve, best, current } = r.rightSizing!;
      const first = curve[0]!;
      const last = curve.at(-1)!;
      expect(last.onPremPct).toBe(100 - s.hybrid.edgePct);
      expect(best.onPremPct).toBeGreaterThan(first.onPremPct);
      expect(best.onPremPct).toBeLessThan(last.onPremPct);
      expect(best.coreGpus).toBeGreaterThan(0);
      expect(best.coreGpus).toBeLessThan(last.coreGpus);
      expect(best.npv).toBeLessThan(first.npv);
      expect(best.npv).toBeLessThan(last.npv);
      expect(best).toMatchObject({ onPremPct: 77, coreGpus: 133 });
      // The article's 75% core is two points short of it.
      expect(current).toMatchObject({ onPremPct: 75, coreGpus: 129 });
      expect(current.npv).toBeGreaterThan(best.npv);
    });

    test("the best core is the GPUs busy all week: they pay (above 27% busy), the next only 20% busy do not", () => {
      const pays = ownPaysAboveShare(s)!;
      expect(pays).toBeCloseTo(0.2685, 4);
      // With the edge's 5% of every hour, 0.95 × 140 = 133 GPUs are busy all week, 0.95 × 300 = 285 at the peak.
      expect(0.95 * 140).toBeCloseTo(r.rightSizing!.best.coreGpus, 9);
      expect(33.6 / 168).toBeLessThan(pays);
    });

    test("the article's tiers come out of the week: the 133-GPU core serves 77% of the compute, the burst 18%", () => {
      const profile = s.workload.profile!;
      const demand = profile.reduce((sum, l) => sum + l.gpus * l.hoursPerWeek, 0);
      const core = profile.reduce((sum, l) => sum + Math.min(0.95 * l.gpus, 133) * l.hoursPerWeek, 0);
      expect(Math.round((core / demand) * 100)).toBe(77);
      expect(Math.round((0.95 - core / demand) * 100)).toBe(18);
    });

    test("its figures: the hybrid recommended; pure cloud $6.3M a year; owning all 300 $8.4M over 3 years", () => {
      expect(r.recommendation).toBe("hybrid");
      expect(r.totals.cloud / 3).toBeCloseTo(6_328_224, 6);
      expect(r.totals.onPrem).toBeCloseTo(8_400_000, 6);
      expect(r.totals.hybrid).toBeCloseTo(8_086_958.4, 4);
      expect(s.description).toContain("$6.3M a year");
    });
  });
});
