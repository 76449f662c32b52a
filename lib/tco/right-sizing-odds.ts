import { hybridNpvAt, withOnPremPct } from "./right-sizing";
import type { RightSizingPoint, Scenario, Spread, Uncertainty } from "./types";
import { uncertainValue, withUncertainValue } from "./uncertainty/inputs";
import { tenFiftyNinety } from "./uncertainty/percentiles";
import { mulberry32 } from "./uncertainty/prng";
import { inverseCdf } from "./uncertainty/sample";

/**
 * How sure the best split of the right-sizing curve is: over the Monte Carlo's runs, the share in
 * which the best point's NPV (after tax when the scenario has tax) is below today's split's, and
 * the spread of what it saves (today's NPV − the best point's; positive is a saving).
 *
 * @example
 * const o: RightSizingOdds = { runs: 2000, seed: 1, bestCheaperPct: 87.4, saving: { p10: 0.4e6, p50: 1.2e6, p90: 2.1e6, mean: 1.2e6 } };
 */
export interface RightSizingOdds {
  runs: number;
  seed: number;
  bestCheaperPct: number;
  saving: Spread;
}

/**
 * Runs the scenario's Monte Carlo (the same draws as the uncertainty result: one mulberry32 stream,
 * run by run and range by range) and, in each run, evaluates the hybrid at `best`'s on-prem share
 * and at today's split, as the right-sizing curve does. `u` is already validated.
 *
 * @example
 * const r = computeTco(s).rightSizing!;
 * rightSizingOdds(s, s.uncertainty!, r.best).bestCheaperPct; // 87.4: in 87.4% of runs the best split really is cheaper
 */
export function rightSizingOdds(s: Scenario, u: Uncertainty, best: RightSizingPoint): RightSizingOdds {
  const next = mulberry32(u.seed);
  const modes = u.ranges.map((r) => uncertainValue(s, r.input));
  const saving = new Float64Array(u.runs);
  let cheaper = 0;
  let sum = 0;
  for (let k = 0; k < u.runs; k++) {
    let drawn = s;
    for (let r = 0; r < u.ranges.length; r++) {
      const range = u.ranges[r]!;
      drawn = withUncertainValue(
        drawn,
        range.input,
        inverseCdf(range.distribution, next(), range.low, range.high, modes[r]!),
      );
    }
    const at = hybridNpvAt(drawn);
    const today = at(drawn).npv;
    const there = at(withOnPremPct(drawn, best.onPremPct)).npv;
    saving[k] = today - there;
    sum += today - there;
    if (there < today) cheaper++;
  }
  const { p10, p50, p90 } = tenFiftyNinety(saving);
  return {
    runs: u.runs,
    seed: u.seed,
    bestCheaperPct: (cheaper / u.runs) * 100,
    saving: { p10: p10!, p50: p50!, p90: p90!, mean: sum / u.runs },
  };
}
