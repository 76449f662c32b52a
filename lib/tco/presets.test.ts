import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { presets } from "./presets";
import { hybridTierSplit } from "./series";
import type { TcoResult } from "./types";

const result = (slug: string): TcoResult => computeTco(presets.find((p) => p.slug === slug)!.scenario);

function finiteNumbers(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (value === null || typeof value !== "object") return true;
  return Object.values(value).every(finiteNumbers);
}

describe("presets", () => {
  test("five, with unique slugs, a source and a price date", () => {
    expect(presets.map((p) => p.slug)).toEqual([
      "comma-ai-datacenter",
      "h100-server",
      "hybrid-three-tier",
      "cost-per-epoch",
      "idle-workstations",
    ]);
    for (const p of presets) {
      expect(p.source.length).toBeGreaterThan(10);
      expect(p.scenario.pricesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.scenario.description!.length).toBeGreaterThan(100);
    }
  });

  // That each preset passes the schema unchanged is tested in lib/validation/scenario.test.ts.
  test.each(presets.map((p) => [p.slug, p] as const))("%s gives finite results", (_slug, preset) => {
    expect(finiteNumbers(computeTco(preset.scenario))).toBe(true);
  });

  test("comma.ai: on-prem is far cheaper, maintenance is ~$1.75M a year, break-even within months", () => {
    const r = result("comma-ai-datacenter");
    expect(r.recommendation).toBe("on-prem");
    expect(r.totals.onPrem).toBeLessThan(r.totals.cloud / 3);
    expect(r.breakdown.onPrem.maintenance / 3).toBeCloseTo(1_749_810, 0);
    // Yearly opex ~$2.875M, within the article's $2.6–3.2M
    expect((r.totals.onPrem - 5_000_000) / 3).toBeCloseTo(2_874_810, 0);
    // Cloud compute $1,296,000 a month, storage $90K
    expect(r.months[1]!.cloud).toBeCloseTo(1_296_000 * 1.4 + 90_000, 6);
    expect(r.breakEvenMonth).toBeGreaterThan(2);
    expect(r.breakEvenMonth).toBeLessThan(5);
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
    const r = result("cost-per-epoch");
    expect(r.costPerGpuHour!.onPrem).toBeGreaterThan(r.costPerGpuHour!.cloud);
    expect(Math.round(r.costPerUnit!.cloud * 1e4) / 1e4).toBe(0.0106);
    expect(Math.round(r.costPerUnit!.onPrem * 1e4) / 1e4).toBe(0.0096);
  });

  test("idle workstations: no capex, only power, far cheaper than the cloud", () => {
    const preset = presets.find((p) => p.slug === "idle-workstations")!;
    expect(preset.scenario.currency).toBe("EUR");
    const r = result("idle-workstations");
    expect(r.months[0]!.onPrem).toBe(0);
    expect(r.roiPct).toBeNull();
    expect(r.breakEvenMonth).toBe(0);
    // 2 × 630 W × 18 h × 30.42 days × PUE 1.4 × €0.18 a month
    expect(r.breakdown.onPrem.power / 36).toBeCloseTo(2 * 0.63 * 18 * (730 / 24) * 1.4 * 0.18, 6);
    expect(r.totals.onPrem).toBeLessThan(r.totals.cloud * 0.1);
  });
});
