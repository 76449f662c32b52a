import { capitalSchedule } from "./capital-schedule";
import { financingSchedule } from "./financing";
import type { MonthRow, Scenario } from "./types";

/**
 * One year's income tax of an option, when the scenario has a tax rate t. Tax is a saving here:
 * each option is a cost to a firm with other profit, so its loss lowers the tax that firm pays.
 *
 * @example
 * // owning, year 1: book loss 433,333; MACRS deducts 200,000 (book 333,333); t = 21%
 * const tax: TaxYear = { taxDepreciation: 200_000, currentTaxSaved: 63_000, deferredTaxSaved: 28_000,
 *   afterTaxProfit: -342_333, deferredTaxBalance: 28_000 };
 */
export interface TaxYear {
  /** Depreciation by the tax method (MACRS, expensed, straight-line): it sets the tax actually saved. */
  taxDepreciation: number;
  /** t × the taxable loss: operating expense + tax depreciation − the taxable gain on a residual credit. */
  currentTaxSaved: number;
  /** t × (book loss − taxable loss): the timing difference between book and tax depreciation. */
  deferredTaxSaved: number;
  /** Pre-tax profit + current + deferred tax saved: pre-tax profit × (1 − t). */
  afterTaxProfit: number;
  /** Deferred tax saved up to the year end: a deferred tax asset when positive, a liability when negative. */
  deferredTaxBalance: number;
}

/**
 * Owning in one year of the income statement. Costs are positive; the effects are what they do
 * to EBITDA and to pre-tax profit, so they are negative for a cost.
 *
 * @example
 * // $1M server, 3 years straight-line, $100,000 a year to run: year 1
 * const y: OwningYear = { capex: 1_000_000, residualCredit: 0, operatingExpense: 100_000, depreciation: 333_333,
 *   ebitda: -100_000, preTaxProfit: -433_333 };
 */
export interface OwningYear {
  /** Cash paid for hardware and facility: on the balance sheet, not in the P&L. */
  capex: number;
  /** Cash received for the hardware in service at the horizon's end (last year only): its book value, so no gain or loss. */
  residualCredit: number;
  /** Running costs, overflow, migration, dual running and lease payments: above EBITDA. */
  operatingExpense: number;
  /** The part of `operatingExpense` that is lease payments; present only when the scenario leases the hardware. */
  leasePayments?: number;
  /** Loan interest, below EBITDA; present only when the scenario pays by loan (its principal is in `capex`). */
  interest?: number;
  /** Book depreciation: straight-line over the hardware's lifetime, whatever the tax method. Below EBITDA. */
  depreciation: number;
  ebitda: number;
  preTaxProfit: number;
  /** Present when the scenario has tax. */
  tax?: TaxYear;
}

/**
 * Renting in one year: every cloud cost is an operating expense, so EBITDA and pre-tax profit move
 * by the same amount, and its tax saved is all current.
 *
 * @example
 * const y: RentingYear = { operatingExpense: 600_000, ebitda: -600_000, preTaxProfit: -600_000 };
 */
export interface RentingYear {
  operatingExpense: number;
  ebitda: number;
  preTaxProfit: number;
  tax?: TaxYear;
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

function yearMonths(year: number): number[] {
  const first = year === 1 ? 0 : 12 * (year - 1) + 1;
  return Array.from({ length: 12 * year - first + 1 }, (_, i) => first + i);
}

/**
 * The income-statement view of owning against renting, year by year: capex moves cost below
 * EBITDA. The books depreciate owning's purchases straight-line over the hardware's lifetime
 * (what most firms book, whatever they claim for tax); everything else owning pays, and all of
 * renting, is operating expense. The residual credit is the book value of the hardware sold, so
 * no gain. With tax, each year also carries its tax: the current tax saved follows the tax method
 * (the cash the after-tax figures use), the deferred tax is the timing difference between book and
 * tax depreciation, and the two together are t × the book loss. A loan's interest sits below
 * EBITDA and its principal is capex; lease payments are operating expense and leased hardware is
 * not depreciated.
 *
 * @example
 * // $1M server, lifetime 3 years, horizon 3, $100,000 a year to run, $600,000 a year of cloud,
 * // 21% tax with MACRS 5-year: year 1
 * profitAndLoss(s, computeTco(s).months)[0];
 * // { year: 1, owning: { capex: 1e6, residualCredit: 0, operatingExpense: 100,000, depreciation: 333,333,
 * //   ebitda: −100,000, preTaxProfit: −433,333, tax: { taxDepreciation: 200,000, currentTaxSaved: 63,000,
 * //   deferredTaxSaved: 28,000, afterTaxProfit: −342,333, deferredTaxBalance: 28,000 } },
 * //   renting: { operatingExpense: 600,000, ebitda: −600,000, preTaxProfit: −600,000, tax: { currentTaxSaved: 126,000, … } } }
 */
export function profitAndLoss(s: Scenario, months: readonly MonthRow[]): ProfitAndLossYear[] {
  const book = capitalSchedule(s, "straight-line");
  const taxed = s.tax && capitalSchedule(s, s.tax.depreciation);
  const t = (s.tax?.ratePct ?? 0) / 100;
  const loan = s.financing?.kind === "loan" ? financingSchedule(s, s.financing).interest : undefined;
  const lease = s.financing?.kind === "lease" ? financingSchedule(s, s.financing).paid : undefined;
  const lastMonth = months.length - 1;
  const years: ProfitAndLossYear[] = [];
  let balance = 0;
  for (let year = 1; year <= s.horizonYears; year++) {
    let capex = 0;
    let residualCredit = 0;
    let operatingExpense = 0;
    let depreciation = 0;
    let taxDepreciation = 0;
    let taxableGain = 0;
    let rent = 0;
    let interest = 0;
    let leasePayments = 0;
    for (const m of yearMonths(year)) {
      leasePayments += lease ? lease[m]! : 0;
      const paidInterest = loan ? loan[m]! : 0;
      interest += paidInterest;
      if (m === lastMonth) {
        residualCredit = book.residual;
        taxableGain = taxed ? taxed.residual - taxed.basisLeft : 0;
      }
      capex += book.purchases[m]!;
      operatingExpense += months[m]!.onPrem - book.purchases[m]! + (m === lastMonth ? book.residual : 0) - paidInterest;
      depreciation += book.deductions[m]!;
      taxDepreciation += taxed ? taxed.deductions[m]! : 0;
      rent += months[m]!.cloud;
    }
    const preTaxProfit = -operatingExpense - interest - depreciation;
    const owning: OwningYear = {
      capex,
      residualCredit,
      operatingExpense,
      ...(lease && { leasePayments }),
      ...(loan && { interest }),
      depreciation,
      ebitda: -operatingExpense,
      preTaxProfit,
    };
    const renting: RentingYear = { operatingExpense: rent, ebitda: -rent, preTaxProfit: -rent };
    if (taxed) {
      const currentTaxSaved = t * (operatingExpense + interest + taxDepreciation - taxableGain);
      const deferredTaxSaved = -t * preTaxProfit - currentTaxSaved;
      balance += deferredTaxSaved;
      owning.tax = {
        taxDepreciation,
        currentTaxSaved,
        deferredTaxSaved,
        afterTaxProfit: preTaxProfit + currentTaxSaved + deferredTaxSaved,
        deferredTaxBalance: balance,
      };
      renting.tax = {
        taxDepreciation: 0,
        currentTaxSaved: t * rent,
        deferredTaxSaved: 0,
        afterTaxProfit: -rent + t * rent,
        deferredTaxBalance: 0,
      };
    }
    years.push({ year, owning, renting });
  }
  return years;
}
