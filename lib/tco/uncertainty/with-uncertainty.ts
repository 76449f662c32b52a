import type { Scenario, TcoResult } from "../types";
import { simulateUncertainty } from "./monte-carlo";

/**
 * The result with the scenario's Monte Carlo simulation added as `uncertainty`, when the scenario
 * has ranges; the result unchanged otherwise. The deterministic fields are never touched.
 *
 * @example
 * withUncertainty(s, computeTco(s)).uncertainty?.onPremCheaperPct; // 97.3, or undefined without ranges
 */
export function withUncertainty(s: Scenario, result: TcoResult): TcoResult {
  return s.uncertainty ? { ...result, uncertainty: simulateUncertainty(s, s.uncertainty) } : result;
}
