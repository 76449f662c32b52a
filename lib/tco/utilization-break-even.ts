import { simulate } from "./cash-flows";
import { profileGpuHoursPerDay } from "./profile-utilization";
import type { Scenario } from "./types";
import { workWeight } from "./work-weight";

/**
 * The scenario with another utilization, everything else equal.
 *
 * @example
 * withGpuHoursPerDay(s, 6).workload.gpuHoursPerDay; // 6
 */
export function withGpuHoursPerDay(s: Scenario, gpuHoursPerDay: number): Scenario {
  return { ...s, workload: { ...s.workload, gpuHoursPerDay } };
}

/**
 * Utilizations in [0, 24] between which totals.onPrem − totals.cloud is linear in gpuHoursPerDay:
 * 0, 24 and every h at which some year's demand reaches the GPUs' capacity, h × g^(y−1) = 24
 * (g = 1 + growthPctPerYear/100), or its billed hours the reservation, w × h × g^(y−1) = 24; with a
 * profile, where some level (scaled by h ÷ h0) reaches them. That is where on-prem overflow and
 * reserved billing above the reservation begin; nothing else in the two totals bends. Sorted ascending.
 *
 * @example
 * // 3 years with 50% growth: year 2 fills the GPUs at 16 h, year 3 at 10.67 h
 * utilizationKinks(s); // [0, 10.67, 16, 24]
 */
export function utilizationKinks(s: Scenario): number[] {
  const growth = 1 + s.workload.growthPctPerYear / 100;
  const kinks = [0, 24];
  const w = workWeight(s);
  const profile = s.workload.profile;
  // h at which a load of `gpusAtH0` GPUs (at the profile's own h0, or all gpus at 24 h when flat)
  // reaches `limit` GPUs in some year: on-prem capacity (gpus) and, with a weight w, the reservation.
  const h0 = profile ? profileGpuHoursPerDay(profile, s.workload.gpus) : 24;
  const loads = profile ? profile.map((l) => l.gpus) : [s.workload.gpus];
  for (let year = 1; year <= s.horizonYears; year++) {
    const g = growth ** (year - 1);
    for (const load of loads) {
      for (const weight of w === 1 ? [1] : [1, w]) {
        const h = (h0 * s.workload.gpus) / (load * g * weight);
        if (h > 0 && h < 24) kinks.push(h);
      }
    }
  }
  return [...new Set(kinks)].sort((a, b) => a - b);
}

// The break-even compares cloud with on-prem: the hybrid column is not run.
const CLOUD_AND_ON_PREM = { hybrid: false } as const;

function gap(s: Scenario, gpuHoursPerDay: number): number {
  const totals = simulate(withGpuHoursPerDay(s, gpuHoursPerDay), undefined, CLOUD_AND_ON_PREM);
  return totals.onPrem - totals.cloud;
}

// Far stricter than the 0.01% the result promises, so that refining is needed only when rounding
// in gpuHoursPerDay itself matters: when the totals at the root are tiny against the gap elsewhere.
const EQUAL = 1e-9;

/**
 * The root of the gap on a piece [a, b] where it is linear and changes sign: the straight-line
 * solution, then, if the totals there still differ by more than a relative 1e-9, bisection of the
 * bracket down to the last bit of gpuHoursPerDay.
 */
function rootOnPiece(s: Scenario, a: number, gapA: number, b: number, gapB: number): number {
  let lo = a;
  let hi = b;
  let gapLo = gapA;
  let h = a + ((b - a) * gapA) / (gapA - gapB);
  for (;;) {
    const totals = simulate(withGpuHoursPerDay(s, h), undefined, CLOUD_AND_ON_PREM);
    const current = totals.onPrem - totals.cloud;
    if (Math.abs(current) <= EQUAL * Math.max(totals.onPrem, totals.cloud)) return h;
    if (current < 0 === gapLo < 0) {
      lo = h;
      gapLo = current;
    } else {
      hi = h;
    }
    const mid = lo + (hi - lo) / 2;
    if (mid === lo || mid === hi) return h;
    h = mid;
  }
}

/**
 * The lowest gpuHoursPerDay in [0, 24] at which totals.onPrem = totals.cloud, all else equal;
 * null when there is none. The gap is evaluated at each kink and solved on the first linear piece
 * where it reaches zero, so the result is exact up to rounding.
 *
 * @example
 * // $1,200 of capex, cloud $1/GPU-h, one GPU, one year of 720-hour months:
 * // 1,200 = 12 × 30 × h × $1 → h = 3.33 busy hours a day
 * utilizationBreakEven(s); // 3.333
 */
export function utilizationBreakEven(s: Scenario): number | null {
  let previousH = 0;
  let previousGap = 0;
  for (const [k, h] of utilizationKinks(s).entries()) {
    const current = gap(s, h);
    if (current === 0) return h;
    if (k > 0 && previousGap < 0 !== current < 0) return rootOnPiece(s, previousH, previousGap, h, current);
    previousH = h;
    previousGap = current;
  }
  return null;
}
