import type { FieldUnit } from "@/lib/input/fields";
import type { AssumptionRow } from "./report-data";
import type { Formatter } from "@/lib/format/formatter";
import { choiceWords } from "@/lib/report/choice-words";
import { perUnit } from "@/lib/report/sentences";
import { optionInSentence, optionKey, optionName, UNDISCOUNTED } from "@/lib/report/words";
import type { OptionLabels, Recommendation, Scenario, TcoResult } from "@/lib/tco/types";

/**
 * The name of the recommended option, as the palette names it everywhere.
 *
 * @example
 * recommendationName("on-prem"); // "On-prem"
 */
export function recommendationName(recommendation: Recommendation, labels?: OptionLabels): string {
  return optionName(recommendation, labels);
}

/**
 * The recommendation with its reason, as the sentence under the headline. The recommendation is
 * the lowest NPV for the same work; where cost per unit of work is set, the sentence also says
 * which option costs least per unit, since that is what the headline then speaks in.
 *
 * @example
 * recommendationSentence(s, r, f); // "Lowest present cost (NPV at 8%, annual discounting): On-prem."
 * recommendationSentence(epochs, r, f);
 * // "Lowest present cost for the same work (NPV at 8%, annual discounting): On-prem, which also costs least per epoch (undiscounted)."
 */
export function recommendationSentence(scenario: Scenario, result: TcoResult, formatter: Formatter): string {
  const rate = formatter.percent(scenario.assumptions.discountRatePct, 2);
  const name = recommendationName(result.recommendation, scenario.labels);
  const unit = perUnit(scenario, result);
  if (!unit) return `Lowest present cost (NPV at ${rate}, ${scenario.assumptions.discounting} discounting): ${name}.`;
  const same = unit.cheapest === optionKey(result.recommendation);
  const tail = same
    ? `, which also costs least per ${unit.unit} (${UNDISCOUNTED}).`
    : `. Per ${unit.unit}, ${optionInSentence(unit.cheapest, scenario.labels)} costs least (${UNDISCOUNTED}).`;
  return `Lowest present cost for the same work (NPV at ${rate}, ${scenario.assumptions.discounting} discounting): ${name}${tail}`;
}

/**
 * An input value with its unit, for assumptions tables: `$3.00/h`, `24 h/day`, `50%`.
 *
 * @example
 * formatFieldValue(700, "watts", f);       // "700 W"
 * formatFieldValue(3, "money-per-hour", f); // "$3.00/h"
 */
export function formatFieldValue(value: number, unit: FieldUnit, formatter: Formatter, unitName?: string): string {
  const n = (digits = 2) => formatter.number(value, digits);
  switch (unit) {
    case "money":
      return formatter.moneyInput(value);
    case "money-per-hour":
      return `${formatter.moneyInput(value)}/h`;
    case "money-per-month":
      return `${formatter.moneyInput(value)}/month`;
    case "money-per-year":
      return `${formatter.moneyInput(value)}/year`;
    case "money-per-kwh":
      return `${formatter.moneyInput(value)}/kWh`;
    case "money-per-tb":
      return `${formatter.moneyInput(value)}/TB`;
    case "money-per-tb-month":
      return `${formatter.moneyInput(value)}/TB-month`;
    case "percent":
      return formatter.percent(value, 2);
    case "hours-per-day":
      return `${n()} h/day`;
    case "hours":
      return `${n()} h`;
    case "years":
      return `${n()} ${value === 1 ? "year" : "years"}`;
    case "months":
      return `${n()} ${value === 1 ? "month" : "months"}`;
    case "count":
      return n();
    case "watts":
      return `${n()} W`;
    case "ratio":
      return n(3);
    case "tb":
      return `${n()} TB`;
    case "tb-per-month":
      return `${n()} TB/month`;
    case "units-per-hour":
      return `${n(4)} ${unitName ?? "units"}/h`;
    case "kg-per-kwh":
      return `${n(3)} kg/kWh`;
    case "kwh-per-hour":
      return `${n(3)} kWh/h`;
    case "money-per-tonne":
      return `${formatter.moneyInput(value)}/t`;
  }
}

/**
 * One row of an assumptions table as text: yes/no, a date, words (a coded choice in words:
 * `MACRS 5-year`), or a number with its unit. The
 * web page and the PDF both print it this way.
 *
 * @example
 * assumptionValue({ path: "onPrem.opex.power.pue", value: 1.4, unit: "ratio", … }, f, undefined); // "1.4"
 */
export function assumptionValue(row: AssumptionRow, formatter: Formatter, unitName: string | undefined): string {
  if (typeof row.value === "boolean") return row.value ? "Yes" : "No";
  if (typeof row.value === "string")
    return row.path === "pricesAsOf" ? formatter.date(row.value) : choiceWords(row.path, row.value);
  if (row.unit === null) return formatter.number(row.value);
  return formatFieldValue(row.value, row.unit, formatter, unitName);
}
