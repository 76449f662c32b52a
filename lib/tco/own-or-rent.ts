import { simulate } from "./cash-flows";
import { npv } from "./npv";
import type { Scenario } from "./types";

/** NPV of the cloud and on-prem options with flat demand of `gpuHoursPerDay`, no growth, no profile, no transition. */
function flatNpvs(s: Scenario, gpuHoursPerDay: number): { cloud: number; onPrem: number } {
  const n = 12 * s.horizonYears + 1;
  const cloud = new Float64Array(n);
  const onPrem = new Float64Array(n);
  // The workload rebuilt field by field, so a profile (which would scale with gpuHoursPerDay) is left behind.
  const { gpus, unitName, unitsPerGpuHour } = s.workload;
  const flat: Scenario = {
    ...s,
    workload: { gpus, gpuHoursPerDay, growthPctPerYear: 0, unitName, unitsPerGpuHour },
    transition: { migrationCost: 0, dualRunMonths: 0 },
  };
  simulate(flat, {
    totals: (m, total) => {
      cloud[m] = total.cloud;
      onPrem[m] = total.onPrem;
    },
  });
  const { discountRatePct, discounting } = s.assumptions;
  return { cloud: npv(cloud, discountRatePct, discounting), onPrem: npv(onPrem, discountRatePct, discounting) };
}

/**
 * The busy share of the week (0–1) above which owning one more GPU costs less than renting its
 * hours: s* = A ÷ (C − V), where, per GPU of the fleet and over the horizon at the scenario's
 * discount rate, A is the NPV of owning it idle (its capex and refreshes, maintenance, the fixed
 * yearly lines ÷ gpus, idle power), V what each further busy share adds on the owned side (active
 * power, variable cost) and C what renting that share costs on demand (price, discount, overhead,
 * support, unitsPerGpuHour). Each is read from the engine itself: the cloud and on-prem options at
 * flat 0 and 24 busy hours a day, with no growth, no profile and no migration or dual run (those
 * go with the split, not with a GPU). Null when owning never pays (C ≤ V) and with reserved cloud
 * billing, where a rented GPU is billed every hour whatever its share. Before tax.
 *
 * @example
 * // worked check 5: $25,000 a GPU, $2.50 an hour on demand, 3 years of 730-hour months, no discounting
 * ownPaysAboveShare(s); // 25,000 ÷ (26,280 × 2.50) = 0.3805
 */
export function ownPaysAboveShare(s: Scenario): number | null {
  if (s.cloud.billing === "reserved") return null;
  const idle = flatNpvs(s, 0);
  const busy = flatNpvs(s, 24);
  const gpus = s.workload.gpus;
  const owning = idle.onPrem / gpus;
  const perShareOwned = (busy.onPrem - idle.onPrem) / gpus;
  const perShareRented = (busy.cloud - idle.cloud) / gpus;
  const margin = perShareRented - perShareOwned;
  if (!(margin > 0)) return null;
  return Math.max(0, owning / margin);
}
