import type { ProfitAndLossYear } from "./profit-and-loss";

/**
 * How the P&L over the horizon meets owning's total cost (the headline's cash figure). Capex is
 * either depreciated within the horizon, sold at its end for the residual credit, or still on the
 * books after it; only the first reaches the P&L, so
 *
 *   total cost = operating expense + loan interest + depreciation + book value carried past the horizon
 *
 * and after tax, as the books recognize deferred tax that the cash never sees within the horizon,
 *
 *   after-tax total cost = after-tax P&L cost + book value carried + deferred tax balance at the end.
 *
 * @example
 * // $1M server, 5-year lifetime, 3-year horizon, no residual credit, $100,000 a year to run
 * pnlReconciliation(profitAndLoss(s, months));
 * // { capex: 1e6, depreciation: 600,000, residualCredit: 0, bookValueCarried: 400,000, operatingExpense: 300,000,
 * //   interest: 0, pnlCost: 900,000, totalCost: 1,300,000 }
 */
export interface PnlReconciliation {
  capex: number;
  depreciation: number;
  residualCredit: number;
  /** Capex − depreciation − residual credit: depreciated after the horizon, outside these figures. */
  bookValueCarried: number;
  operatingExpense: number;
  /** Loan interest over the horizon (below EBITDA); 0 when the hardware is paid in cash or leased. */
  interest: number;
  /** Operating expense + interest + depreciation: minus owning's pre-tax profit over the horizon. */
  pnlCost: number;
  /** pnlCost + bookValueCarried: equals totals.onPrem. */
  totalCost: number;
  /** With tax: the after-tax P&L cost, the deferred tax balance left at the end, and their total (afterTax.totals.onPrem). */
  afterTax?: { pnlCost: number; deferredTaxCarried: number; totalCost: number };
}

/**
 * Sums owning's P&L years into the reconciliation with its total cost; see {@link PnlReconciliation}.
 *
 * @example
 * pnlReconciliation(years).totalCost; // = computeTco(s).totals.onPrem
 */
export function pnlReconciliation(years: readonly ProfitAndLossYear[]): PnlReconciliation {
  const sum = (pick: (y: ProfitAndLossYear) => number) => years.reduce((total, y) => total + pick(y), 0);
  const capex = sum((y) => y.owning.capex);
  const depreciation = sum((y) => y.owning.depreciation);
  const residualCredit = sum((y) => y.owning.residualCredit);
  const operatingExpense = sum((y) => y.owning.operatingExpense);
  const interest = sum((y) => y.owning.interest ?? 0);
  // Straight-line months sum to the cost only to the last bits: what is left below that is nothing.
  const left = capex - depreciation - residualCredit;
  const bookValueCarried = Math.abs(left) <= 1e-9 * capex ? 0 : left;
  const pnlCost = operatingExpense + interest + depreciation;
  const out: PnlReconciliation = {
    capex,
    depreciation,
    residualCredit,
    bookValueCarried,
    operatingExpense,
    interest,
    pnlCost,
    totalCost: pnlCost + bookValueCarried,
  };
  const last = years.at(-1)?.owning.tax;
  if (last) {
    const afterTaxCost = -sum((y) => y.owning.tax?.afterTaxProfit ?? 0);
    out.afterTax = {
      pnlCost: afterTaxCost,
      deferredTaxCarried: last.deferredTaxBalance,
      totalCost: afterTaxCost + bookValueCarried + last.deferredTaxBalance,
    };
  }
  return out;
}
