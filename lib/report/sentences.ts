import { formatMoney, formatMoneyCompact, formatMonth, formatNumber, formatPct } from "@/lib/format";
import type { OptionKey } from "@/lib/report/palette";
import { breakEvenWords, cheapestPerUnit, optionActor, optionKey, optionName, UNDISCOUNTED, yearsText } from "@/lib/report/words";
import type { OptionValues, Scenario, TcoResult } from "@/lib/tco/types";

// The headline speaks in undiscounted totals; the recommendation is the lowest NPV. Where that is
// not what the sentence already says is cheapest, the sentence says so, naming the measure.
const npvClause = (recommendation: TcoResult["recommendation"], saidCheapest: OptionKey | null) =>
  saidCheapest !== null && optionKey(recommendation) === saidCheapest ? "" : `; ${optionActor(recommendation)} has the lowest NPV`;

// A hybrid that really mixes owning and renting is an answer of its own: the headline says what it saves.
function hybridSavingClause(scenario: Scenario, result: TcoResult, money: (v: number) => string): string {
  const { onPremPct } = scenario.hybrid;
  const saving = result.totals.cloud - result.totals.hybrid;
  return onPremPct > 0 && onPremPct < 100 && saving > 0 ? `; the hybrid saves ${money(saving)}` : "";
}

/** The unit of work a scenario counts, singular: "epoch", or "unit" when unnamed. */
export const unitNameOf = (scenario: Scenario) => scenario.workload.unitName?.trim() || "unit";

/**
 * Cost per unit of work, when the scenario sets throughput and some unit is made. Totals compare
 * the options over the same GPU-hours; when the platforms do different amounts of work in an hour,
 * only the cost per unit compares like with like, so the words follow it (docs/model.md, Cost per
 * GPU-hour and per unit).
 */
export function perUnit(scenario: Scenario, result: TcoResult): { costs: OptionValues; cheapest: OptionKey; unit: string } | null {
  const cheapest = cheapestPerUnit(result.costPerUnit);
  return result.costPerUnit && cheapest ? { costs: result.costPerUnit, cheapest, unit: unitNameOf(scenario) } : null;
}

function perUnitHeadline(scenario: Scenario, result: TcoResult, locale?: string): string | null {
  const unit = perUnit(scenario, result);
  if (!unit) return null;
  const money = (v: number) => formatMoney(v, scenario.currency, locale);
  const { cloud, onPrem, hybrid } = unit.costs;
  const hybridBest = unit.cheapest === "hybrid" ? `; the hybrid costs least, at ${money(hybrid)}` : "";
  const npv = optionKey(result.recommendation) !== unit.cheapest ? `; for the same GPU-hours, ${optionActor(result.recommendation)} has the lowest NPV` : "";
  const tail = `${hybridBest}${npv}`;
  if (onPrem < cloud) return `Owning costs ${formatPct(((cloud - onPrem) / cloud) * 100, locale)} less per ${unit.unit} than renting (${UNDISCOUNTED}): ${money(onPrem)} against ${money(cloud)}${tail}`;
  if (cloud < onPrem) return `Renting costs ${formatPct(((onPrem - cloud) / onPrem) * 100, locale)} less per ${unit.unit} than owning (${UNDISCOUNTED}): ${money(cloud)} against ${money(onPrem)}${tail}`;
  return `Owning and renting cost the same per ${unit.unit} (${UNDISCOUNTED}): ${money(cloud)}${tail}`;
}

