import { formatMoney, formatMoneyCompact, formatMonth, formatNumber, formatPct } from "@/lib/format";
import type { OptionKey } from "@/lib/report/palette";
import {
  breakEvenWords,
  capitalized,
  cheapestPerUnit,
  optionActor,
  optionInSentence,
  optionKey,
  optionName,
  UNDISCOUNTED,
  yearsText,
} from "@/lib/report/words";
import type { OptionLabels, OptionValues, Scenario, TcoResult } from "@/lib/tco/types";

/** The options as sentences name them: owning, renting, the hybrid, or the scenario's own names. */
type Who = Record<OptionKey, string>;
const whoOf = (scenario: Scenario): Who => ({
  cloud: optionActor("cloud", scenario.labels),
  onPrem: optionActor("onPrem", scenario.labels),
  hybrid: optionActor("hybrid", scenario.labels),
});

// The headline speaks in undiscounted totals; the recommendation is the lowest NPV. Where that is
// not what the sentence already says is cheapest, the sentence says so, naming the measure.
const npvClause = (who: Who, recommendation: TcoResult["recommendation"], saidCheapest: OptionKey | null) =>
  saidCheapest !== null && optionKey(recommendation) === saidCheapest
    ? ""
    : `; ${who[optionKey(recommendation)]} has the lowest NPV`;

// A hybrid that really mixes owning and renting is an answer of its own: the headline says what it saves.
function hybridSavingClause(scenario: Scenario, result: TcoResult, money: (v: number) => string): string {
  const { onPremPct } = scenario.hybrid;
  const saving = result.totals.cloud - result.totals.hybrid;
  return onPremPct > 0 && onPremPct < 100 && saving > 0 ? `; ${whoOf(scenario).hybrid} saves ${money(saving)}` : "";
}

/** The unit of work a scenario counts, singular: "epoch", or "unit" when unnamed. */
export const unitNameOf = (scenario: Scenario) => scenario.workload.unitName?.trim() || "unit";

/**
 * Cost per unit of work, when the scenario sets throughput and some unit is made. Totals compare
 * the options over the same work (the cloud bills w hours per hour of demand), so the cheapest per
 * unit is the cheapest in total; the words speak per unit, and name the lowest NPV where
 * discounting picks another option (docs/model.md, Cost per GPU-hour and per unit).
 */
export function perUnit(
  scenario: Scenario,
  result: TcoResult,
): { costs: OptionValues; cheapest: OptionKey; unit: string } | null {
  const cheapest = cheapestPerUnit(result.costPerUnit);
  return result.costPerUnit && cheapest ? { costs: result.costPerUnit, cheapest, unit: unitNameOf(scenario) } : null;
}

function perUnitHeadline(scenario: Scenario, result: TcoResult, locale?: string): string | null {
  const unit = perUnit(scenario, result);
  if (!unit) return null;
  const money = (v: number) => formatMoney(v, scenario.currency, locale);
  const { cloud, onPrem, hybrid } = unit.costs;
  const who = whoOf(scenario);
  const hybridBest = unit.cheapest === "hybrid" ? `; ${who.hybrid} costs least, at ${money(hybrid)}` : "";
  const npv =
    optionKey(result.recommendation) !== unit.cheapest
      ? `; for the same work, ${who[optionKey(result.recommendation)]} has the lowest NPV`
      : "";
  const tail = `${hybridBest}${npv}`;
  if (onPrem < cloud)
    return (
      `${capitalized(who.onPrem)} costs ${formatPct(((cloud - onPrem) / cloud) * 100, locale)} less per ${unit.unit} ` +
      `than ${who.cloud} (${UNDISCOUNTED}): ${money(onPrem)} against ${money(cloud)}${tail}`
    );
  if (cloud < onPrem)
    return (
      `${capitalized(who.cloud)} costs ${formatPct(((onPrem - cloud) / onPrem) * 100, locale)} less per ${unit.unit} ` +
      `than ${who.onPrem} (${UNDISCOUNTED}): ${money(cloud)} against ${money(onPrem)}${tail}`
    );
  return `${capitalized(who.onPrem)} and ${who.cloud} cost the same per ${unit.unit} (${UNDISCOUNTED}): ${money(cloud)}${tail}`;
}

