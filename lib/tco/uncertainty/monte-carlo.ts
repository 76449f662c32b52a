import type { OptionValues, Scenario, Spread, Uncertainty, UncertaintyResult } from "../types";
import { uncertainValue, withUncertainValue } from "./inputs";
import { tenFiftyNinety } from "./percentiles";
import { mulberry32 } from "./prng";
import { runOutcome, runWorkspace } from "./run-outcome";
import { inverseCdf } from "./sample";

/**
 * A simulation that can be run a slice at a time, so that a worker can report progress and drop
 * a stale request between slices. The runs are the same whatever the slicing: one mulberry32
 * stream, drawn run by run and range by range in the user's order.
 *
 * @example
 * const mc = monteCarlo(s, s.uncertainty!);
 * while (mc.done < mc.runs) mc.step(500); // post mc.done / mc.runs as progress here
 * mc.result().onPremCheaperPct;            // 97.3
 */
export interface MonteCarlo {
  readonly runs: number;
  readonly done: number;
  /** Runs up to `count` more runs; returns how many ran. */
  step(count: number): number;
  /** The percentiles, once every run is done. Reorders the kept columns in place: call it once. */
  result(): UncertaintyResult;
}

// Runs staged before they are transposed into the month columns: 256 × 121 months is 248 KB.
const BLOCK = 256;

function spread(values: Float64Array): Spread {
  let sum = 0;
  for (let k = 0; k < values.length; k++) sum += values[k]!;
  const mean = sum / values.length;
  const { p10, p50, p90 } = tenFiftyNinety(values);
  return { p10: p10!, p50: p50!, p90: p90!, mean };
}

/**
 * Prepares a Monte Carlo simulation of `s` with the ranges of `u` (already validated: each
 * low ≤ the scenario's value ≤ high, low < high).
 *
 * Memory: exact nearest-rank percentiles need every run's value at every month, so the runs'
 * cumulative savings are kept as one Float64Array of (N+1) × runs numbers, month by month (9.7 MB
 * for 10,000 runs over 10 years), never as one object or array per run; each run's own columns are
 * reused. Runs are staged in a small block (256 runs, in cache) and transposed into the month
 * columns a block at a time, so that neither the runs nor the percentiles stride across 10 MB.
 *
 * @example
 * const mc = monteCarlo(s, { runs: 100, seed: 1, ranges: [{ input: "cloud.pricePerGpuHour", low: 2, high: 4, distribution: "uniform" }] });
 * mc.step(100);
 * mc.result().savings.p50;
 */
export function monteCarlo(s: Scenario, u: Uncertainty): MonteCarlo {
  const { runs, seed, ranges } = u;
  const lastMonth = 12 * s.horizonYears;
  const months = lastMonth + 1;
  const next = mulberry32(seed);
  const modes = ranges.map((r) => uncertainValue(s, r.input));
  const workspace = runWorkspace(lastMonth);
  const savings = new Float64Array(runs);
  const savingsNpv = new Float64Array(runs);
  const breakEven = new Float64Array(runs);
  const fan = new Float64Array(months * runs);
  const block = new Float64Array(BLOCK * months);
  let blockStart = 0;
  const wins: OptionValues = { cloud: 0, onPrem: 0, hybrid: 0 };
  let onPremCheaper = 0;
  let never = 0;
  let done = 0;

  function runOnce(k: number): void {
    let drawn = s;
    for (let r = 0; r < ranges.length; r++) {
      const range = ranges[r]!;
      const value = inverseCdf(range.distribution, next(), range.low, range.high, modes[r]!);
      drawn = withUncertainValue(drawn, range.input, value);
    }
    const outcome = runOutcome(drawn, workspace);
    savings[k] = outcome.savingsTotal;
    savingsNpv[k] = outcome.savingsNpv;
    breakEven[k] = outcome.breakEvenMonth ?? Infinity;
    if (outcome.breakEvenMonth === null) never++;
    if (outcome.savingsNpv > 0) onPremCheaper++;
    if (outcome.recommendation === "cloud") wins.cloud++;
    else if (outcome.recommendation === "on-prem") wins.onPrem++;
    else wins.hybrid++;
    block.set(workspace.savings, (k - blockStart) * months);
    if (k + 1 - blockStart === BLOCK || k + 1 === runs) flush(k + 1);
  }

  function flush(end: number): void {
    const count = end - blockStart;
    for (let m = 0; m < months; m++) {
      const column = m * runs + blockStart;
      for (let j = 0, at = m; j < count; j++, at += months) fan[column + j] = block[at]!;
    }
    blockStart = end;
  }

  const pct = (count: number): number => (count / runs) * 100;

  return {
    runs,
    get done() {
      return done;
    },
    step(count) {
      const end = Math.min(runs, done + count);
      const start = done;
      for (let k = start; k < end; k++) runOnce(k);
      done = end;
      return end - start;
    },
    result() {
      if (done < runs) throw new Error(`monteCarlo: ${done} of ${runs} runs done`);
      const be = tenFiftyNinety(breakEven);
      const cumulativeSavings = [];
      for (let m = 0; m < months; m++) {
        const p = tenFiftyNinety(fan.subarray(m * runs, (m + 1) * runs));
        cumulativeSavings.push({ month: m, p10: p.p10!, p50: p.p50!, p90: p.p90! });
      }
      return {
        runs,
        seed,
        savings: spread(savings),
        savingsNpv: spread(savingsNpv),
        breakEvenMonth: { ...be, neverPct: pct(never) },
        onPremCheaperPct: pct(onPremCheaper),
        recommendationPct: { cloud: pct(wins.cloud), onPrem: pct(wins.onPrem), hybrid: pct(wins.hybrid) },
        cumulativeSavings,
      };
    },
  };
}

/**
 * Runs the whole simulation of the scenario's `uncertainty` (the contract's `uncertainty`
 * result). Pure: the same scenario and seed give the same numbers everywhere.
 *
 * @example
 * // comma.ai with the cloud price uniform in ±25%: about half the runs save more than the deterministic $35.8M
 * simulateUncertainty({ ...s, uncertainty: { runs: 10_000, seed: 1, ranges: [...] } }).savings.p50; // ≈ 35.8M
 */
export function simulateUncertainty(s: Scenario, u: Uncertainty): UncertaintyResult {
  const mc = monteCarlo(s, u);
  mc.step(u.runs);
  return mc.result();
}
