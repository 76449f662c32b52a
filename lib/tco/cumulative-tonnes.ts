import { simulate } from "./cash-flows";
import type { OptionValues, Scenario } from "./types";

/**
 * Tonnes CO2e each option has emitted from month 0 up to and including `month`.
 *
 * @example
 * const p: TonnesPoint = { month: 12, cloud: 2_110.04, onPrem: 2_109.8, hybrid: 2_110.04 };
 */
export interface TonnesPoint extends OptionValues {
  month: number;
}

/**
 * Cumulative tonnes CO2e per option for months 0…N, for the carbon chart: month 0 emits nothing
 * (the purchase month has no running hours), each later month adds that month's tonnes (section
 * "Energy and carbon" of the contract), so the last point is the result's `carbon.tonnes`.
 * Null without `carbon`: there is nothing to draw.
 *
 * @example
 * // worked check 6: 1,024 GPUs at 700 W, 16.8 busy hours a day, PUE 1.2, 730-hour months, 0.4 kg/kWh, 5 years
 * const points = cumulativeTonnes(s)!;
 * points.length;           // 61 (months 0…60)
 * points[1]!.onPrem;       // 175.82 (439,541.76 kWh × 0.4 kg ÷ 1,000)
 * points[60]!.onPrem;      // 10,549.0
 */
export function cumulativeTonnes(s: Scenario): TonnesPoint[] | null {
  if (!s.carbon) return null;
  const points: TonnesPoint[] = [];
  const sum = { cloud: 0, onPrem: 0, hybrid: 0 };
  simulate(s, {
    month: (m) => {
      sum.cloud += m.carbon.tonnes.cloud;
      sum.onPrem += m.carbon.tonnes.onPrem;
      sum.hybrid += m.carbon.tonnes.hybrid;
      points.push({ month: m.month, ...sum });
    },
  });
  return points;
}
