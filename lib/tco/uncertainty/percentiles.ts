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

// Quickselect on 10,000 random values is bound by mispredicted branches (issue 34's profile: the
// fan's 121 columns took a fifth of a Monte Carlo run). Counting the values into buckets of their
// range is branch-free; only the few values in the bucket holding a rank are selected among.
const BUCKETS = 1024;
// Below this, quickselect alone is as fast.
const BUCKETED_FROM = 64;
const counts = new Int32Array(BUCKETS);
let scratch = new Float64Array(0);

/**
 * The values a full sort would put at `ranks` (ascending), found by counting `values` into
 * BUCKETS buckets of equal width between their least and greatest; null when the range is empty
 * or not finite (all equal, or an infinity present), for quickselect to take. The bucket of a
 * value, floor((v − least) × scale), never decreases as v grows, so every value of a lower bucket
 * is below every value of a higher one, and the value at a rank is the one at its offset within
 * its bucket.
 */
function byBuckets(values: Float64Array, ranks: readonly number[]): number[] | null {
  const n = values.length;
  let least = Infinity;
  let greatest = -Infinity;
  for (let k = 0; k < n; k++) {
    const v = values[k]!;
    if (v < least) least = v;
    if (v > greatest) greatest = v;
  }
  const scale = BUCKETS / (greatest - least);
  if (!Number.isFinite(scale) || !Number.isFinite(least) || !Number.isFinite(greatest)) return null;
  counts.fill(0);
  for (let k = 0; k < n; k++) counts[Math.min(BUCKETS - 1, Math.floor((values[k]! - least) * scale))]!++;
  return ranks.map((rank) => {
    let bucket = 0;
    let before = 0;
    while (before + counts[bucket]! <= rank) before += counts[bucket++]!;
    const size = counts[bucket]!;
    if (scratch.length < size) scratch = new Float64Array(size);
    let taken = 0;
    for (let k = 0; k < n; k++) {
      const v = values[k]!;
      if (Math.min(BUCKETS - 1, Math.floor((v - least) * scale)) === bucket) scratch[taken++] = v;
    }
    select(scratch, rank - before, 0, size - 1);
    return scratch[rank - before]!;
  });
}

/**
 * P10, P50 and P90 of `values` by nearest rank: the same values a full sort would give, in linear
 * time (counted into buckets, or three quickselects that reorder `values` in place). Infinity
 * stands for "never" (a run that does not break even) and comes back as null. NaN must not occur.
 *
 * @example
 * tenFiftyNinety(Float64Array.from([5, 1, 4, 2, 3]));        // { p10: 1, p50: 3, p90: 5 }
 * tenFiftyNinety(Float64Array.from([1, Infinity, Infinity])); // { p10: 1, p50: null, p90: null }
 */
export function tenFiftyNinety(values: Float64Array): { p10: number | null; p50: number | null; p90: number | null } {
  const n = values.length;
  const [i10, i50, i90] = [rankIndex(n, 10), rankIndex(n, 50), rankIndex(n, 90)];
  const finite = (v: number): number | null => (v === Infinity ? null : v);
  const picked = n >= BUCKETED_FROM ? byBuckets(values, [i10, i50, i90]) : null;
  if (picked) return { p10: finite(picked[0]!), p50: finite(picked[1]!), p90: finite(picked[2]!) };
  select(values, i50, 0, n - 1);
  select(values, i10, 0, i50);
  select(values, i90, i50, n - 1);
  return { p10: finite(values[i10]!), p50: finite(values[i50]!), p90: finite(values[i90]!) };
}
