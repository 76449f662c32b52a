/** Types of the Monte Carlo input and result (docs/model.md, "Uncertainty"). */

import type { OptionValues } from "../option-values";

/**
 * Inputs a Monte Carlo range may vary, by JSON path. `onPrem.capex` is the sum of the four capex
 * lines; each run scales them together.
 *
 * @example
 * const i: UncertainInput = "cloud.pricePerGpuHour";
 */
export type UncertainInput =
  | "cloud.pricePerGpuHour"
  | "cloud.discountPct"
  | "cloud.priceChangePctPerYear"
  | "workload.gpuHoursPerDay"
  | "workload.growthPctPerYear"
  | "onPrem.capex"
  | "onPrem.opex.staff.costPerFte"
  | "onPrem.opex.power.pricePerKwh"
  | "onPrem.opex.maintenancePct"
  | "assumptions.discountRatePct"
  | "assumptions.opexInflationPct";

/**
 * Shape of a range's draws: triangular peaks at the scenario's own value; uniform is flat.
 *
 * @example
 * const d: Distribution = "triangular";
 */
export type Distribution = "triangular" | "uniform";

/**
 * One input's range. The most likely value is the scenario's own, so low ≤ value ≤ high.
 *
 * @example
 * // cloud price $3.00 ± 25%
 * const r: UncertaintyRange = { input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75, distribution: "triangular" };
 */
export interface UncertaintyRange {
  input: UncertainInput;
  low: number;
  high: number;
  distribution: Distribution;
}

/**
 * The Monte Carlo input: how many runs, the seed of the mulberry32 stream, and 1–12 ranges.
 *
 * @example
 * const u: Uncertainty = { runs: 10_000, seed: 1, ranges: [{ input: "onPrem.capex", low: 4e6, high: 7e6, distribution: "triangular" }] };
 */
export interface Uncertainty {
  runs: number;
  seed: number;
  ranges: UncertaintyRange[];
}

/**
 * Nearest-rank percentiles and the plain mean of one money figure across runs.
 *
 * @example
 * const s: Spread = { p10: 28e6, p50: 35.6e6, p90: 43e6, mean: 35.7e6 };
 */
export interface Spread {
  p10: number;
  p50: number;
  p90: number;
  mean: number;
}

/**
 * Percentiles of the break-even month; null where the percentile lands on a run that never breaks even.
 *
 * @example
 * const b: BreakEvenSpread = { p10: 3.9, p50: 4.4, p90: 5.2, neverPct: 0 };
 */
export interface BreakEvenSpread {
  p10: number | null;
  p50: number | null;
  p90: number | null;
  /** % of runs with no break-even within the horizon. */
  neverPct: number;
}

/**
 * Percentiles of cumulative savings at one month, taken across runs.
 *
 * @example
 * const p: FanPoint = { month: 12, p10: 6.1e6, p50: 8.6e6, p90: 11e6 };
 */
export interface FanPoint {
  month: number;
  p10: number;
  p50: number;
  p90: number;
}

/**
 * What the Monte Carlo simulation returns (the contract's `uncertainty` result).
 *
 * @example
 * r.onPremCheaperPct;          // 97.3: % of runs with savings.npv > 0
 * r.recommendationPct.onPrem;  // 96.1
 */
export interface UncertaintyResult {
  runs: number;
  seed: number;
  savings: Spread;
  savingsNpv: Spread;
  breakEvenMonth: BreakEvenSpread;
  onPremCheaperPct: number;
  recommendationPct: OptionValues;
  cumulativeSavings: FanPoint[];
}
