import type { Scenario } from "./types";

/**
 * Cloud GPU-hours billed for one hour of demand (contract, "Work, not hours"): demand is counted in
 * owned GPU-hours, so a cloud GPU that does unitsPerGpuHour.cloud units an hour needs
 * w = unitsPerGpuHour.onPrem ÷ unitsPerGpuHour.cloud hours to do an owned hour's work. 1 without
 * `unitsPerGpuHour`. Every cloud-served hour of demand (the cloud option, on-prem overflow, the
 * hybrid burst) is billed as w hours, so every option does the same work.
 *
 * @example
 * // owned 37.5 epochs an hour, cloud 28.3: each hour of demand costs 1.325 cloud hours
 * workWeight(s); // 1.3251
 * workWeight({ ...s, workload: { ...s.workload, unitsPerGpuHour: undefined } }); // 1
 */
export function workWeight(s: Scenario): number {
  const units = s.workload.unitsPerGpuHour;
  return units ? units.onPrem / units.cloud : 1;
}
