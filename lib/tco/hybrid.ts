import { ceilIgnoringNoise } from "./ceil-ignoring-noise";
import { cloudMonth } from "./cloud-costs";
import { daysPerMonth } from "./demand";
import { onPremRunning } from "./on-prem-costs";
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
 * by core ÷ gpus; the cloud burst bills c × demand plus what the core could not serve, on demand,
 * with c of storage, egress and other; the edge costs e × demand × edgeCostPerGpuHour, unchanged
 * by price change or inflation.
 *
 * @example
 * // 300 GPUs × 20 h × 30.42 days = 182,500 h; 75/20/5 split, 200 core GPUs at 22.5 h a day
 * hybridMonth(s, 200, 182_500, 1, 1, out);
 * // out.coreHours 136,875 (all of p × demand); out.burstHours 36,500; out.edgeHours 9,125
 */
export function hybridMonth(s: Scenario, core: number, demand: number, f: number, i: number, out: HybridMonth): void {
  const p = s.hybrid.onPremPct / 100;
  const c = s.hybrid.cloudPct / 100;
  const e = s.hybrid.edgePct / 100;
  const wanted = p * demand;
  const capacity = core * s.hybrid.coreHoursPerDay * daysPerMonth(s.assumptions.hoursPerMonth);
  const served = Math.min(wanted, capacity);
  const burstHours = c * demand + (wanted - served);
  out.core = onPremRunning(s, core, served, core / s.workload.gpus, i);
  out.burst = cloudMonth(s.cloud, burstHours, f, c);
  out.edgeHours = e * demand;
  out.edge = out.edgeHours * s.hybrid.edgeCostPerGpuHour;
  out.coreHours = served;
  out.burstHours = burstHours;
}
