import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco/compute";
import { presets } from "@/lib/tco/presets";
import type { RightSizing, Scenario } from "@/lib/tco/types";
import { bestShares, isBestSplit, rightSizingOddsSentence, rightSizingSentence } from "./right-sizing-words";

const point = (onPremPct: number, coreGpus: number, npv: number) => ({ onPremPct, coreGpus, npv });
const sizing = (
  best: ReturnType<typeof point>,
  current: ReturnType<typeof point>,
  objective: RightSizing["objective"] = "npv",
): RightSizing => ({ objective, curve: [best, current], best, current });
const hybrid = presets.find((p) => p.slug === "hybrid-three-tier")!.scenario;
const s: Scenario = { ...hybrid, currency: "USD", workload: { ...hybrid.workload, gpus: 300 } };

describe("the right-sizing sentence", () => {
  test.each([
    [
      "the brief's example",
      sizing(point(60, 180, 21.4e6), point(75, 225, 22.6e6)),
      "Own 180 GPUs and rent the rest: NPV $21.4M, $1.2M below today's split.",
    ],
    [
      "after tax, it says so",
      sizing(point(60, 180, 21.4e6), point(75, 225, 22.6e6), "afterTaxNpv"),
      "Own 180 GPUs and rent the rest: after-tax NPV $21.4M, $1.2M below today's split.",
    ],
    [
      "renting everything",
      sizing(point(0, 0, 9e6), point(75, 225, 12e6)),
      "Rent all of it: NPV $9M, $3M below today's split.",
    ],
    [
      "owning everything",
      sizing(point(95, 300, 9e6), point(75, 225, 12e6)),
      "Own all 300 GPUs: NPV $9M, $3M below today's split.",
    ],
    [
      "today is the best",
      sizing(point(75, 225, 22.6e6), point(75, 225, 22.6e6)),
      "Today's split is the cheapest: own 225 GPUs and rent the rest, NPV $22.6M.",
    ],
    // A fractional share (75.4%) a whole share can't beat by half a dollar: today's split stands.
    [
      "today within half a unit of the best",
      sizing(point(75, 225, 22.6e6), point(75.4, 227, 22.6e6 + 0.4)),
      "Today's split is the cheapest: own 227 GPUs and rent the rest, NPV $22.6M.",
    ],
    [
      "one GPU",
      sizing(point(1, 1, 5e6), point(50, 150, 6e6)),
      "Own 1 GPU and rent the rest: NPV $5M, $1M below today's split.",
    ],
  ])("%s", (_, r, expected) => expect(rightSizingSentence(s, r, "en-US")).toBe(expected));

  // Two cloud hosts own nothing: "Rent all of it" read wrong for the cost-per-epoch preset.
  const hosts: Scenario = { ...s, labels: { cloud: "Standard host", onPrem: "Enhanced host" } };
  test.each([
    [
      sizing(point(0, 0, 9e6), point(75, 225, 12e6)),
      "Put all of it on Standard host: NPV $9M, $3M below today's split.",
    ],
    [
      sizing(point(95, 300, 9e6), point(75, 225, 12e6)),
      "Put all 300 GPUs on Enhanced host: NPV $9M, $3M below today's split.",
    ],
    [
      sizing(point(60, 180, 21.4e6), point(75, 225, 22.6e6)),
      "Put 180 GPUs on Enhanced host and the rest on Standard host: NPV $21.4M, $1.2M below today's split.",
    ],
  ])("with named options: %#", (r, expected) => expect(rightSizingSentence(hosts, r, "en-US")).toBe(expected));
});

describe("applying the best split", () => {
  test("keeps the edge share and gives the rest to the cloud burst", () => {
    expect(
      bestShares(
        { ...s.hybrid, onPremPct: 75, cloudPct: 20, edgePct: 5 },
        sizing(point(60, 180, 1), point(75, 225, 2)),
      ),
    ).toEqual({ onPremPct: 60, cloudPct: 35, edgePct: 5 });
  });

  test("on a preset, the applied split is the best point and today's split becomes it", () => {
    const r = computeTco(hybrid).rightSizing!;
    const applied: Scenario = { ...hybrid, hybrid: { ...hybrid.hybrid, ...bestShares(hybrid.hybrid, r) } };
    const again = computeTco(applied).rightSizing!;
    expect(again.current).toEqual(r.best);
    expect(isBestSplit(again)).toBe(true);
    expect(applied.hybrid.onPremPct + applied.hybrid.cloudPct + applied.hybrid.edgePct).toBeCloseTo(100, 9);
  });
});

describe("the odds sentence", () => {
  test.each([
    [
      "before tax",
      "npv" as const,
      { runs: 2000, seed: 1, bestCheaperPct: 87.4, saving: { p10: 0.4e6, p50: 1.2e6, p90: 2.1e6, mean: 1.2e6 } },
      "In 87.4% of 2,000 runs the best split (180 GPUs owned) has a lower NPV than today's; it saves $400K to $2.1M " +
        "(10th to 90th percentile), $1.2M at the median.",
    ],
    [
      "after tax, with runs where it costs more",
      "afterTaxNpv" as const,
      { runs: 500, seed: 1, bestCheaperPct: 60, saving: { p10: -0.3e6, p50: 0.2e6, p90: 1e6, mean: 0.3e6 } },
      "In 60% of 500 runs the best split (180 GPUs owned) has a lower after-tax NPV than today's; it saves -$300K to " +
        "$1M (10th to 90th percentile), $200K at the median.",
    ],
  ])("%s", (_, objective, odds, expected) =>
    expect(
      rightSizingOddsSentence(s, sizing(point(60, 180, 21.4e6), point(75, 225, 22.6e6), objective), odds, "en-US"),
    ).toBe(expected),
  );
});
