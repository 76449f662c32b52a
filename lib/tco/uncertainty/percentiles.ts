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
  return sorted[rankIndex(sorted.length, q)]!;
}

/**
 * The 0-based index of the nearest-rank percentile q of n values: ceil(q/100 × n) − 1, at least 0.
 *
 * @example
 * rankIndex(10_000, 10); // 999
 * rankIndex(3, 50);      // 1
 */
export function rankIndex(n: number, q: number): number {
  // q × n / 100 is exact for whole q and n, where q/100 × n can land a hair above a whole rank.
  return Math.max(0, Math.ceil((q * n) / 100) - 1);
}

// Hoare-style quickselect on [left, right]: afterwards values[k] is the value a full sort would put
// there, everything left of k is ≤ it and everything right is ≥ it. Median-of-three pivots keep
// already sorted columns (the fan's early months are often all equal) linear.
function select(values: Float64Array, k: number, left: number, right: number): void {
  while (right > left) {
    const mid = (left + right) >>> 1;
    const a = values[left]!;
    const b = values[mid]!;
    const c = values[right]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

/**
 * P10, P50 and P90 of `values` by nearest rank, reordering them in place (three quickselects, not a
 * full sort: the same values a sort would give, in linear time). Infinity stands for "never" (a run
 * that does not break even) and comes back as null. NaN must not occur.
 *
 * @example
 * tenFiftyNinety(Float64Array.from([5, 1, 4, 2, 3]));        // { p10: 1, p50: 3, p90: 5 }
 * tenFiftyNinety(Float64Array.from([1, Infinity, Infinity])); // { p10: 1, p50: null, p90: null }
 */
export function tenFiftyNinety(values: Float64Array): { p10: number | null; p50: number | null; p90: number | null } {
  const n = values.length;
  const [i10, i50, i90] = [rankIndex(n, 10), rankIndex(n, 50), rankIndex(n, 90)];
  select(values, i50, 0, n - 1);
  select(values, i10, 0, i50);
  select(values, i90, i50, n - 1);
  const finite = (v: number): number | null => (v === Infinity ? null : v);
  return { p10: finite(values[i10]!), p50: finite(values[i50]!), p90: finite(values[i90]!) };
}
