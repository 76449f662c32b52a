import { formatMonth } from "@/lib/format";
import { OPTION_LABELS, type OptionKey } from "@/lib/report/palette";
import type { OptionLabels, OptionValues, Recommendation } from "@/lib/tco/types";

/**
 * The words every report says the same way: the KPI bar, the scenario list, the compare page, the
 * PDF, the CSV and the chart captions all take them from here, so a reader never meets "at once"
 * on one page and "immediately" on the next.
 */

/**
 * The palette key of a recommendation.
 *
 * @example
 * optionKey("on-prem"); // "onPrem"
 */
export function optionKey(recommendation: Recommendation): OptionKey {
  return recommendation === "on-prem" ? "onPrem" : recommendation;
}

/** The scenario's own name of an option (`labels`), trimmed, if it gives one. */
const ownName = (option: Recommendation | OptionKey, labels?: OptionLabels) =>
  labels?.[option === "on-prem" ? "onPrem" : option]?.trim() || undefined;

/**
 * The name of an option or a recommendation, as the legends name it: the scenario's own name
 * (`labels`) where it gives one.
 *
 * @example
 * optionName("on-prem"); // "On-prem"
 * optionName("hybrid");  // "Hybrid"
 * optionName("cloud", { cloud: "Standard host" }); // "Standard host"
 */
export function optionName(option: Recommendation | OptionKey, labels?: OptionLabels): string {
  return ownName(option, labels) ?? OPTION_LABELS[option === "on-prem" ? "onPrem" : option];
}

/**
 * Every option's name, for legends, column heads and cards.
 *
 * @example
 * optionNames({ onPrem: "Enhanced host" }); // { cloud: "Cloud", onPrem: "Enhanced host", hybrid: "Hybrid" }
 */
export function optionNames(labels?: OptionLabels): Record<OptionKey, string> {
  return {
    cloud: optionName("cloud", labels),
    onPrem: optionName("onPrem", labels),
    hybrid: optionName("hybrid", labels),
  };
}

/**
 * An option's name inside a sentence: as a legend names it, lower-cased ("on-prem costs least"),
 * or the scenario's own name as written.
 *
 * @example
 * optionInSentence("onPrem"); // "on-prem"
 * optionInSentence("onPrem", { onPrem: "Enhanced host" }); // "Enhanced host"
 */
export function optionInSentence(option: Recommendation | OptionKey, labels?: OptionLabels): string {
  return ownName(option, labels) ?? optionName(option).toLowerCase();
}

/**
 * The measure of every total, saving and cost per unit a sentence states: the months summed, not
 * discounted. "Cheapest" without it means the recommendation's measure, the lowest NPV; every
 * sentence names which one it speaks in, so no two can seem to disagree.
 */
export const UNDISCOUNTED = "undiscounted";

/**
 * An option as the subject of a sentence about owning and renting, or by the scenario's own name
 * for it (`labels`: two cloud hosts are not owning and renting).
 *
 * @example
 * optionActor("cloud");  // "renting"
 * optionActor("hybrid"); // "the hybrid"
 * optionActor("cloud", { cloud: "Standard host" }); // "Standard host"
 */
export function optionActor(option: Recommendation | OptionKey, labels?: OptionLabels): string {
  return ownName(option, labels) ?? (option === "cloud" ? "renting" : option === "hybrid" ? "the hybrid" : "owning");
}

/**
 * What a saving is of, in a title or a table's row: owning (against renting), or, where the
 * scenario names its options, the one against the other.
 *
 * @example
 * savingSubject(); // "owning"
 * savingSubject({ cloud: "Standard host", onPrem: "Enhanced host" }); // "Enhanced host against Standard host"
 */
export function savingSubject(labels?: OptionLabels): string {
  return ownName("onPrem", labels) || ownName("cloud", labels)
    ? `${optionActor("onPrem", labels)} against ${optionActor("cloud", labels)}`
    : "owning";
}

