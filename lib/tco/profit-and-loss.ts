import { capitalSchedule } from "./capital-schedule";
import type { DepreciationMethod, MonthRow, Scenario } from "./types";

/**
 * Owning in one year of the income statement. Costs are positive; the effects are what they do
 * to EBITDA and to pre-tax profit, so they are negative for a cost.
 *
 * @example
 * // $1M server, 3 years straight-line, $100,000 a year to run: year 1
 * const y: OwningYear = { capex: 1_000_000, operatingExpense: 100_000, depreciation: 333_333,
 *   gainOnDisposal: 0, ebitda: -100_000, preTaxProfit: -433_333 };
 */
export interface OwningYear {
  /** Cash paid for hardware and facility: on the balance sheet, not in the P&L. */
  capex: number;
  /** Running costs, overflow, migration and dual running: above EBITDA. */
  operatingExpense: number;
  /** Depreciation of the purchases: below EBITDA. */
  depreciation: number;
  /** Residual value credited in the last year less the basis left on that hardware. */
  gainOnDisposal: number;
  ebitda: number;
  preTaxProfit: number;
}

/**
 * Renting in one year: every cloud cost is an operating expense, so EBITDA and pre-tax profit move
 * by the same amount.
 *
 * @example
 * const y: RentingYear = { operatingExpense: 600_000, ebitda: -600_000, preTaxProfit: -600_000 };
 */
export interface RentingYear {
  operatingExpense: number;
  ebitda: number;
  preTaxProfit: number;
}

/**
 * One year of the P&L comparison. Year 1 includes month 0 (the purchase and the migration).
 *
 * @example
 * const row: ProfitAndLossYear = { year: 1, owning: { … }, renting: { … } };
 */
export interface ProfitAndLossYear {
  year: number;
  owning: OwningYear;
  renting: RentingYear;
}

/**
 * The income-statement view of owning against renting, year by year: capex moves cost below
 * EBITDA. Owning's purchases leave EBITDA and reach profit as depreciation by `tax.depreciation`
 * (straight-line when the scenario has no tax, the book method most firms use); everything else
 * owning pays, and all of renting, is operating expense. The residual credit appears as a gain on
 * disposal (credit − basis left), so that the sum over the years of pre-tax profit is the same as
 * the taxable base the after-tax figures use. The basis lost on replaced hardware is not written off.
 *
 * @example
 * // $1M server, lifetime 3 years, horizon 3, $100,000 a year to run, $600,000 a year of cloud
 * profitAndLoss(s, computeTco(s).months)[0];
 * // { year: 1, owning: { capex: 1e6, operatingExpense: 100,000, depreciation: 333,333, gainOnDisposal: 0,
 * //   ebitda: −100,000, preTaxProfit: −433,333 }, renting: { operatingExpense: 600,000, ebitda: −600,000, … } }
 */
export function profitAndLoss(s: Scenario, months: readonly MonthRow[]): ProfitAndLossYear[] {
  const method: DepreciationMethod = s.tax?.depreciation ?? "straight-line";
  const own = capitalSchedule(s, method);
  const lastMonth = months.length - 1;
  const years: ProfitAndLossYear[] = [];
  for (let year = 1; year <= s.horizonYears; year++) {
    let capex = 0;
    let operatingExpense = 0;
    let depreciation = 0;
    let rent = 0;
    for (let m = year === 1 ? 0 : 12 * (year - 1) + 1; m <= 12 * year; m++) {
      const residual = m === lastMonth ? own.residual : 0;
      capex += own.purchases[m]!;
      operatingExpense += months[m]!.onPrem - own.purchases[m]! + residual;
      depreciation += own.deductions[m]!;
      rent += months[m]!.cloud;
    }
    const gainOnDisposal = year === s.horizonYears ? own.residual - own.basisLeft : 0;
    years.push({
      year,
      owning: {
        capex,
        operatingExpense,
        depreciation,
        gainOnDisposal,
        ebitda: -operatingExpense,
        preTaxProfit: -operatingExpense - depreciation + gainOnDisposal,
      },
      renting: { operatingExpense: rent, ebitda: -rent, preTaxProfit: -rent },
    });
  }
  return years;
}
