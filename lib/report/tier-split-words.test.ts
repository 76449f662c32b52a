import { describe, expect, test } from "vitest";
import { presets } from "@/lib/tco/presets";
import { hybridTierSplit } from "@/lib/tco/series";
import type { HybridTier } from "@/lib/tco/series";
import type { Hybrid } from "@/lib/tco/types";
import { tierSplitCaption } from "./tier-split-words";

const split: Hybrid = { onPremPct: 75, cloudPct: 20, edgePct: 5, coreHoursPerDay: 22.5, edgeCostPerGpuHour: 3 };
const tiers = (core: number, burst: number, edge: number): HybridTier[] => [
  { tier: "onPrem", gpuHours: core, cost: 0 },
  { tier: "cloud", gpuHours: burst, cost: 0 },
  { tier: "edge", gpuHours: edge, cost: 0 },
];

describe("the hybrid tier split's caption", () => {
  test.each([
    [
      "served as asked: the shares alone",
      tiers(750, 200, 50),
      200,
      "75% on-prem core (200 GPUs), 20% cloud burst, 5% edge, by busy GPU-hours served.",
    ],
    [
      "a whole-GPU core serving more than asked (the bill's 7 GPUs): what it serves, then what was asked",
      tiers(778, 172, 50),
      7,
      "77.8% on-prem core (7 GPUs), 17.2% cloud burst, 5% edge, by busy GPU-hours served; the split asks for 75% / " +
        "20% / 5%: a core of whole GPUs, sized on year 1, serves what it can and the burst the rest.",
    ],
    [
      "one GPU is one GPU",
      tiers(750, 200, 50),
      1,
      "75% on-prem core (1 GPU), 20% cloud burst, 5% edge, by busy GPU-hours served.",
    ],
  ])("%s", (_, t, core, expected) => expect(tierSplitCaption(t, core, split, "en-US")).toBe(expected));

  test("every preset's caption states the shares its own table shows", () => {
    for (const { scenario } of presets) {
      const { tiers: served, coreGpus } = hybridTierSplit(scenario);
      const total = served.reduce((sum, t) => sum + t.gpuHours, 0);
      const caption = tierSplitCaption(served, coreGpus, scenario.hybrid, "en-US");
      for (const t of served) {
        const pct = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format((t.gpuHours / total) * 100);
        expect(caption, scenario.name).toContain(`${pct}%`);
      }
    }
  });
});
