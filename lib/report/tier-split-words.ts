import { formatPct } from "@/lib/format";
import type { HybridTier } from "@/lib/tco/series";
import type { Hybrid } from "@/lib/tco/types";
import { countOf } from "./words";

const TIER_WORDS: Record<HybridTier["tier"], string> = {
  onPrem: "on-prem core",
  cloud: "cloud burst",
  edge: "edge",
};

/**
 * The hybrid tier split's caption: the shares of busy GPU-hours each tier actually serves, as its
 * table shows them. Where they differ from the split typed (the core is whole GPUs sized on year 1,
 * and with a demand curve serves all it can), it says what was asked for, so the two never read as
 * a contradiction.
 *
 * @example
 * tierSplitCaption([{ tier: "onPrem", gpuHours: 778, … }, { tier: "cloud", gpuHours: 172, … },
 *   { tier: "edge", gpuHours: 50, … }], 7, { onPremPct: 75, cloudPct: 20, edgePct: 5, … }, "en-US");
 * // "77.8% on-prem core (7 GPUs), 17.2% cloud burst, 5% edge, by busy GPU-hours served; the split
 * //  asks for 75% / 20% / 5%: a core of whole GPUs, sized on year 1, serves what it can and the burst the rest."
 */
export function tierSplitCaption(
  tiers: readonly HybridTier[],
  coreGpus: number,
  split: Hybrid,
  locale: string,
): string {
  const total = tiers.reduce((sum, t) => sum + t.gpuHours, 0);
  const share = (t: HybridTier) => (total > 0 ? (t.gpuHours / total) * 100 : 0);
  const parts = tiers.map(
    (t) =>
      `${formatPct(share(t), locale)} ${TIER_WORDS[t.tier]}${t.tier === "onPrem" ? ` (${countOf(coreGpus, "GPU")})` : ""}`,
  );
  const asked = { onPrem: split.onPremPct, cloud: split.cloudPct, edge: split.edgePct };
  const same = tiers.every((t) => formatPct(share(t), locale) === formatPct(asked[t.tier], locale));
  const served = `${parts.join(", ")}, by busy GPU-hours served`;
  if (same || total === 0) return `${served}.`;
  const typed = [asked.onPrem, asked.cloud, asked.edge].map((v) => formatPct(v, locale)).join(" / ");
  return `${served}; the split asks for ${typed}: a core of whole GPUs, sized on year 1, serves what it can and the burst the rest.`;
}
