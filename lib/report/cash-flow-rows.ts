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
const wholeCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value) * 100) + 0;

export const cents = (value: number) => wholeCents(value) / 100;

/**
 * Monthly amounts and their running totals to the cent, such that the rounded months add up to the
 * rounded running total to the cent in every row: the running total is rounded, and each month
 * is what that rounding adds to the one before. Rounding each month on its own instead lets the
 * rounding errors pile up, so 36 months could sum to a few cents off the total printed beside them.
 * A month differs from its exact amount by less than a cent.
 *
 * @example
 * runningCents([0.004, 0.004, 0.004]); // { months: [0, 0.01, 0], cumulative: [0, 0.01, 0.01] }
 */
export function runningCents(amounts: Iterable<number>): { months: number[]; cumulative: number[] } {
  let exact = 0;
  let before = 0;
  const months: number[] = [];
  const cumulative: number[] = [];
  for (const amount of amounts) {
    exact += amount;
    const now = wholeCents(exact);
    months.push((now - before) / 100 + 0);
    cumulative.push(now / 100);
    before = now;
  }
  return { months, cumulative };
}

/**
 * The monthly cash flows to the cent, the months adding up to the running totals and the last
 * running total being the option's TCO (`runningCents`); the saving is the difference of the
 * rounded totals, so it too adds up. The CSV's rows and the editor's table are both made here, so
 * the two can never disagree by a cent.
 *
 * @example
 * cashFlowRows(comma, computeTco(comma))[1];
 * // { month: 1, year: 1, cloud: 1296000, onPrem: 250000, …, savings: -3954000 }
 */
export function cashFlowRows(_scenario: Scenario, result: TcoResult): CashFlowRow[] {
  const [cloud, onPrem, hybrid] = (["cloud", "onPrem", "hybrid"] as const).map((k) =>
    runningCents(result.months.map((m) => m[k])),
  );
  return result.months.map((row, i) => ({
    month: row.month,
    year: row.month === 0 ? 0 : Math.ceil(row.month / 12),
    cloud: cloud!.months[i]!,
    onPrem: onPrem!.months[i]!,
    hybrid: hybrid!.months[i]!,
    cumulativeCloud: cloud!.cumulative[i]!,
    cumulativeOnPrem: onPrem!.cumulative[i]!,
    cumulativeHybrid: hybrid!.cumulative[i]!,
    savings: (wholeCents(cloud!.cumulative[i]!) - wholeCents(onPrem!.cumulative[i]!)) / 100 + 0,
  }));
}
