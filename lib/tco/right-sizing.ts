import { capitalSchedule, type CapitalSchedule } from "./capital-schedule";
import { carbonMonth, emptyCarbonMonth } from "./carbon";
import { simulate } from "./cash-flows";
import { coreGpus, hybridMonth, hybridMonthTotal, hybridOwned, type HybridMonth } from "./hybrid";
import { monthLevels } from "./profile";
import { ownedAfterTax } from "./tax";
import type { RightSizing, RightSizingPoint, Scenario } from "./types";
import { yearFactor } from "./year-factor";

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
 * option of `split`, a copy of `s` with other shares. Only the hybrid column depends on the split,
 * and within a year its running month is the same every month; so the scenario is run once to
 * record what no split changes (each year's demand; each month's purchase, financing payment,
 * residual credit and dual-run bill), and a point is then one `hybridMonth` a year (none for a year
 * with the same demand, prices and costs as the one before) and the month sums `simulate` makes
 * (`hybridOwned`, `hybridMonthTotal`), discounted as they are made with `npv`'s factors: the same
 * numbers in the same order, so each point is its `computeTco`'s `npv.hybrid` to the last bit.
 *
 * @example
 * const at = hybridNpvAt(s);
 * at(withOnPremPct(s, 60)); // { onPremPct: 60, coreGpus: 180, npv: 21,400,000 }
 */
export function hybridNpvAt(s: Scenario): (split: Scenario) => RightSizingPoint {
  const years = s.horizonYears;
  const lastMonth = 12 * years;
  const demand = new Float64Array(years + 1);
  const onPremBusy = new Float64Array(years + 1);
  const bought = new Float64Array(lastMonth + 1);
  const paid = new Float64Array(lastMonth + 1);
  const residual = new Float64Array(lastMonth + 1);
  const dualRun = new Float64Array(lastMonth + 1);
  // 1 where a month has a one-off; a month without one (+0 in all four, so the sum is the same to the bit) is its year's running month.
  const oneOff = new Uint8Array(lastMonth + 1);
  let upfront = 0;
  let migration = 0;
  simulate(s, {
    year: (y) => {
      demand[y.year] = y.hours.demand;
      onPremBusy[y.year] = y.hours.onPremBusy;
    },
    month: ({ month, onPrem }) => {
      if (month === 0) {
        upfront = onPrem.hardware + onPrem.facility + (onPrem.financing ?? 0);
        migration = onPrem.migration;
        return;
      }
      bought[month] = onPrem.hardware;
      paid[month] = onPrem.financing ?? 0;
      residual[month] = -onPrem.residual;
      dualRun[month] = onPrem.dualRun;
      const none = [bought, paid, residual, dualRun].every((line) => Object.is(line[month], 0));
      oneOff[month] = none ? 0 : 1;
    },
  });
  const t = s.tax ? s.tax.ratePct / 100 : 0;
  const own: CapitalSchedule | undefined = s.tax ? capitalSchedule(s, s.tax.depreciation) : undefined;
  const { discountRatePct, discounting } = s.assumptions;
  // The year factors are powers: taken once here rather than once a year at every point.
  const priceFactor = new Float64Array(years + 1);
  const inflation = new Float64Array(years + 1);
  for (let year = 1; year <= years; year++) {
    priceFactor[year] = yearFactor(s.cloud.priceChangePctPerYear, year);
    inflation[year] = yearFactor(s.assumptions.opexInflationPct, year);
  }
  // `npv`'s factors, made in its order so that a point is its NPV to the bit: month m's when
  // discounting monthly, else year y's (a year's months are summed, then discounted).
  const monthly = discounting === "monthly";
  const growth = 1 + discountRatePct / 100;
  const discount = new Float64Array((monthly ? lastMonth : years) + 1);
  const step = monthly ? growth ** (-1 / 12) : 0;
  for (let k = 1, factor = 1; k < discount.length; k++) {
    if (monthly) factor *= step;
    else factor /= growth;
    discount[k] = factor;
  }
  const sameYear = new Uint8Array(years + 1);
  for (let year = 2; year <= years; year++) {
    const same = (a: Float64Array) => Object.is(a[year], a[year - 1]);
    sameYear[year] = same(demand) && same(onPremBusy) && same(priceFactor) && same(inflation) ? 1 : 0;
  }
  const h: HybridMonth = { core: 0, burst: 0, edge: 0, coreHours: 0, burstHours: 0, edgeHours: 0 };
  // Every split prices the same workload: its levels are looked up once.
  const levels = monthLevels(s);
  // With a carbon price the hybrid's month also pays its tonnes, added after the sum as `simulate` adds it.
  const carbon = s.carbon !== undefined && s.carbon.pricePerTonne > 0 ? s.carbon : undefined;
  const emitted = emptyCarbonMonth();
  return (split) => {
    const core = coreGpus(split);
    const coreShare = core / s.workload.gpus;
    const movedShare = split.hybrid.onPremPct / 100;
    // Each month's cost is discounted as it is made, in the order `npv` takes a column.
    const afterTax = (pre: number, m: number) => (own ? ownedAfterTax(pre, m, coreShare, own, t, lastMonth) : pre);
    let total = afterTax(coreShare * upfront + movedShare * migration, 0);
    let carbonCost = 0;
    let plain = 0;
    for (let year = 1; year <= years; year++) {
      const wanted = demand[year]!;
      // A year priced as the one before it (flat demand, prices and costs) has its running month:
      // the same inputs give the same bits, so it is not priced again.
      if (year === 1 || !sameYear[year]) {
        hybridMonth(split, core, wanted, priceFactor[year]!, inflation[year]!, h, levels);
        carbonCost = 0;
        if (carbon) {
          const busy = onPremBusy[year]!;
          const served = {
            demand: wanted,
            onPremBusy: busy,
            overflow: wanted - busy,
            core: h.coreHours,
            burst: h.burstHours,
          };
          carbonMonth(split, carbon, served, core, emitted);
          carbonCost = emitted.cost.hybrid;
        }
        // A month with no one-off is the year's running month: the same sum, made once.
        plain = hybridMonthTotal(h, hybridOwned(h, coreShare, 0, 0, 0), movedShare * 0);
        if (carbon) plain += carbonCost;
      }
      let yearSum = 0;
      for (let m = 12 * (year - 1) + 1; m <= 12 * year; m++) {
        let pre = plain;
        if (oneOff[m] === 1) {
          pre = hybridMonthTotal(
            h,
            hybridOwned(h, coreShare, bought[m]!, paid[m]!, residual[m]!),
            movedShare * dualRun[m]!,
          );
          if (carbon) pre += carbonCost;
        }
        const cost = afterTax(pre, m);
        if (monthly) total += cost * discount[m]!;
        else yearSum += cost;
      }
      if (!monthly) total += yearSum * discount[year]!;
    }
    return { onPremPct: split.hybrid.onPremPct, coreGpus: core, npv: total };
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
