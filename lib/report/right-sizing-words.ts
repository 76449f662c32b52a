import { formatMoneyCompact, formatNumber, formatPct } from "@/lib/format";
import type { RightSizingOdds } from "@/lib/tco/right-sizing-odds";
import type { Hybrid, RightSizing, Scenario } from "@/lib/tco/types";
import { optionInSentence } from "./words";

// Below half a currency unit the best point and today's cost the same: nothing to gain by moving.
const SAME = 0.5;

/**
 * Whether today's split already is the cheapest point of the curve (or costs the same).
 *
 * @example
 * isBestSplit({ …, best: { onPremPct: 60, npv: 21.4e6 }, current: { onPremPct: 75, npv: 22.6e6 } }); // false
 */
export function isBestSplit(r: RightSizing): boolean {
  return r.current.npv - r.best.npv < SAME;
}

/**
 * The right-sizing result in one sentence: how many GPUs to own, the NPV of that split and how far
 * below today's split it lies. "NPV" is the present value of the hybrid option's costs, after tax
 * when the scenario has tax.
 *
 * @example
 * rightSizingSentence(s, r, "en-US"); // "Own 180 GPUs and rent the rest: NPV $21.4M, $1.2M below today's split."
 * // today's split is the best: "Today's split is the cheapest: own 225 GPUs and rent the rest, NPV $22.6M."
 * // options named "Standard host" and "Enhanced host": "Put all 8 GPUs on Enhanced host: NPV $1.1M, …"
 */
export function rightSizingSentence(s: Scenario, r: RightSizing, locale?: string): string {
  const money = (v: number) => formatMoneyCompact(v, s.currency, locale);
  const npv = r.objective === "afterTaxNpv" ? "after-tax NPV" : "NPV";
  const own = s.labels?.onPrem?.trim() || s.labels?.cloud?.trim() ? named(s, locale) : owned(s, locale);
  if (isBestSplit(r))
    return `Today's split is the cheapest: ${own(r.current.coreGpus)}, ${npv} ${money(r.current.npv)}.`;
  const action = own(r.best.coreGpus);
  return (
    `${action.charAt(0).toUpperCase()}${action.slice(1)}: ${npv} ${money(r.best.npv)}, ` +
    `${money(r.current.npv - r.best.npv)} below today's split.`
  );
}

const gpuCount = (gpus: number, locale?: string) => `${formatNumber(gpus, locale, 0)} GPU${gpus === 1 ? "" : "s"}`;

function owned(s: Scenario, locale?: string): (gpus: number) => string {
  return (gpus) =>
    gpus === 0
      ? "rent all of it"
      : gpus >= s.workload.gpus
        ? `own all ${gpuCount(gpus, locale)}`
        : `own ${gpuCount(gpus, locale)} and rent the rest`;
}

// A scenario that names its options (two cloud hosts, say) owns and rents nothing: the split is
// said in its own names.
function named(s: Scenario, locale?: string): (gpus: number) => string {
  const core = optionInSentence("onPrem", s.labels);
  const rest = optionInSentence("cloud", s.labels);
  return (gpus) =>
    gpus === 0
      ? `put all of it on ${rest}`
      : gpus >= s.workload.gpus
        ? `put all ${gpuCount(gpus, locale)} on ${core}`
        : `put ${gpuCount(gpus, locale)} on ${core} and the rest on ${rest}`;
}

/**
 * The hybrid shares that apply the best point: its on-prem share, the cloud burst taking the rest
 * beside the unchanged edge share.
 *
 * @example
 * bestShares({ onPremPct: 75, cloudPct: 20, edgePct: 5, … }, r); // { onPremPct: 60, cloudPct: 35, edgePct: 5 } when best is 60
 */
export function bestShares(hybrid: Hybrid, r: RightSizing): Pick<Hybrid, "onPremPct" | "cloudPct" | "edgePct"> {
  return { onPremPct: r.best.onPremPct, cloudPct: 100 - hybrid.edgePct - r.best.onPremPct, edgePct: hybrid.edgePct };
}

/**
 * The Monte Carlo's verdict on the best split, in one sentence.
 *
 * @example
 * rightSizingOddsSentence(s, r, odds, "en-US");
 * // "In 87.4% of 2,000 runs the best split (180 GPUs owned) costs less than today's; it saves $0.4M to $2.1M (10th to 90th percentile), $1.2M at the median."
 */
export function rightSizingOddsSentence(s: Scenario, r: RightSizing, odds: RightSizingOdds, locale?: string): string {
  const money = (v: number) => formatMoneyCompact(v, s.currency, locale);
  const measure = r.objective === "afterTaxNpv" ? "after-tax NPV" : "NPV";
  return (
    `In ${formatPct(odds.bestCheaperPct, locale)} of ${formatNumber(odds.runs, locale, 0)} runs the best split ` +
    `(${formatNumber(r.best.coreGpus, locale, 0)} GPUs owned) has a lower ${measure} than today's; it saves ` +
    `${money(odds.saving.p10)} to ${money(odds.saving.p90)} (10th to 90th percentile), ${money(odds.saving.p50)} ` +
    `at the median.`
  );
}
