import type { OptionValues, Recommendation } from "./types";

// Differences this small are rounding, not a cheaper option: they must not break a tie.
const TIE = 1e-9;

/**
 * The option with the lowest NPV; a tie (within a relative 1e-9) goes to the earlier of cloud,
 * on-prem, hybrid.
 *
 * @example
 * recommend({ cloud: 40e6, onPrem: 13e6, hybrid: 20e6 }); // "on-prem"
 * recommend({ cloud: 10e6, onPrem: 12e6, hybrid: 10e6 }); // "cloud" (tie with hybrid)
 */
export function recommend(npv: OptionValues): Recommendation {
  const ranked: [Recommendation, number][] = [
    ["cloud", npv.cloud],
    ["on-prem", npv.onPrem],
    ["hybrid", npv.hybrid],
  ];
  let [best, bestValue] = ranked[0]!;
  for (const [option, value] of ranked.slice(1)) {
    if (value < bestValue - TIE * Math.max(Math.abs(value), Math.abs(bestValue))) {
      best = option;
      bestValue = value;
    }
  }
  return best;
}