/**
 * The answer in words, for the KPI bar, the list and the PDF. A negative saving is said as a
 * cost, never shown as a bare minus sign. Where cost per unit of work is set, the answer is per
 * unit: that is what the platforms' different throughput makes comparable. With tax set it says
 * which figure is which.
 * Totals and savings are undiscounted, and say so; where the lowest NPV (the recommendation) is
 * another option than the sentence's cheapest, it says that too.
 * @example headlineSentence(s, r, "en-US") // "Owning saves $35.9M over 3 years (undiscounted); break-even in month 4.4; the hybrid saves $25M"
 * @example headlineSentence(epochs, r, "en-US") // "Owning costs 9.4% less per epoch than renting (undiscounted): $0.0096 against $0.0106"
 * @example headlineSentence(taxed, r, "en-US") // "Before tax, owning saves $35.8M over 3 years (undiscounted); break-even in month 4.4. After tax, owning saves $28.3M (undiscounted), break-even in month 5.1"
 */
export function headlineSentence(scenario: Scenario, result: TcoResult, locale?: string): string {
  const sentence = preTaxSentence(scenario, result, locale);
  if (!result.afterTax) return sentence;
  const after = result.afterTax.savings.total;
  const month = result.afterTax.breakEvenMonth;
  const money = formatMoneyCompact(Math.abs(after), scenario.currency, locale);
  const breakEven = month === null || month === 0 ? "" : `, break-even in ${formatMonth(month, locale)}`;
  const rec = result.afterTax.recommendation;
  const who = whoOf(scenario);
  const afterTax =
    after > 0
      ? `${who.onPrem} saves ${money} (${UNDISCOUNTED})${breakEven}${npvClause(who, rec, "onPrem")}`
      : after < 0
        ? `${who.onPrem} costs ${money} more (${UNDISCOUNTED})${npvClause(who, rec, null)}`
        : `they cost the same (${UNDISCOUNTED})${npvClause(who, rec, null)}`;
  // A scenario's own name for an option keeps its capitals inside the sentence.
  const inner = /^(Owning|Renting|The hybrid)\b/.test(sentence)
    ? `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`
    : sentence;
  return `Before tax, ${inner}. After tax, ${afterTax}`;
}

function preTaxSentence(scenario: Scenario, result: TcoResult, locale?: string): string {
  const unit = perUnitHeadline(scenario, result, locale);
  if (unit) return unit;
  const money = (v: number) => formatMoneyCompact(v, scenario.currency, locale);
  const savings = result.savings.total;
  const over = yearsText(scenario.horizonYears);
  const who = whoOf(scenario);
  if (savings > 0) {
    const breakEven =
      result.breakEvenMonth === null
        ? ""
        : result.breakEvenMonth === 0
          ? "; cheaper from day one"
          : `; break-even in ${breakEvenWords(result.breakEvenMonth, locale)}`;
    return (
      `${capitalized(who.onPrem)} saves ${money(savings)} over ${over} ` +
      `(${UNDISCOUNTED})${breakEven}${hybridSavingClause(scenario, result, money)}` +
      `${npvClause(who, result.recommendation, "onPrem")}`
    );
  }
  if (savings < 0)
    return (
      `${capitalized(who.onPrem)} costs ${money(-savings)} more than ${who.cloud} over ${over} ` +
      `(${UNDISCOUNTED})${npvClause(who, result.recommendation, null)}`
    );
  return (
    `${capitalized(who.onPrem)} and ${who.cloud} cost the same over ${over} ` +
    `(${UNDISCOUNTED})${npvClause(who, result.recommendation, null)}`
  );
}

/**
 * The conclusion of the cost-against-utilization chart: the scenario's own "6-hour rule".
 * `onPremCheaperAtFullUse` tells which side of the crossing owning wins on. A crossing that rounds
 * to zero hours is no threshold: one side is cheaper at every use.
 * @example utilizationSentence(6.2, true, "en-US") // "On-prem is cheaper above 6.2 GPU-hours a day (in undiscounted totals)"
 * @example utilizationSentence(0, false, "en-US") // "The cloud is cheaper at every utilization above zero (in undiscounted totals)"
 */
