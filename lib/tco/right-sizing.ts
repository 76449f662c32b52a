import { capitalSchedule, type CapitalSchedule } from "./capital-schedule";
import { simulate, type Visitors } from "./cash-flows";
import { coreGpus } from "./hybrid";
import { npv } from "./npv";
import { ownedAfterTax } from "./tax";
import type { RightSizing, RightSizingPoint, Scenario } from "./types";

/**
 * The scenario with the hybrid's on-prem share set to `onPremPct` and the cloud burst taking the
 * rest beside the unchanged edge share.
 *
 * @example
 * withOnPremPct(s, 60).hybrid; // { onPremPct: 60, cloudPct: 35, edgePct: 5, … } when edgePct is 5
 */
export function withOnPremPct(s: Scenario, onPremPct: number): Scenario {
  return { ...s, hybrid: { ...s.hybrid, onPremPct, cloudPct: 100 - s.hybrid.edgePct - onPremPct } };
}

/**
 * Evaluates hybrid splits of one scenario: the NPV (after tax when `s.tax` is set) of the hybrid
 * option of `split`, a copy of `s` with other shares. The month column and the capital schedule
 * (which no share changes) are made once and reused, so a 101-point curve allocates almost
 * nothing per point.
 *
 * @example
 * const at = hybridNpvAt(s);
 * at(withOnPremPct(s, 60)); // { onPremPct: 60, coreGpus: 180, npv: 21,400,000 }
 */
export function hybridNpvAt(s: Scenario): (split: Scenario) => RightSizingPoint {
  const lastMonth = 12 * s.horizonYears;
  const column = new Float64Array(lastMonth + 1);
  const visitors: Visitors = {
    totals: (m, total) => {
      column[m] = total.hybrid;
    },
  };
  const t = s.tax ? s.tax.ratePct / 100 : 0;
  const own: CapitalSchedule | undefined = s.tax ? capitalSchedule(s, s.tax.depreciation) : undefined;
  const { discountRatePct, discounting } = s.assumptions;
  return (split) => {
    simulate(split, visitors);
    const core = coreGpus(split);
    if (own) {
      const r = core / s.workload.gpus;
      for (let m = 0; m <= lastMonth; m++) column[m] = ownedAfterTax(column[m]!, m, r, own, t, lastMonth);
    }
    return { onPremPct: split.hybrid.onPremPct, coreGpus: core, npv: npv(column, discountRatePct, discounting) };
  };
}

/**
 * The contract's `rightSizing`: the hybrid option at every whole on-prem share p = 0, 1, …,
 * 100 − edgePct (cloudPct = 100 − edgePct − p, everything else as given), its lowest-NPV point
 * (ties to the lower share) and the scenario's own split evaluated the same way. The objective
 * is `npv.hybrid`, or `afterTax.npv.hybrid` when the scenario has `tax`.
 *
 * @example
 * // hybrid preset (edge 5%): 96 points, p = 0…95
 * const r = rightSizing(s);
 * r.curve.length;        // 96
 * r.current.npv;         // computeTco(s).npv.hybrid (no tax)
 */
export function rightSizing(s: Scenario): RightSizing {
  const at = hybridNpvAt(s);
  const top = Math.floor(100 - s.hybrid.edgePct);
  const curve: RightSizingPoint[] = [];
  for (let p = 0; p <= top; p++) curve.push(at(withOnPremPct(s, p)));
  let best = curve[0]!;
  for (const point of curve) if (point.npv < best.npv) best = point;
  return { objective: s.tax ? "afterTaxNpv" : "npv", curve, best, current: at(s) };
}