/**
 * The answer in words, for the KPI bar, the list and the PDF. A negative saving is said as a
 * cost, never shown as a bare minus sign. Where cost per unit of work is set, the answer is per
 * unit: that is what the platforms' different throughput makes comparable. With tax set it says
 * which figure is which.
 * Totals and savings are undiscounted, and say so; where the lowest NPV (the recommendation) is
 * another option than the sentence's cheapest, it says that too.
 * @example headlineSentence(s, r, "en-US") // "Owning saves $35.9M over 3 years (undiscounted); break-even in month 4.4; the hybrid saves $25M"
 * @example headlineSentence(epochs, r, "en-US") // "Owning costs 9.4% less per epoch than renting (undiscounted): $0.0096 against $0.0106; for the same GPU-hours, renting has the lowest NPV"
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
  const afterTax =
    after > 0
      ? `owning saves ${money} (${UNDISCOUNTED})${breakEven}${npvClause(rec, "onPrem")}`
      : after < 0
        ? `owning costs ${money} more (${UNDISCOUNTED})${npvClause(rec, null)}`
        : `they cost the same (${UNDISCOUNTED})${npvClause(rec, null)}`;
  return `Before tax, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}. After tax, ${afterTax}`;
}

function preTaxSentence(scenario: Scenario, result: TcoResult, locale?: string): string {
  const unit = perUnitHeadline(scenario, result, locale);
  if (unit) return unit;
  const money = (v: number) => formatMoneyCompact(v, scenario.currency, locale);
  const savings = result.savings.total;
  const over = yearsText(scenario.horizonYears);
  if (savings > 0) {
    const breakEven =
      result.breakEvenMonth === null ? "" : result.breakEvenMonth === 0 ? "; cheaper from day one" : `; break-even in ${breakEvenWords(result.breakEvenMonth, locale)}`;
    return `Owning saves ${money(savings)} over ${over} (${UNDISCOUNTED})${breakEven}${hybridSavingClause(scenario, result, money)}${npvClause(result.recommendation, "onPrem")}`;
  }
  if (savings < 0) return `Owning costs ${money(-savings)} more than renting over ${over} (${UNDISCOUNTED})${npvClause(result.recommendation, null)}`;
  return `Owning and renting cost the same over ${over} (${UNDISCOUNTED})${npvClause(result.recommendation, null)}`;
}

/**
 * The conclusion of the cost-against-utilization chart: the scenario's own "6-hour rule".
 * `onPremCheaperAtFullUse` tells which side of the crossing owning wins on. A crossing that rounds
 * to zero hours is no threshold: one side is cheaper at every use.
 * @example utilizationSentence(6.2, true, "en-US") // "On-prem is cheaper above 6.2 GPU-hours a day (in undiscounted totals)"
 * @example utilizationSentence(0, false, "en-US") // "The cloud is cheaper at every utilization above zero (in undiscounted totals)"
 */
export function utilizationSentence(breakEven: number | null, onPremCheaperAtFullUse: boolean, locale?: string): string {
  return `${utilizationClaim(breakEven, onPremCheaperAtFullUse, locale)} (in ${UNDISCOUNTED} totals)`;
}

function utilizationClaim(breakEven: number | null, onPremCheaperAtFullUse: boolean, locale?: string): string {
  if (breakEven === null) {
    return onPremCheaperAtFullUse ? "On-prem is cheaper at every utilization from 0 to 24 hours a day" : "The cloud is cheaper at every utilization from 0 to 24 hours a day";
  }
  if (breakEven < 0.05) return onPremCheaperAtFullUse ? "On-prem is cheaper at every utilization above zero" : "The cloud is cheaper at every utilization above zero";
  const hours = formatNumber(breakEven, locale, 1);
  return onPremCheaperAtFullUse ? `On-prem is cheaper above ${hours} GPU-hours a day` : `On-prem is cheaper below ${hours} GPU-hours a day`;
}

/**
 * The caption of the cumulative-cost chart: which option's line ends lowest, and when owning
 * catches up.
 * @example cumulativeCaption(s, r, "en-US") // "Owning is cheapest over 3 years (undiscounted); owning catches up in month 4.4."
 * @example cumulativeCaption(mixed, r, "en-US") // "The hybrid is cheapest over 3 years (undiscounted); owning never catches up with renting within the horizon. By NPV, renting is cheapest."
 */
export function cumulativeCaption(scenario: Scenario, result: TcoResult, locale?: string): string {
  const cheapest = (["cloud", "onPrem", "hybrid"] as const).reduce((a, b) => (result.totals[b] < result.totals[a] ? b : a));
  const name = { cloud: "Renting", onPrem: "Owning", hybrid: "The hybrid" }[cheapest];
  const m = result.breakEvenMonth;
  const breakEven = m === null ? "owning never catches up with renting within the horizon" : m === 0 ? `owning is ahead ${breakEvenWords(0)}` : `owning catches up in ${breakEvenWords(m, locale)}`;
  const unit = perUnit(scenario, result);
  const npvNote = optionKey(result.recommendation) === cheapest ? "" : ` By NPV, ${optionActor(result.recommendation)} is cheapest.`;
  const perUnitNote = unit && unit.cheapest !== cheapest ? ` Per ${unit.unit}, ${optionName(unit.cheapest).toLowerCase()} costs least (${UNDISCOUNTED}).` : "";
  return `${name} is cheapest over ${yearsText(scenario.horizonYears)}${unit ? " for the same GPU-hours" : ""} (${UNDISCOUNTED}); ${breakEven}.${npvNote}${perUnitNote}`;
}

/**
 * The caption of the cumulative-savings chart.
 * @example savingsCaption(s, r, "en-US") // "Owning ends $35.8M ahead of renting (undiscounted)."
 */
export function savingsCaption(scenario: Scenario, result: TcoResult, locale?: string): string {
  const last = result.savings.total;
  if (last === 0) return `Owning and renting end level (${UNDISCOUNTED}).`;
  const money = formatMoneyCompact(Math.abs(last), scenario.currency, locale);
  return last > 0 ? `Owning ends ${money} ahead of renting (${UNDISCOUNTED}).` : `Owning ends ${money} behind renting (${UNDISCOUNTED}).`;
}
