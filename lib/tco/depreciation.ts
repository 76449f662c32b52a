import type { DepreciationMethod } from "./types";

/**
 * MACRS 5-year property, half-year convention (IRS Publication 946, table A-1): percent of cost
 * deducted in tax years 1…6. The model takes year k's share at month P + 12k.
 *
 * @example
 * MACRS_5_PCT[0]; // 20 (taken 12 months after the purchase)
 */
export const MACRS_5_PCT: readonly number[] = [20, 32, 19.2, 11.52, 11.52, 5.76];

/**
 * Share of a purchase's cost deducted `age` months after the month it is bought in (age 0 is the
 * purchase month itself), with a lifetime of `lifetimeMonths` (fractional allowed):
 * - straight-line: (min(age, L) − min(age − 1, L)) / L for age ≥ 1, so 1/L a month and the
 *   remainder in the month the lifetime ends;
 * - macrs-5: 20%, 32%, 19.2%, 11.52%, 11.52%, 5.76% at ages 12, 24, …, 72;
 * - expensed: all of it at age 0.
 *
 * @example
 * deductionShare("straight-line", 1, 36);   // 1/36
 * deductionShare("straight-line", 16, 15.6); // 0.6/15.6 (the part month in which 15.6 months end)
 * deductionShare("straight-line", 17, 15.6); // 0 (used up)
 * deductionShare("macrs-5", 24, 36);        // 0.32
 * deductionShare("expensed", 0, 36);        // 1
 */
export function deductionShare(method: DepreciationMethod, age: number, lifetimeMonths: number): number {
  if (method === "expensed") return age === 0 ? 1 : 0;
  if (method === "macrs-5") {
    if (age <= 0 || age % 12 !== 0) return 0;
    return (MACRS_5_PCT[age / 12 - 1] ?? 0) / 100;
  }
  if (age < 1) return 0;
  return (Math.min(age, lifetimeMonths) - Math.min(age - 1, lifetimeMonths)) / lifetimeMonths;
}
