import type { Power } from "./types";

/**
 * kWh that `gpus` owned GPUs draw in a month of `days` days doing `busyHours` GPU-hours of work:
 * gpus × (activeWattsPerGpu × hBusy + idleWattsPerGpu × (24 − hBusy)) / 1000 × days × pue, with
 * hBusy = busyHours / (gpus × days). The metered power line is this × pricePerKwh × inflation, and
 * the carbon figures count it, so the two can never disagree. 0 with no GPUs (nothing draws power).
 *
 * @example
 * // worked check 4: 1,024 GPUs at 700 W busy 16.8 h a day, idle 0 W, PUE 1.2, 730-hour months
 * ownedKwh(power, 1024, 1024 * 16.8 * 730 / 24, 730 / 24); // 439,541.76 a month (× 60 = 26,372,506)
 */
export function ownedKwh(power: Power, gpus: number, busyHours: number, days: number): number {
  if (gpus <= 0) return 0;
  const hBusy = busyHours / (gpus * days);
  const watts = power.activeWattsPerGpu * hBusy + power.idleWattsPerGpu * (24 - hBusy);
  return ((gpus * watts) / 1000) * days * power.pue;
}
