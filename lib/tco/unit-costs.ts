import { ratioOrNull } from "./ratio";
import type { OptionValues, UnitsPerGpuHour } from "./types";

function perUnit(totals: OptionValues, cloud: number, onPrem: number, hybrid: number): OptionValues | null {
  const c = ratioOrNull(totals.cloud, cloud);
  const o = ratioOrNull(totals.onPrem, onPrem);
  const h = ratioOrNull(totals.hybrid, hybrid);
  return c === null || o === null || h === null ? null : { cloud: c, onPrem: o, hybrid: h };
}

/**
 * Each option's total over the demand GPU-hours of months 1…N (one denominator for all three, so
 * idle reserved hours or overflow do not flatter an option); null when there is no demand.
 *
 * @example
 * // $49.8M over 15,552,000 GPU-hours
 * costPerGpuHour({ cloud: 49.8e6, onPrem: 14e6, hybrid: 20e6 }, 15_552_000); // { cloud: 3.20, onPrem: 0.90, hybrid: 1.29 }
 */
export function costPerGpuHour(totals: OptionValues, demandHours: number): OptionValues | null {
  return perUnit(totals, demandHours, demandHours, demandHours);
}

/**
 * Each option's total over the units of work done: the demand GPU-hours of months 1…N ×
 * `units.onPrem`, the same work for every option (demand is counted in owned GPU-hours, and the
 * cloud bills w = onPrem ÷ cloud hours for each hour of it it serves: see `workWeight`). Null when
 * no unit is made (no demand).
 *
 * @example
 * // $0.30/h at 28.3 epochs/h on the cloud, $0.36/h at 37.5 epochs/h owned, 1,000 demand hours:
 * // the cloud bills 1,000 × 37.5 / 28.3 = 1,325 h = $397.53 for 37,500 epochs
 * costPerUnit({ cloud: 397.53, onPrem: 360, hybrid: 380 }, 1000, { onPrem: 37.5, cloud: 28.3 });
 * // { cloud: 0.0106, onPrem: 0.0096, hybrid: 0.0101 }
 */
export function costPerUnit(totals: OptionValues, demandHours: number, units: UnitsPerGpuHour): OptionValues | null {
  const work = demandHours * units.onPrem;
  return perUnit(totals, work, work, work);
}
