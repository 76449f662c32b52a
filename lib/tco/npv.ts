import type { Discounting } from "./types";

/**
 * Present value of monthly amounts `flows[0..N]` (month 0 is paid now) at a yearly rate.
 * - annual: month 0 at t = 0; the sum of months 12(y−1)+1…12y is paid at the end of year y and
 *   divided by (1 + r)^y
 * - monthly: month m is divided by (1 + r)^(m/12)
 *
 * @example
 * // $100 a month for a year at 12%
 * npv([0, ...Array(12).fill(100)], 12, "annual");  // 1200 / 1.12 = 1,071.43
 * npv([0, ...Array(12).fill(100)], 12, "monthly"); // Σ 100 / 1.12^(m/12) = 1,129.15
 */
export function npv(flows: ArrayLike<number>, ratePct: number, discounting: Discounting): number {
  const growth = 1 + ratePct / 100;
  let total = flows[0]!;
  if (discounting === "monthly") {
    const step = growth ** (-1 / 12);
    let factor = 1;
    for (let m = 1; m < flows.length; m++) {
      factor *= step;
      total += flows[m]! * factor;
    }
    return total;
  }
  let factor = 1;
  for (let start = 1; start < flows.length; start += 12) {
    let year = 0;
    for (let m = start; m < start + 12 && m < flows.length; m++) year += flows[m]!;
    factor /= growth;
    total += year * factor;
  }
  return total;
}
