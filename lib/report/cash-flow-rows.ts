import type { Scenario, TcoResult } from "@/lib/tco/types";

/** One month of the cash-flow table, as the CSV writes it and the editor's table shows it. */
export interface CashFlowRow {
  month: number;
  /** 0 for month 0, y for months 12(y−1)+1…12y. */
  year: number;
  cloud: number;
  onPrem: number;
  hybrid: number;
  cumulativeCloud: number;
  cumulativeOnPrem: number;
  cumulativeHybrid: number;
  /** Cumulative cloud − cumulative on-prem. */
  savings: number;
}

// Half-up on the magnitude, so -0.005 and 0.005 round alike; `+ 0` turns -0 into 0.
export const cents = (value: number) => (Math.sign(value) * Math.round(Math.abs(value) * 100)) / 100 + 0;

/**
 * The monthly cash flows rounded to cents: the CSV's rows and the editor's table are both made
 * here, so the two can never disagree by a cent.
 *
 * @example
 * cashFlowRows(comma, computeTco(comma))[1];
 * // { month: 1, year: 1, cloud: 1296000, onPrem: 250000, …, savings: -3954000 }
 */
export function cashFlowRows(_scenario: Scenario, result: TcoResult): CashFlowRow[] {
  return result.months.map((row) => ({
    month: row.month,
    year: row.month === 0 ? 0 : Math.ceil(row.month / 12),
    cloud: cents(row.cloud),
    onPrem: cents(row.onPrem),
    hybrid: cents(row.hybrid),
    cumulativeCloud: cents(row.cumulative.cloud),
    cumulativeOnPrem: cents(row.cumulative.onPrem),
    cumulativeHybrid: cents(row.cumulative.hybrid),
    savings: cents(row.savings),
  }));
}