/**
 * The savings chart's tooltip: which option is ahead of which at that month, and by what measure.
 *
 * @example
 * aheadWords(1200); // "Owning ahead of renting (undiscounted)"
 * aheadWords(-5, { cloud: "Standard host", onPrem: "Enhanced host" }); // "Enhanced host behind Standard host (undiscounted)"
 */
export function aheadWords(savings: number, labels?: OptionLabels): string {
  return (
    `${capitalized(optionActor("onPrem", labels))} ${savings >= 0 ? "ahead of" : "behind"} ` +
    `${optionActor("cloud", labels)} (${UNDISCOUNTED})`
  );
}

/** What a utilization break-even at zero hours says: no threshold, one side wins at any use. */
export const CHEAPER_AT_EVERY_USE = `one option is cheaper at every use (${UNDISCOUNTED})`;

/**
 * A count with its noun, singular for exactly one: zero and fractions take the plural.
 *
 * @example
 * countOf(1, "year");  // "1 year"
 * countOf(0, "year");  // "0 years"
 * countOf(3, "month"); // "3 months"
 */
export function countOf(n: number, noun: string, text: string = String(n)): string {
  return `${text} ${n === 1 ? noun : `${noun}s`}`;
}

/** @example yearsText(1) // "1 year" */
export const yearsText = (n: number) => countOf(n, "year");

/** What a break-even month reads as when there is none, or when owning is ahead from month 0. */
export const NEVER = "never";
export const FROM_THE_START = "from the start";

/**
 * A break-even month in words: `never`, `from the start`, or `month 4.4`. With `horizonYears`,
 * "never" says within what: `not within 3 years`.
 *
 * @example
 * breakEvenWords(4.41, "en-US");      // "month 4.4"
 * breakEvenWords(0, "en-US");         // "from the start"
 * breakEvenWords(null, "en-US");      // "never"
 * breakEvenWords(null, "en-US", 3);   // "not within 3 years"
 */
export function breakEvenWords(month: number | null, locale?: string, horizonYears?: number): string {
  if (month === null) return horizonYears === undefined ? NEVER : `not within ${yearsText(horizonYears)}`;
  return month === 0 ? FROM_THE_START : formatMonth(month, locale);
}

/** The first letter upper-cased, for a value that starts a card: "Never", "From the start". */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A saving that may be negative, said as a cost rather than with a bare minus sign.
 *
 * @example
 * savingWords(-526, (v) => `$${v}`); // "costs $526 more"
 * savingWords(35.8, (v) => `$${v}M`); // "$35.8M"
 */
export function savingWords(value: number, format: (magnitude: number) => string): string {
  return value < 0 ? costsMore(format(-value)) : format(value);
}

/** @example costsMore("$526") // "costs $526 more" */
export const costsMore = (amount: string) => `costs ${amount} more`;

/**
 * The option that costs least per unit of work, or null when no unit is made. A tie goes to the
 * earlier of cloud, on-prem, hybrid, as the recommendation's does (docs/model.md, Recommendation).
 *
 * @example
 * cheapestPerUnit({ cloud: 0.0106, onPrem: 0.0096, hybrid: 0.0096 }); // "onPrem" (tie with hybrid)
 * cheapestPerUnit(null); // null
 */
export function cheapestPerUnit(costPerUnit: OptionValues | null | undefined): OptionKey | null {
  if (!costPerUnit) return null;
  const keys = ["cloud", "onPrem", "hybrid"] as const;
  return keys.reduce((best, k) => (costPerUnit[k] < costPerUnit[best] - 1e-9 * Math.abs(costPerUnit[best]) ? k : best));
}

/**
 * What the nine-factor checklist's tally says, once every factor is answered.
 *
 * @example
 * CHECKLIST_VERDICT.hybrid; // "The factors are split: a hybrid fits."
 */
export const CHECKLIST_VERDICT = {
  "on-prem": "Most factors favour owning: on-prem.",
  cloud: "Most factors favour renting: cloud.",
  hybrid: "The factors are split: a hybrid fits.",
} as const;
