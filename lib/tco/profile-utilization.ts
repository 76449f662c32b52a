import type { DemandLevel } from "./types";

/**
 * The busy hours a day per GPU a profile implies for `gpus` GPUs: Σ gpus_k × hoursPerWeek_k ÷ 7 ÷ gpus
 * (the profile's own gpuHoursPerDay, h0; a scenario's gpuHoursPerDay h scales every level by h ÷ h0).
 *
 * @example
 * profileGpuHoursPerDay([{ gpus: 100, hoursPerWeek: 33.6 }, { gpus: 40, hoursPerWeek: 134.4 }], 100); // 12.48
 */
export function profileGpuHoursPerDay(profile: readonly DemandLevel[], gpus: number): number {
  let gpuHours = 0;
  for (const l of profile) gpuHours += l.gpus * l.hoursPerWeek;
  return gpuHours / 7 / gpus;
}
