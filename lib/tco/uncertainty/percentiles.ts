/**
 * Nearest-rank percentile of values already sorted ascending: sorted[ceil(q/100 × n) − 1].
 * Rank 0 (q = 0) reads the first value. No interpolation: every percentile is a value some run gave.
 *
 * @example
 * nearestRank([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 10); // 1  (ceil(1) − 1 = index 0)
 * nearestRank([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50); // 5
 * nearestRank([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90); // 9
 * nearestRank([1, 2, 3], 50);                       // 2  (ceil(1.5) − 1 = index 1)
 */
export function nearestRank(sorted: ArrayLike<number>, q: number): number {
  // q × n / 100 is exact for whole q and n, where q/100 × n can land a hair above a whole rank.
  const rank = Math.ceil((q * sorted.length) / 100);
  return sorted[Math.max(0, rank - 1)]!;
}

/**
 * P10, P50 and P90 of `values`, sorting them in place (a Float64Array sorts numerically).
 * Infinity stands for "never" (a run that does not break even) and comes back as null.
 *
 * @example
 * tenFiftyNinety(Float64Array.from([5, 1, 4, 2, 3]));        // { p10: 1, p50: 3, p90: 5 }
 * tenFiftyNinety(Float64Array.from([1, Infinity, Infinity])); // { p10: 1, p50: null, p90: null }
 */
export function tenFiftyNinety(values: Float64Array): { p10: number | null; p50: number | null; p90: number | null } {
  values.sort();
  const finite = (v: number): number | null => (v === Infinity ? null : v);
  return {
    p10: finite(nearestRank(values, 10)),
    p50: finite(nearestRank(values, 50)),
    p90: finite(nearestRank(values, 90)),
  };
}
