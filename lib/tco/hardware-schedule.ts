import { ceilIgnoringNoise } from "./ceil-ignoring-noise";
import { hardwareCost } from "./on-prem-costs";
import type { Scenario } from "./types";

/**
 * Months (before the last month N) in which compute, storage and network are bought again:
 * L, 2L, … with L = 12 × lifetimeYears. A lifetime that is not a whole number of months wears out
 * during a month, and the replacement is bought in that month: ceil(k × L).
 *
 * @example
 * refreshMonths(5 years, lifetime 2);   // [24, 48]
 * refreshMonths(3 years, lifetime 3);   // []       (month 36 is N: nothing is bought for after the horizon)
 * refreshMonths(3 years, lifetime 1.3); // [16, 32] (L = 15.6)
 */
export function refreshMonths(s: Scenario): number[] {
  const lifetimeMonths = 12 * s.onPrem.lifetimeYears;
  const lastMonth = 12 * s.horizonYears;
  const months: number[] = [];
  for (let k = 1; ; k++) {
    const month = ceilIgnoringNoise(k * lifetimeMonths);
    if (month >= lastMonth) return months;
    months.push(month);
  }
}

/**
 * Straight-line book value at month N of the hardware in service then (the last purchase, at
 * month 0 or the last refresh month), for the whole on-prem option:
 * hardware × max(0, 1 − (N − purchase month) / L). Facility is never credited.
 *
 * @example
 * // $1.2M of hardware, lifetime 3 years, horizon 2 years: 1.2M × (1 − 24/36) = $400,000
 * // lifetime 2 years, horizon 5 years: bought at 0, 24, 48; at 60 the last is 12 of 24 months old → $600,000
 * residualValue(s); // 400,000
 */
export function residualValue(s: Scenario): number {
  const lifetimeMonths = 12 * s.onPrem.lifetimeYears;
  const purchase = refreshMonths(s).at(-1) ?? 0;
  const age = 12 * s.horizonYears - purchase;
  return hardwareCost(s.onPrem.capex) * Math.max(0, 1 - age / lifetimeMonths);
}
