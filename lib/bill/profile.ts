import { ceilIgnoringNoise } from "@/lib/tco/ceil-ignoring-noise";
import type { Spread } from "./spread";

const HOUR_MS = 3_600_000;
/** The levels a bill's demand profile has, each a 24th of the period (contract: "Bill import (FOCUS)"). */
export const BILL_LEVELS = 24;

/** The bill's demand by hour: its peak and its load-duration curve in {@link BILL_LEVELS} equal parts. */
export interface BillProfile {
  /** ceil of the busiest hour's GPUs busy at once (c_t), noise below 1e-9 relative ignored. */
  peakGpus: number;
  /** Level j: the GPUs busy, on average, in the j-th 24th of the period's hours sorted busiest first. */
  levels: number[];
}

/**
 * The hour buckets of [start, end) (UTC clock hours, the first and last cut to the period), each
 * bucket's c_t = its GPU-hours / its length in hours, laid end to end busiest first along the
 * period's D hours and cut into 24 parts of D / 24: level j = the GPU-hours in part j / (D / 24).
 *
 * @example
 * // 8 GPUs for the first 12 hours of a day, 2 for the other 12: peak 8, levels 8 (12 ×) then 2 (12 ×).
 * billProfile(hours, Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 2));
 */
export function billProfile(hours: Spread, start: number, end: number): BillProfile {
  const first = hours.bucketOf(start);
  const count = Math.max(1, Math.ceil(end / HOUR_MS) - first);
  const amounts = hours.amounts(first, count);
  const buckets: { rate: number; length: number }[] = [];
  let peak = 0;
  for (let i = 0; i < count; i++) {
    const from = Math.max(start, (first + i) * HOUR_MS);
    const to = Math.min(end, (first + i + 1) * HOUR_MS);
    const length = (to - from) / HOUR_MS;
    if (!(length > 0)) continue;
    const rate = amounts[i]! / length;
    if (rate > peak) peak = rate;
    buckets.push({ rate, length });
  }
  buckets.sort((a, b) => b.rate - a.rate);
  const total = (end - start) / HOUR_MS;
  const part = total / BILL_LEVELS;
  const levels = new Array<number>(BILL_LEVELS).fill(0);
  let j = 0;
  let room = part;
  for (const { rate, length } of buckets) {
    let left = length;
    while (left > 0 && j < BILL_LEVELS) {
      const taken = Math.min(left, room);
      levels[j] = levels[j]! + rate * taken;
      left -= taken;
      room -= taken;
      // A relative tolerance: the parts' lengths are sums of floating-point lengths.
      if (room <= part * 1e-12) {
        j++;
        room = part;
      }
    }
  }
  return { peakGpus: ceilIgnoringNoise(peak), levels: levels.map((gpuHours) => gpuHours / part) };
}
