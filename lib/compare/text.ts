import type { CompareRow, InputDifference } from "@/lib/compare/rows";
import { formatMoney, formatMonth, formatNumber, formatPct } from "@/lib/format";
import { formatTonnes } from "@/lib/report/carbon-words";
import { createFormatter } from "@/lib/format/formatter";
import { assumptionValue } from "@/lib/report/value-words";
import {
  costsMore,
  NEVER,
  FROM_THE_START,
  optionActor,
  optionName,
  savingSubject,
  UNDISCOUNTED,
} from "@/lib/report/words";
import type { OptionLabels, Recommendation } from "@/lib/tco/types";

// Rows whose negative value is a cost of owning, said in words rather than with a minus sign.
const SAVINGS_ROWS = new Set(["savings", "savingsPct", "npvSavings"]);

/** Whether a result cell holds a saving that is in fact a cost (shown in red). */
export const isCost = (row: CompareRow, value: number | string | null) =>
  SAVINGS_ROWS.has(row.key) && typeof value === "number" && value < 0;

/**
 * A result cell of the compare table in words, in the scenario's currency.
 *
 * @example
 * resultText(breakEvenRow, 0, "USD", "en-US");        // "from the start"
 * resultText(savingsRow, -526, "USD", "en-US");       // "costs $526 more"
 * resultText(recommendationRow, "cloud", "USD", "en-US", { cloud: "Standard host" }); // "Standard host"
 */
export function resultText(
  row: CompareRow,
  value: number | string | null,
  currency: string,
  locale: string,
  labels?: OptionLabels,
): string {
  if (value === null) return row.key === "breakEven" ? NEVER : "n/a";
  if (typeof value === "string")
    return row.kind === "text" && row.key === "recommendation" ? optionName(value as Recommendation, labels) : value;
  if (isCost(row, value))
    return costsMore(row.kind === "percent" ? formatPct(-value, locale) : formatMoney(-value, currency, locale));
  switch (row.kind) {
    case "money":
      return formatMoney(value, currency, locale);
    case "percent":
      return formatPct(value, locale);
    case "month":
      return value === 0 ? FROM_THE_START : formatMonth(value, locale);
    case "hours":
      return formatNumber(value, locale, 1);
    case "kwh":
      return formatNumber(value, locale, 0);
    case "tonnes":
      return formatTonnes(value, locale);
    default:
      return formatNumber(value, locale);
  }
}

/**
 * A cell's difference from the baseline's, or null when there is none to show (the same value,
 * no number, or amounts in different currencies).
 *
 * @example
 * differenceText(moneyRow, 12e6, 10e6, "USD", "en-US"); // "+$2,000,000"
 * differenceText(percentRow, 50, 71.9, "USD", "en-US"); // "−21.9 pts"
 */
export function differenceText(
  row: CompareRow,
  value: number | string | null,
  baseline: number | string | null,
  currency: string,
  locale: string,
): string | null {
  if (typeof value !== "number" || typeof baseline !== "number" || value === baseline) return null;
  const delta = value - baseline;
  const sign = delta > 0 ? "+" : "−";
  const magnitude = Math.abs(delta);
  if (row.kind === "money") return `${sign}${formatMoney(magnitude, currency, locale)}`;
  if (row.kind === "percent") return `${sign}${formatNumber(magnitude, locale, 1)} pts`;
  if (row.kind === "kwh") return `${sign}${formatNumber(magnitude, locale, 0)}`;
  if (row.kind === "tonnes") return `${sign}${formatTonnes(magnitude, locale)}`;
  return `${sign}${formatNumber(magnitude, locale, 1)}`;
}

/**
 * An input cell as the assumptions tables print it (`$3.00/h`, `24 h/day`, `Yes`), or "not set"
 * where the scenario leaves the input out.
 *
 * @example
 * inputText(priceRow, 3, "USD", "en-US", undefined); // "$3.00/h"
 * inputText(pueRow, null, "USD", "en-US", undefined); // "not set"
 */
export function inputText(
  row: InputDifference,
  value: InputDifference["values"][number],
  currency: string,
  locale: string,
  unitName: string | undefined,
): string {
  if (value === null) return "not set";
  return assumptionValue({ ...row, value, help: "" }, createFormatter(currency, locale), unitName);
}

/**
 * The title and subtitle of the comparison's savings chart: owning against renting, each
 * scenario's own names when they all agree, and the measure (the months summed, not discounted).
 *
 * @example
 * savingsChartWords([undefined, undefined]).title; // "Cumulative savings of owning (undiscounted)"
 * savingsChartWords([hosts, hosts]).title;          // "Cumulative savings of Enhanced host against Standard host (undiscounted)"
 */
export function savingsChartWords(labels: readonly (OptionLabels | undefined)[]): { title: string; subtitle: string } {
  const subjects = new Set(labels.map((l) => savingSubject(l)));
  const [only] = subjects;
  if (subjects.size === 1 && only !== undefined) {
    const l = labels[0];
    return {
      title: `Cumulative savings of ${only} (${UNDISCOUNTED})`,
      subtitle: `Above the zero line, ${optionActor("onPrem", l)} is ahead of ${optionActor("cloud", l)} in that scenario.`,
    };
  }
  return {
    title: `Cumulative savings of each scenario's on-prem option against its cloud option (${UNDISCOUNTED})`,
    subtitle: `Above the zero line, the on-prem option (${[...subjects].join("; ")}) is ahead in that scenario.`,
  };
}
