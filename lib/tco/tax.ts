import { breakEvenMonth } from "./break-even";
import { capitalSchedule, type CapitalSchedule } from "./capital-schedule";
import { coreGpus } from "./hybrid";
import { npv } from "./npv";
import { recommend } from "./recommendation";
import type { AfterTax, MonthRow, OptionValues, Scenario, Tax } from "./types";

/**
 * Each option's after-tax cost in months 0…N.
 *
 * @example
 * const m: AfterTaxMonths = { cloud: [0, 79_000, …], onPrem: [1_000_000, 19_416.67, …], hybrid: […] };
 */
export interface AfterTaxMonths {
  cloud: Float64Array;
  onPrem: Float64Array;
  hybrid: Float64Array;
}

/**
 * After-tax monthly costs from the pre-tax months of the ledger. With t = ratePct/100, for the
 * on-prem option in month m:
 *
 *   afterTax = pre − t × (deductible + deductions − gain)
 *
 * where purchases (hardware, facility; with a loan the down payment, principal and payoff instead
 * of the hardware) are not deductible when paid,
 * deductible = pre − purchases + residual credit (every other line: running costs, overflow,
 * migration, dual running), deductions are the depreciation of the purchases taken that month,
 * and at month N with a credited residual R, gain = R − basis left on the hardware in service
 * (taxed; a shortfall is a shield). This is the contract's
 * deductible × (1 − t) + purchases − t × deductions − R + t × (R − basis left), written so that at
 * t = 0 it returns `pre` to the last bit. The hybrid scales purchases, deductions, R and basis by
 * core GPUs ÷ gpus; the cloud is all deductible.
 *
 * @example
 * // $1M server at month 0, 3-year lifetime, t = 21%, nothing else
 * // expensed:      month 0 = 1,000,000 − 0.21 × 1,000,000 = 790,000; months 1…36 = 0
 * // straight-line: month 0 = 1,000,000; months 1…36 = −0.21 × 27,777.78 = −5,833.33 (a shield)
 * afterTaxMonths(s, s.tax, computeTco(s).months).onPrem[0]; // 790,000 when expensed
 */
export function afterTaxMonths(s: Scenario, tax: Tax, months: readonly MonthRow[]): AfterTaxMonths {
  const t = tax.ratePct / 100;
  const own = capitalSchedule(s, tax.depreciation);
  const r = coreGpus(s) / s.workload.gpus;
  const lastMonth = months.length - 1;
  const out: AfterTaxMonths = {
    cloud: new Float64Array(months.length),
    onPrem: new Float64Array(months.length),
    hybrid: new Float64Array(months.length),
  };
  for (let m = 0; m < months.length; m++) {
    const row = months[m]!;
    out.cloud[m] = row.cloud - t * row.cloud;
    out.onPrem[m] = ownedAfterTax(row.onPrem, m, 1, own, t, lastMonth);
    out.hybrid[m] = ownedAfterTax(row.hybrid, m, r, own, t, lastMonth);
  }
  return out;
}

/**
 * One month of an owning option after tax, from its pre-tax cost `pre` and `share` of the on-prem
 * capital schedule (1 for on-prem, core GPUs ÷ gpus for the hybrid): see `afterTaxMonths`.
 *
 * @example
 * // $1M server expensed at 21%, month 0: 1,000,000 − 0.21 × (0 + 1,000,000) = 790,000
 * ownedAfterTax(1_000_000, 0, 1, capitalSchedule(s, "expensed"), 0.21, 36); // 790,000
 */
export function ownedAfterTax(
  pre: number,
  m: number,
  share: number,
  own: CapitalSchedule,
  t: number,
  lastMonth: number,
): number {
  const residual = m === lastMonth ? share * own.residual : 0;
  const gain = m === lastMonth ? residual - share * own.basisLeft : 0;
  const deductible = pre - share * own.purchases[m]! + residual;
  return pre - t * (deductible + share * own.deductions[m]! - gain);
}

function cumulative(flows: Float64Array): Float64Array {
  const out = new Float64Array(flows.length);
  let sum = 0;
  for (let m = 0; m < flows.length; m++) {
    sum += flows[m]!;
    out[m] = sum;
  }
  return out;
}

/**
 * The after-tax results: totals, NPV, savings, break-evens and the recommendation, each by the
 * rule of its pre-tax namesake (the same functions) applied to `afterTaxMonths`.
 *
 * @example
 * // $1M server, 21%, lifetime 3 years, horizon 3 years, 0% discount rate, no other cost:
 * afterTax(s, { ratePct: 21, depreciation: "expensed" }, months).totals.onPrem;      // 790,000
 * afterTax(s, { ratePct: 21, depreciation: "straight-line" }, months).totals.onPrem; // 790,000
 * // at 8% the expensed shield is worth more: npv.onPrem 790,000 vs 1,000,000 − 70,000 × 2.5771 = 819,603
 */
export function afterTax(s: Scenario, tax: Tax, months: readonly MonthRow[]): AfterTax {
  const flows = afterTaxMonths(s, tax, months);
  const { discountRatePct, discounting } = s.assumptions;
  const cloud = cumulative(flows.cloud);
  const onPrem = cumulative(flows.onPrem);
  const hybrid = cumulative(flows.hybrid);
  const last = months.length - 1;
  const totals: OptionValues = { cloud: cloud[last]!, onPrem: onPrem[last]!, hybrid: hybrid[last]! };
  const presentValues: OptionValues = {
    cloud: npv(flows.cloud, discountRatePct, discounting),
    onPrem: npv(flows.onPrem, discountRatePct, discounting),
    hybrid: npv(flows.hybrid, discountRatePct, discounting),
  };
  return {
    totals,
    npv: presentValues,
    savings: { total: totals.cloud - totals.onPrem, npv: presentValues.cloud - presentValues.onPrem },
    breakEvenMonth: breakEvenMonth(onPrem, cloud),
    hybridBreakEvenMonth: breakEvenMonth(hybrid, cloud),
    recommendation: recommend(presentValues),
  };
}
