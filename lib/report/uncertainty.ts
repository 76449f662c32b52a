import { fieldMeta, fieldLabel } from "@/lib/input/fields";
import type { Formatter } from "@/lib/format/formatter";
import { formatFieldValue } from "@/lib/report/value-words";
import { capitalized, optionActor, optionInSentence, savingSubject, UNDISCOUNTED } from "@/lib/report/words";
import type { OptionLabels, Scenario, UncertaintyResult } from "@/lib/tco/types";
import { uncertainValue } from "@/lib/tco/uncertainty/inputs";

/**
 * One line of the Monte Carlo table every report prints (the page, the share page, the PDF, the
 * XLSX and the CLI), so that each says the same figures in the same words.
 *
 * @example
 * const row: UncertaintyRow = { label: "Savings over the horizon", p10: "$28.1M", p50: "$35.6M", p90: "$43.0M", mean: "$35.7M" };
 */
export interface UncertaintyRow {
  label: string;
  p10: string;
  p50: string;
  p90: string;
  mean: string;
}

/**
 * The percentile table: savings, NPV savings and the break-even month (a percentile that lands on
 * a run that never breaks even reads "never"; break-even has no mean).
 *
 * @example
 * uncertaintyRows(u, f)[2]; // { label: "Break-even month", p10: "month 3.9", p50: "month 4.4", p90: "never", mean: "" }
 */
export function uncertaintyRows(u: UncertaintyResult, f: Formatter): UncertaintyRow[] {
  const month = (v: number | null) => (v === null ? "never" : f.month(v));
  return [
    {
      label: "Savings over the horizon",
      p10: f.moneyCompact(u.savings.p10),
      p50: f.moneyCompact(u.savings.p50),
      p90: f.moneyCompact(u.savings.p90),
      mean: f.moneyCompact(u.savings.mean),
    },
    {
      label: "NPV savings",
      p10: f.moneyCompact(u.savingsNpv.p10),
      p50: f.moneyCompact(u.savingsNpv.p50),
      p90: f.moneyCompact(u.savingsNpv.p90),
      mean: f.moneyCompact(u.savingsNpv.mean),
    },
    {
      label: "Break-even month",
      p10: month(u.breakEvenMonth.p10),
      p50: month(u.breakEvenMonth.p50),
      p90: month(u.breakEvenMonth.p90),
      mean: "",
    },
  ];
}

/**
 * The answer a CFO asks for, in one sentence: the share of runs in which owning (or the
 * scenario's named on-prem option) has the lower NPV, and how many runs never break even.
 *
 * @example
 * oddsSentence(u, f); // "Owning is cheaper in 97.3% of runs (NPV); 1.2% of runs never break even."
 * oddsSentence(u, f, { cloud: "Standard host", onPrem: "Enhanced host" }); // "Enhanced host is cheaper than Standard host in 97.3% of runs (NPV); …"
 */
export function oddsSentence(u: UncertaintyResult, f: Formatter, labels?: OptionLabels): string {
  const never = u.breakEvenMonth.neverPct;
  const tail =
    never === 0 ? "every run breaks even within the horizon." : `${f.percent(never)} of runs never break even.`;
  const named = savingSubject(labels) !== savingSubject();
  const subject = named
    ? `${capitalized(optionActor("onPrem", labels))} is cheaper than ${optionActor("cloud", labels)}`
    : "Owning is cheaper";
  return `${subject} in ${f.percent(u.onPremCheaperPct)} of runs (NPV); ${tail}`;
}

/**
 * How often each option has the lowest NPV across the runs, by the scenario's names for them.
 *
 * @example
 * winsSentence(u, f); // "Lowest NPV: on-prem in 97.3% of runs, cloud in 2.7%, hybrid in 0%."
 */
export function winsSentence(u: UncertaintyResult, f: Formatter, labels?: OptionLabels): string {
  const wins = u.recommendationPct;
  const name = (option: "cloud" | "onPrem" | "hybrid") => optionInSentence(option, labels);
  return (
    `Lowest NPV: ${name("onPrem")} in ${f.percent(wins.onPrem)} of runs, ${name("cloud")} in ` +
    `${f.percent(wins.cloud)}, ${name("hybrid")} in ${f.percent(wins.hybrid)}.`
  );
}

/** @example fanTitle() // "Cumulative savings of owning across the runs (undiscounted)" */
export const fanTitle = (labels?: OptionLabels) =>
  `Cumulative savings of ${savingSubject(labels)} across the runs (${UNDISCOUNTED})`;

/**
 * How to reproduce the figures: the number of runs, the seed and the method.
 *
 * @example
 * reproduceSentence(u, f); // "10,000 runs, seed 1 (mulberry32; nearest-rank percentiles)."
 */
export function reproduceSentence(u: UncertaintyResult, f: Formatter): string {
  // The seed is printed ungrouped so that it can be copied back into the scenario.
  return `${f.number(u.runs, 0)} runs, seed ${u.seed} (mulberry32; nearest-rank percentiles).`;
}

/**
 * The ranges as entered: input, low, most likely (the scenario's value), high and distribution.
 *
 * @example
 * rangeRows(s, f)[0]; // { input: "List price per GPU-hour", low: "$2.25/h", likely: "$3.00/h", high: "$3.75/h", distribution: "triangular" }
 */
export function rangeRows(
  s: Scenario,
  f: Formatter,
): { input: string; low: string; likely: string; high: string; distribution: string }[] {
  return (s.uncertainty?.ranges ?? []).map((r) => {
    const unit = r.input === "onPrem.capex" ? "money" : (fieldMeta(r.input)?.unit ?? "count");
    const value = (v: number) => formatFieldValue(v, unit, f);
    return {
      input: fieldLabel(r.input),
      low: value(r.low),
      likely: value(uncertainValue(s, r.input)),
      high: value(r.high),
      distribution: r.distribution,
    };
  });
}
