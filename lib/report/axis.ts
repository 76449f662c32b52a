/**
 * Round tick step for about `count` intervals over `span`: 1, 2, 2.5 or 5 × a power of ten.
 *
 * @example
 * niceStep(49_800_000, 5); // 10_000_000
 */
export function niceStep(span: number, count: number): number {
  if (!(span > 0)) return 1;
  const rough = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10;
  return step * magnitude;
}

/**
 * Axis ticks at round amounts covering `min`…`max` (zero always inside), about `count` intervals:
 * the first tick is at or below `min`, the last at or above `max`.
 *
 * @example
 * niceTicks(0, 17_300_000, 4); // [0, 5e6, 10e6, 15e6, 20e6]
 * niceTicks(-1_200, 4_000, 4); // [-2000, 0, 2000, 4000]
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  // Below a millionth there is nothing to round to: the range itself is the axis.
  if (hi - lo < 1e-6) return lo === hi ? [lo, lo + 1] : [lo, hi];
  const step = niceStep(hi - lo, count);
  // Guarded against lo / step or hi / step underflowing to zero for a minute lo or hi.
  const floor = Math.floor(lo / step) * step;
  const ceil = Math.ceil(hi / step) * step;
  const first = floor > lo ? floor - step : floor;
  const last = Math.max(ceil < hi ? ceil + step : ceil, first + step);
  // Multiplying rather than adding keeps 0.1 + 0.2 drift out of the labels.
  return Array.from({ length: Math.round((last - first) / step) + 1 }, (_, i) => first + i * step);
}

/**
 * Ticks for an axis of GPUs counted from 0 to `max`: whole GPUs only (a fleet of 1 has no tick at
 * half a GPU), and none in the last quarter, where the axis names the fleet itself.
 *
 * @example
 * gpuTicks(600); // [0, 200, 400]
 * gpuTicks(1);   // [0]
 */
export function gpuTicks(max: number): number[] {
  return niceTicks(0, max, 4).filter((t) => Number.isInteger(t) && t <= 0.75 * max);
}
