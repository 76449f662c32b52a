import { ceilIgnoringNoise } from "./ceil-ignoring-noise";
import { cloudBilledHours, cloudMonth } from "./cloud-costs";
import { daysPerMonth } from "./demand";
import { onPremRunning } from "./on-prem-costs";
import {
  monthLevels,
  profileCoreGpus,
  reservedBilledHours,
  served as profileServed,
  type MonthLevels,
} from "./profile";
import { profileGpuHoursPerDay } from "./profile-utilization";
import { workWeight } from "./work-weight";
import type { Scenario } from "./types";

/**
 * On-prem core GPUs of the hybrid option, sized on year-1 demand:
 * min(gpus, ceil(gpus × gpuHoursPerDay × onPremPct/100 ÷ coreHoursPerDay)).
 *
 * @example
 * // 300 GPUs busy 20 h, 75% on-prem, each core GPU sustains 22.5 h: 300 × 20 × 0.75 / 22.5 = 200
 * coreGpus(s); // 200
 */
export function coreGpus(s: Scenario): number {
  const profile = s.workload.profile;
  if (profile) {
    const scale = s.workload.gpuHoursPerDay / profileGpuHoursPerDay(profile, s.workload.gpus);
    const { onPremPct, edgePct } = s.hybrid;
    return profileCoreGpus(
      profile,
      onPremPct / 100,
      edgePct / 100,
      s.workload.gpus,
      Number.isFinite(scale) ? scale : 0,
    );
  }
  const wanted = (s.workload.gpus * s.workload.gpuHoursPerDay * (s.hybrid.onPremPct / 100)) / s.hybrid.coreHoursPerDay;
  return Math.min(s.workload.gpus, ceilIgnoringNoise(wanted));
}

/**
 * A month of the hybrid option's running costs and the GPU-hours each tier serves.
 *
 * @example
 * const m: HybridMonth = { core: 120_000, burst: 153_300, edge: 27_375, coreHours: 136_875,
 *   burstHours: 36_500, edgeHours: 9_125 };
 */
export interface HybridMonth {
  /** Running cost of the core (no capex). */
  core: number;
  burst: number;
  edge: number;
  coreHours: number;
  burstHours: number;
  edgeHours: number;
}

/**
 * Fills `out` with one month of the hybrid option's running costs in a year with `demand` busy
 * hours, cloud price factor `f` and inflation factor `i`. The core (`core` GPUs) serves
 * min(p × demand, core × coreHoursPerDay × days) with the on-prem formulas, its fixed lines scaled
 * by core ÷ gpus; the cloud burst serves c × demand plus what the core could not serve (B, in
 * demand hours, `burstHours`), billed as the cloud option bills (`cloudBilledHours`: w × B on
 * demand; reserved, the gpus − core GPUs the core does not cover every hour, or w × B when more,
 * so a hybrid with no core costs what the cloud option costs), with c of storage, egress and other;
 * the edge costs e × demand × edgeCostPerGpuHour, unchanged by price change or inflation.
 *
 * @example
 * // 300 GPUs × 20 h × 30.42 days = 182,500 h; 75/20/5 split, 200 core GPUs at 22.5 h a day
 * hybridMonth(s, 200, 182_500, 1, 1, out);
 * // out.coreHours 136,875 (all of p × demand); out.burstHours 36,500; out.edgeHours 9,125
 */
export function hybridMonth(
  s: Scenario,
  core: number,
  demand: number,
  f: number,
  i: number,
  out: HybridMonth,
  // Callers that price many months of one workload look its levels up once.
  levels: MonthLevels | undefined = monthLevels(s),
): void {
  const p = s.hybrid.onPremPct / 100;
  const c = s.hybrid.cloudPct / 100;
  const e = s.hybrid.edgePct / 100;
  let served: number;
  let burstHours: number;
  let billed: number;
  if (levels) {
    // The edge takes an even share of every level; the core serves the bottom K GPUs of the rest.
    served = profileServed(levels, demand, core, 1 - e);
    burstHours = Math.max(0, (1 - e) * demand - served);
    billed =
      s.cloud.billing === "reserved"
        ? reservedBilledHours(levels, demand, s.workload.gpus - core, core, 1 - e, workWeight(s))
        : workWeight(s) * burstHours;
  } else {
    const wanted = p * demand;
    const capacity = core * s.hybrid.coreHoursPerDay * daysPerMonth(s.assumptions.hoursPerMonth);
    served = Math.min(wanted, capacity);
    burstHours = c * demand + (wanted - served);
    billed = cloudBilledHours(s, burstHours, s.workload.gpus - core);
  }
  out.core = onPremRunning(s, core, served, core / s.workload.gpus, i);
  out.burst = cloudMonth(s.cloud, billed, f, c);
  out.edgeHours = e * demand;
  out.edge = out.edgeHours * s.hybrid.edgeCostPerGpuHour;
  out.coreHours = served;
  out.burstHours = burstHours;
}

/**
 * The owned part of the hybrid option's cost in a month 1…N: the core's running cost `h.core` and
 * `coreShare` (core GPUs ÷ gpus) of what the on-prem option buys (`bought`), pays its financing
 * (`paid`) and is credited for its residual value (`residual`, a positive amount) that month.
 *
 * @example
 * // a refresh month: core running $120,000, 200 of 600 GPUs, $4.7M of hardware bought
 * hybridOwned(h, 1 / 3, 4_700_000, 0, 0); // 120,000 + 1,566,667 = 1,686,667
 */
export function hybridOwned(
  h: Readonly<HybridMonth>,
  coreShare: number,
  bought: number,
  paid: number,
  residual: number,
): number {
  return h.core + coreShare * bought + coreShare * paid - coreShare * residual;
}

/**
 * The hybrid option's cost in a month 1…N: its owned part (`hybridOwned`), the rest of its
 * running month `h` and its share of the transition (onPremPct of the dual-run bill). `simulate`
 * and the right-sizing curve both add a month up here, so a line added to the hybrid month
 * counts in both.
 *
 * @example
 * // burst $153,300, edge $27,375, no dual running
 * hybridMonthTotal(h, 120_000, 0); // 300,675
 */
export function hybridMonthTotal(h: Readonly<HybridMonth>, owned: number, transition: number): number {
  return owned + h.burst + h.edge + transition;
}
