import type { Scenario } from "./types";
import { yearFactor } from "./year-factor";

/**
 * Days in a billing month: hoursPerMonth / 24.
 *
 * @example
 * daysPerMonth(720); // 30
 * daysPerMonth(730); // 30.416…
 */
export function daysPerMonth(hoursPerMonth: number): number {
  return hoursPerMonth / 24;
}

/**
 * Busy GPU-hours wanted in one month of year `year`: gpus × h(y) × days, with
 * h(y) = gpuHoursPerDay × (1 + growthPctPerYear/100)^(y−1). May exceed capacity when demand grows.
 *
 * @example
 * // 600 GPUs, 24 h a day, 720-hour months
 * demandHours(s, 1); // 600 × 24 × 30 = 432,000
 * // with 50% growth, year 2 wants 600 × 36 × 30 = 648,000 (above the 432,000 the GPUs can give)
 */
export function demandHours(s: Scenario, year: number): number {
  const hoursPerDay = s.workload.gpuHoursPerDay * yearFactor(s.workload.growthPctPerYear, year);
  return s.workload.gpus * hoursPerDay * daysPerMonth(s.assumptions.hoursPerMonth);
}
