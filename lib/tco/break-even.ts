/**
 * Month at which an option's cumulative cost catches up with the cloud's. With
 * D(t) = cumulative option − cumulative cloud, linear inside each month (month m runs from t = m−1
 * to t = m):
 * - 0 when D ≤ 0 at month 0 and at every month end (never behind the cloud);
 * - otherwise the earliest t at which D, having been above 0, comes back to 0 or below,
 *   interpolated inside the month;
 * - null when that never happens within the horizon.
 * Only the first catch-up counts: a later refresh purchase can push D above 0 again.
 *
 * @example
 * // $5M upfront, $1.1333M a month cheaper than the cloud: 5 / 1.1333 = 4.41
 * breakEvenMonth([5e6, 5e6 + 250e3, …], [0, 1_383_333, …]); // 4.41
 * breakEvenMonth([1200, 1300], [0, 100]);        // null (never caught up)
 * breakEvenMonth([0, 10, 20], [0, 50, 100]);      // 0    (never behind)
 */
export function breakEvenMonth(cumulative: ArrayLike<number>, cumulativeCloud: ArrayLike<number>): number | null {
  let wasAbove = false;
  let previous = 0;
  for (let m = 0; m < cumulative.length; m++) {
    const gap = cumulative[m]! - cumulativeCloud[m]!;
    if (gap > 0) wasAbove = true;
    else if (wasAbove) return m - 1 + previous / (previous - gap);
    previous = gap;
  }
  return wasAbove ? null : 0;
}
