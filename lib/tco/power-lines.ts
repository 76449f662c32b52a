import { yearlyCosts } from "./series";
import type { Scenario } from "./types";

/**
 * The two ways a scenario can count on-prem electricity, in its first year: the flat
 * `powerCoolingAnnual` line and the metered bill (GPUs × watts × hours × PUE × price). Both are
 * added to the on-prem power cost, so a scenario holding both is shown both sums side by side.
 */
export interface PowerLines {
  /** The flat yearly line as entered. */
  flat: number;
  /** Year 1's metered bill; 0 when power is not metered. */
  metered: number;
}

/**
 * @example
 * // 8 GPUs busy 24 h at 700 W, PUE 1.4, $0.10/kWh, 720-hour months:
 * // 8 × 0.7 kW × 24 h × 30 days × 12 × 1.4 × 0.10 = $6,773.76
 * powerLines(h100); // { flat: 0, metered: 6773.76 }
 */
export function powerLines(s: Scenario): PowerLines {
  const flat = s.onPrem.opex.powerCoolingAnnual;
  if (!s.onPrem.opex.power) return { flat, metered: 0 };
  const meteredOnly: Scenario = { ...s, onPrem: { ...s.onPrem, opex: { ...s.onPrem.opex, powerCoolingAnnual: 0 } } };
  return { flat, metered: yearlyCosts(meteredOnly)[1]?.onPrem.power ?? 0 };
}
