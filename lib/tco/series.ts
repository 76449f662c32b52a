import { simulate } from "./cash-flows";
import { coreGpus } from "./hybrid";
import { buildLedger } from "./ledger";
import type { CloudBreakdown, HybridBreakdown, OnPremBreakdown, OptionValues, Scenario } from "./types";
import { withGpuHoursPerDay } from "./utilization-break-even";

/**
 * Cost lines of one year of every option. Year 0 is month 0 (the upfront purchase and migration).
 *
 * @example
 * // comma.ai preset, year 0: onPrem.hardware 4.7M, onPrem.facility 0.3M, cloud all 0
 * const y: YearlyCosts = yearlyCosts(s)[0]!;
 */
export interface YearlyCosts {
  year: number;
  cloud: CloudBreakdown;
  onPrem: OnPremBreakdown;
  hybrid: HybridBreakdown;
  total: OptionValues;
}

function addInto<T extends object>(into: T, from: Readonly<T>): void {
  const target = into as Record<string, number>;
  const source = from as Record<string, number>;
  for (const key in source) target[key] = target[key]! + source[key]!;
}

/**
 * Yearly cost by category per option, years 0…horizonYears, for stacked bars.
 *
 * @example
 * // comma.ai check: year 1 onPrem.other 3M, cloud.other 16.6M
 * yearlyCosts(s).map((y) => y.total.onPrem); // [5e6, 3e6, 3e6, 3e6]
 */
export function yearlyCosts(s: Scenario): YearlyCosts[] {
  const years: YearlyCosts[] = [];
  simulate(s, {
    month: (m) => {
      let year = years[m.year];
      if (!year) {
        year = {
          year: m.year,
          cloud: { ...m.cloud },
          onPrem: { ...m.onPrem },
          hybrid: { ...m.hybrid },
          total: { ...m.total },
        };
        years.push(year);
        return;
      }
      addInto(year.cloud, m.cloud);
      addInto(year.onPrem, m.onPrem);
      addInto(year.hybrid, m.hybrid);
      addInto(year.total, m.total);
    },
  });
  return years;
}

/**
 * One point of the utilization sweep: horizon totals at that utilization.
 *
 * @example
 * const p: UtilizationPoint = { gpuHoursPerDay: 6, cloud: 12.4e6, onPrem: 11.9e6, hybrid: 12.1e6 };
 */
export interface UtilizationPoint extends OptionValues {
  gpuHoursPerDay: number;
}

/**
 * Horizon totals of each option as gpuHoursPerDay sweeps 0…24 in steps of `step` (24 always
 * included), all else equal. The hybrid core is re-sized at each point, as it would be for a
 * scenario entered with that utilization.
 *
 * @example
 * costVsUtilization(s, 6).map((p) => p.gpuHoursPerDay); // [0, 6, 12, 18, 24]
 */
export function costVsUtilization(s: Scenario, step = 1): UtilizationPoint[] {
  const points: UtilizationPoint[] = [];
  const count = Math.ceil(24 / step - 1e-9);
  for (let k = 0; k <= count; k++) {
    const gpuHoursPerDay = Math.min(24, k * step);
    points.push({ gpuHoursPerDay, ...simulate(withGpuHoursPerDay(s, gpuHoursPerDay)) });
  }
  return points;
}

/**
 * GPU-hours and cost of one hybrid tier over the horizon (capex share in the core's cost).
 *
 * @example
 * const t: HybridTier = { tier: "cloud", gpuHours: 1_314_000, cost: 5_518_800 };
 */
export interface HybridTier {
  tier: "onPrem" | "cloud" | "edge";
  gpuHours: number;
  cost: number;
}

/**
 * How the hybrid option splits: its core size, each tier's GPU-hours and cost, and the transition
 * cost that belongs to no tier.
 *
 * @example
 * // hybrid preset: 200 core GPUs; core, burst and edge hours in the ratio 75 : 20 : 5
 * hybridTierSplit(s); // { coreGpus: 200, tiers: [{ tier: "onPrem", … }, { tier: "cloud", … }, { tier: "edge", … }], transition: 0 }
 */
export function hybridTierSplit(s: Scenario): { coreGpus: number; tiers: HybridTier[]; transition: number } {
  const { hours, breakdown } = buildLedger(s);
  return {
    coreGpus: coreGpus(s),
    tiers: [
      { tier: "onPrem", gpuHours: hours.core, cost: breakdown.hybrid.onPrem },
      { tier: "cloud", gpuHours: hours.burst, cost: breakdown.hybrid.cloud },
      { tier: "edge", gpuHours: hours.edge, cost: breakdown.hybrid.edge },
    ],
    transition: breakdown.hybrid.transition,
  };
}
