import { breakEvenMonth } from "../break-even";
import { simulate, type Visitors } from "../cash-flows";
import { npv } from "../npv";
import { recommend } from "../recommendation";
import type { Recommendation, Scenario } from "../types";

/**
 * What one Monte Carlo run keeps of the model: the figures the percentiles are taken of. Every
 * field equals its namesake in `computeTco(s)` to the last bit (the same `simulate`, `npv`,
 * `breakEvenMonth` and `recommend`), without the monthly rows, breakdown and what-ifs that the
 * runs do not need.
 *
 * @example
 * const o: RunOutcome = { savingsTotal: 35.8e6, savingsNpv: 30.9e6, breakEvenMonth: 4.41, recommendation: "on-prem" };
 */
export interface RunOutcome {
  savingsTotal: number;
  savingsNpv: number;
  breakEvenMonth: number | null;
  recommendation: Recommendation;
}

/**
 * Reusable month columns for `runOutcome`, sized for months 0…N, so that 10,000 runs allocate
 * them once.
 *
 * @example
 * const w = runWorkspace(120); // a 10-year horizon
 */
export interface RunWorkspace {
  cloud: Float64Array;
  onPrem: Float64Array;
  hybrid: Float64Array;
  cumulativeCloud: Float64Array;
  cumulativeOnPrem: Float64Array;
  /** Cumulative savings (cloud − on-prem) of months 0…N: the fan chart's series for this run. */
  savings: Float64Array;
  /** Writes the columns above; made once so that a run allocates no closure. */
  visitors: Visitors;
}

/**
 * Allocates the columns of `runOutcome` for a horizon of `lastMonth` months.
 *
 * @example
 * runWorkspace(36).savings.length; // 37
 */
export function runWorkspace(lastMonth: number): RunWorkspace {
  const n = lastMonth + 1;
  const cloud = new Float64Array(n);
  const onPrem = new Float64Array(n);
  const hybrid = new Float64Array(n);
  const cumulativeCloud = new Float64Array(n);
  const cumulativeOnPrem = new Float64Array(n);
  const savings = new Float64Array(n);
  const visitors: Visitors = {
    totals: (i, total, cumulative) => {
      cloud[i] = total.cloud;
      onPrem[i] = total.onPrem;
      hybrid[i] = total.hybrid;
      cumulativeCloud[i] = cumulative.cloud;
      cumulativeOnPrem[i] = cumulative.onPrem;
      savings[i] = cumulative.cloud - cumulative.onPrem;
    },
  };
  return { cloud, onPrem, hybrid, cumulativeCloud, cumulativeOnPrem, savings, visitors };
}

/**
 * Runs the engine's monthly ledger once (no sensitivity, no utilization break-even) and reads
 * off savings, NPV savings, break-even and the cheapest option; `w.savings` is left holding the
 * run's cumulative savings by month.
 *
 * @example
 * // comma.ai as the article states it
 * runOutcome(s, runWorkspace(36)); // { savingsTotal: 35,800,000, breakEvenMonth: 4.41, recommendation: "on-prem", … }
 */
export function runOutcome(s: Scenario, w: RunWorkspace): RunOutcome {
  const totals = simulate(s, w.visitors);
  const { discountRatePct, discounting } = s.assumptions;
  const presentValues = {
    cloud: npv(w.cloud, discountRatePct, discounting),
    onPrem: npv(w.onPrem, discountRatePct, discounting),
    hybrid: npv(w.hybrid, discountRatePct, discounting),
  };
  return {
    savingsTotal: totals.cloud - totals.onPrem,
    savingsNpv: presentValues.cloud - presentValues.onPrem,
    breakEvenMonth: breakEvenMonth(w.cumulativeOnPrem, w.cumulativeCloud),
    recommendation: recommend(presentValues),
  };
}