export function utilizationSentence(
  breakEven: number | null,
  onPremCheaperAtFullUse: boolean,
  locale?: string,
  labels?: OptionLabels,
): string {
  return `${utilizationClaim(breakEven, onPremCheaperAtFullUse, locale, labels)} (in ${UNDISCOUNTED} totals)`;
}

function utilizationClaim(
  breakEven: number | null,
  onPremCheaperAtFullUse: boolean,
  locale?: string,
  labels?: OptionLabels,
): string {
  const onPrem = optionName("onPrem", labels);
  const cloud = labels?.cloud?.trim() || "The cloud";
  if (breakEven === null) {
    return onPremCheaperAtFullUse
      ? `${onPrem} is cheaper at every utilization from 0 to 24 hours a day`
      : `${cloud} is cheaper at every utilization from 0 to 24 hours a day`;
  }
  if (breakEven < 0.05)
    return onPremCheaperAtFullUse
      ? `${onPrem} is cheaper at every utilization above zero`
      : `${cloud} is cheaper at every utilization above zero`;
  const hours = formatNumber(breakEven, locale, 1);
  return onPremCheaperAtFullUse
    ? `${onPrem} is cheaper above ${hours} GPU-hours a day`
    : `${onPrem} is cheaper below ${hours} GPU-hours a day`;
}

/**
 * The caption of the cumulative-cost chart: which option's line ends lowest, and when owning
 * catches up.
 * @example cumulativeCaption(s, r, "en-US") // "Owning is cheapest over 3 years (undiscounted); owning catches up in month 4.4."
 * @example cumulativeCaption(mixed, r, "en-US") // "The hybrid is cheapest over 3 years (undiscounted); owning never catches up with renting within the horizon. By NPV, renting is cheapest."
 */
export function cumulativeCaption(scenario: Scenario, result: TcoResult, locale?: string): string {
  const cheapest = (["cloud", "onPrem", "hybrid"] as const).reduce((a, b) =>
    result.totals[b] < result.totals[a] ? b : a,
  );
  const who = whoOf(scenario);
  const name = capitalized(who[cheapest]);
  const m = result.breakEvenMonth;
  const breakEven =
    m === null
      ? `${who.onPrem} never catches up with ${who.cloud} within the horizon`
      : m === 0
        ? `${who.onPrem} is ahead ${breakEvenWords(0)}`
        : `${who.onPrem} catches up in ${breakEvenWords(m, locale)}`;
  const unit = perUnit(scenario, result);
  const npvNote =
    optionKey(result.recommendation) === cheapest
      ? ""
      : ` By NPV, ${who[optionKey(result.recommendation)]} is cheapest.`;
  const perUnitNote =
    unit && unit.cheapest !== cheapest
      ? ` Per ${unit.unit}, ${optionInSentence(unit.cheapest, scenario.labels)} costs least (${UNDISCOUNTED}).`
      : "";
  return (
    `${name} is cheapest over ${yearsText(scenario.horizonYears)}${unit ? " for the same work" : ""} ` +
    `(${UNDISCOUNTED}); ${breakEven}.${npvNote}${perUnitNote}`
  );
}

/**
 * The caption of the cumulative-savings chart.
 * @example savingsCaption(s, r, "en-US") // "Owning ends $35.8M ahead of renting (undiscounted)."
 */
export function savingsCaption(scenario: Scenario, result: TcoResult, locale?: string): string {
  const last = result.savings.total;
  const who = whoOf(scenario);
  if (last === 0) return `${capitalized(who.onPrem)} and ${who.cloud} end level (${UNDISCOUNTED}).`;
  const money = formatMoneyCompact(Math.abs(last), scenario.currency, locale);
  return `${capitalized(who.onPrem)} ends ${money} ${last > 0 ? "ahead of" : "behind"} ${who.cloud} (${UNDISCOUNTED}).`;
}
