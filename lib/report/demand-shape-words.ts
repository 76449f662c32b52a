import { formatNumber, formatPct } from "@/lib/format";
import { ceilIgnoringNoise } from "@/lib/tco/ceil-ignoring-noise";
import { busyShare, profileStats, type DemandLevel } from "@/lib/tco/demand-shape";
import type { Scenario, TcoResult } from "@/lib/tco/types";

// A share this close to the whole week reads as "all week" (a float sum of hours may miss 168 by a hair).
const ALL_WEEK = 0.9995;

const pct = (share: number, locale: string) => formatPct(share * 100, locale, 0);
const gpusText = (n: number, locale?: string) => `${formatNumber(n, locale, 0)} GPU${n === 1 ? "" : "s"}`;

/**
 * The load-duration chart's sentence: how busy the owned GPUs and the rest are, the busy share
 * above which owning pays, and what the best core is. `bestCore` is right-sizing's best core
 * (whole GPUs); `paysAbove` the share from `ownPaysAboveShare` (null: not stated).
 *
 * @example
 * // worked check 5
 * loadDurationSentence(week, 0, 40, 0.3805, "en-US");
 * // "The first 40 GPUs are busy all week; GPUs 41–100 only 20% of it.
 * //  Owning a GPU pays above 38% busy: own 40, rent the peaks."
 */
export function loadDurationSentence(
  levels: readonly DemandLevel[],
  edgePct: number,
  bestCore: number,
  paysAbove: number | null,
  locale: string,
): string {
  const scale = 1 - edgePct / 100;
  const peak = ceilIgnoringNoise(scale * Math.max(0, ...levels.map((l) => l.gpus)));
  if (peak === 0) return "No GPU is busy in this profile.";
  const k = Math.min(bestCore, peak);
  const parts: string[] = [];
  if (k >= 1) {
    const first = busyShare(levels, k, scale);
    const busy = first >= ALL_WEEK ? "all week" : `at least ${pct(first, locale)} of the week`;
    parts.push(
      k === 1 ? `The first GPU is busy ${busy}` : `The first ${formatNumber(k, locale, 0)} GPUs are busy ${busy}`,
    );
  }
  if (k < peak) {
    const next = busyShare(levels, k + 1, scale);
    const last = busyShare(levels, peak, scale);
    const which =
      k + 1 === peak
        ? `GPU ${formatNumber(peak, locale, 0)}`
        : `GPUs ${formatNumber(k + 1, locale, 0)}–${formatNumber(peak, locale, 0)}`;
    const how = next - last > 0.0005 ? `at most ${pct(next, locale)}` : `only ${pct(next, locale)}`;
    parts.push(
      k >= 1
        ? `${which} ${how} of it`
        : `The busiest GPU is busy ${pct(busyShare(levels, 1, scale), locale)} of the week`,
    );
  }
  const shape = `${parts.join("; ")}.`;
  const edge = edgePct > 0 ? ` The edge serves ${formatPct(edgePct, locale)} of every hour.` : "";
  const decision =
    k <= 0
      ? "rent them all"
      : k >= peak
        ? `own all ${formatNumber(k, locale, 0)}`
        : `own ${formatNumber(k, locale, 0)}, rent the peaks`;
  const pays =
    paysAbove === null
      ? ` Best: ${decision}.`
      : paysAbove >= 1
        ? ` Owning a GPU doesn't pay even when it is busy all week: ${decision}.`
        : ` Owning a GPU pays above ${pct(paysAbove, locale)} busy: ${decision}.`;
  return `${shape}${pays}${edge}`;
}

/**
 * Why "owning a GPU pays above X% busy" is not the crossing of the chart of total cost against
 * utilization, said beside it: one weighs a single GPU in NPV, the other the whole fleet busy alike
 * in undiscounted totals with migration. Empty when the sentence states no share.
 *
 * @example
 * paysAboveBasis(0.27); // "That share weighs one GPU at a time, in NPV; the chart of total cost against utilization …"
 */
export function paysAboveBasis(paysAbove: number | null): string {
  if (paysAbove === null || paysAbove >= 1) return "";
  return (
    "That share weighs one GPU at a time, in NPV; the chart of total cost against utilization counts " +
    "the whole fleet busy the same hours every day, migration included, in undiscounted totals, so its crossing differs."
  );
}

/**
 * The profile in a line, for the KPI band, compare and the reports.
 *
 * @example
 * profileSummary({ peak: 100, average: 52 }, 2, "en-US"); // "2 levels, peak 100 GPUs, average 52 busy"
 */
export function profileSummary(stats: { peak: number; average: number }, levels: number, locale?: string): string {
  return (
    `${levels} level${levels === 1 ? "" : "s"}, peak ${gpusText(stats.peak, locale)}, average ` +
    `${formatNumber(stats.average, locale, 1)} busy`
  );
}

/**
 * The KPI band's line for a scenario with a demand profile: its shape in a line and the core right-sizing finds best.
 *
 * @example
 * demandBasis(week, check5, result, "en-US"); // "Demand over the week: 2 levels, peak 100 GPUs, average 52 busy; best core 40 GPUs."
 */
export function demandBasis(
  levels: readonly DemandLevel[],
  scenario: Scenario,
  result: TcoResult,
  locale: string,
): string {
  const summary = profileSummary(profileStats(levels, scenario.workload.gpus), levels.length, locale);
  const best = result.rightSizing ? `; best core ${gpusText(result.rightSizing.best.coreGpus, locale)}` : "";
  return `Demand over the week: ${summary}${best}.`;
}
