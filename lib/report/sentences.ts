import { formatMoneyCompact, formatMonth, formatNumber } from "@/lib/format";
import type { Scenario, TcoResult } from "@/lib/tco/types";

// The headline compares owning with renting; when the mix beats both, it must say so too.
const hybridClause = (result: TcoResult) => (result.recommendation === "hybrid" ? "; the hybrid has the lowest NPV" : "");

const years = (n: number) => `${n} year${n === 1 ? "" : "s"}`;

/**
 * The answer in words, for the KPI bar, the list and the PDF. A negative saving is said as a
 * cost, never shown as a bare minus sign. With tax set it says which figure is which.
 * @example headlineSentence(s, r, "en-US") // "Owning saves $35.8M over 3 years; break-even in month 4.4"
 * @example headlineSentence(taxed, r, "en-US") // "Before tax, owning saves $35.8M over 3 years; break-even in month 4.4. After tax, owning saves $28.3M, break-even in month 5.1"
 */
export function headlineSentence(scenario: Scenario, result: TcoResult, locale?: string): string {
  const sentence = preTaxSentence(scenario, result, locale);
  if (!result.afterTax) return sentence;
  const after = result.afterTax.savings.total;
  const month = result.afterTax.breakEvenMonth;
  const money = formatMoneyCompact(Math.abs(after), scenario.currency, locale);
  const breakEven = month === null || month === 0 ? "" : `, break-even in ${formatMonth(month, locale)}`;
  const afterTax = after > 0 ? `owning saves ${money}${breakEven}` : after < 0 ? `owning costs ${money} more` : "they cost the same";
  return `Before tax, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}. After tax, ${afterTax}`;
}

function preTaxSentence(scenario: Scenario, result: TcoResult, locale?: string): string {
  const money = (v: number) => formatMoneyCompact(v, scenario.currency, locale);
  const savings = result.savings.total;
  const over = years(scenario.horizonYears);
  if (savings > 0) {
    const breakEven =
      result.breakEvenMonth === null ? "" : result.breakEvenMonth === 0 ? "; cheaper from day one" : `; break-even in ${formatMonth(result.breakEvenMonth, locale)}`;
    return `Owning saves ${money(savings)} over ${over}${breakEven}${hybridClause(result)}`;
  }
  if (savings < 0) return `Owning costs ${money(-savings)} more than renting over ${over}; ${result.recommendation === "hybrid" ? "the hybrid has the lowest NPV" : "the cloud is cheaper"}`;
  return `Owning and renting cost the same over ${over}${hybridClause(result)}`;
}

/**
 * The conclusion of the cost-against-utilization chart: the scenario's own "6-hour rule".
 * `onPremCheaperAtFullUse` tells which side of the crossing owning wins on.
 * @example utilizationSentence(6.2, true, "en-US") // "On-prem is cheaper above 6.2 GPU-hours a day"
 */
export function utilizationSentence(breakEven: number | null, onPremCheaperAtFullUse: boolean, locale?: string): string {
  if (breakEven === null) {
    return onPremCheaperAtFullUse ? "On-prem is cheaper at every utilization from 0 to 24 hours a day" : "The cloud is cheaper at every utilization from 0 to 24 hours a day";
  }
  const hours = formatNumber(breakEven, locale, 1);
  return onPremCheaperAtFullUse ? `On-prem is cheaper above ${hours} GPU-hours a day` : `On-prem is cheaper below ${hours} GPU-hours a day`;
}
