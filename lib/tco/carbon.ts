import { daysPerMonth } from "./demand";
import { ownedKwh } from "./owned-energy";
import { workWeight } from "./work-weight";
import type { Carbon, CarbonResult, OptionValues, Scenario } from "./types";

/**
 * The GPU-hours of one month that set its energy: the demand, and where each option serves it.
 * Overflow and burst are demand hours (the owned platform's measure), not billed hours.
 *
 * @example
 * const h: CarbonHours = { demand: 9000, onPremBusy: 7300, overflow: 1700, core: 6750, burst: 1800 };
 */
export interface CarbonHours {
  demand: number;
  onPremBusy: number;
  overflow: number;
  core: number;
  burst: number;
}

/**
 * One month's energy, emissions and carbon cost of each option.
 *
 * @example
 * const m: CarbonMonth = { kwh: { cloud: 0, onPrem: 439_541.76, hybrid: 0 },
 *   tonnes: { cloud: 0, onPrem: 175.82, hybrid: 0 }, cost: { cloud: 0, onPrem: 17_581.67, hybrid: 0 } };
 */
export interface CarbonMonth {
  kwh: OptionValues;
  tonnes: OptionValues;
  /** tonnes × pricePerTonne: no inflation, no price change. */
  cost: OptionValues;
}

/**
 * A month with no energy, no emissions and no carbon cost.
 *
 * @example
 * emptyCarbonMonth().tonnes.onPrem; // 0
 */
export function emptyCarbonMonth(): CarbonMonth {
  return {
    kwh: { cloud: 0, onPrem: 0, hybrid: 0 },
    tonnes: { cloud: 0, onPrem: 0, hybrid: 0 },
    cost: { cloud: 0, onPrem: 0, hybrid: 0 },
  };
}

/**
 * Fills `out` with one month's energy and emissions for the hours `h`, `core` the hybrid's core GPUs.
 * Owned kWh is the power line's energy (`ownedKwh`); cloud kWh = w × the demand hours the cloud
 * serves × cloudKwhPerGpuHour (a reserved GPU's idle hours draw nothing here).
 * - cloud: cloud kWh of all the demand
 * - on-prem: owned kWh of gpus serving onPremBusy, plus cloud kWh of the overflow
 * - hybrid: owned kWh of the core serving its hours, plus cloud kWh of the burst (the edge's energy is not modelled)
 * tonnes = (owned kWh × onPremKgPerKwh + cloud kWh × cloudKgPerKwh) / 1000; cost = tonnes × pricePerTonne.
 *
 * @example
 * // worked check 6: 1,024 GPUs at 700 W, 16.8 busy hours a day, PUE 1.2, 730-hour months, 0.4 kg/kWh, $100/t
 * carbonMonth(s, s.carbon, { demand: 523_264, onPremBusy: 523_264, overflow: 0, core: 0, burst: 523_264 }, 0, out);
 * // out.kwh.onPrem 439,541.76; out.tonnes.onPrem 175.82; out.cost.onPrem 17,581.67 (× 60 months: $1,054,900)
 */
export function carbonMonth(s: Scenario, carbon: Carbon, h: CarbonHours, core: number, out: CarbonMonth): void {
  const power = s.onPrem.opex.power;
  const days = daysPerMonth(s.assumptions.hoursPerMonth);
  const cloudKwh = workWeight(s) * carbon.cloudKwhPerGpuHour;
  const owned = power ? ownedKwh(power, s.workload.gpus, h.onPremBusy, days) : 0;
  const coreOwned = power ? ownedKwh(power, core, h.core, days) : 0;
  const cloud = h.demand * cloudKwh;
  const overflow = h.overflow * cloudKwh;
  const burst = h.burst * cloudKwh;
  out.kwh.cloud = cloud;
  out.kwh.onPrem = owned + overflow;
  out.kwh.hybrid = coreOwned + burst;
  out.tonnes.cloud = (cloud * carbon.cloudKgPerKwh) / 1000;
  out.tonnes.onPrem = (owned * carbon.onPremKgPerKwh + overflow * carbon.cloudKgPerKwh) / 1000;
  out.tonnes.hybrid = (coreOwned * carbon.onPremKgPerKwh + burst * carbon.cloudKgPerKwh) / 1000;
  out.cost.cloud = out.tonnes.cloud * carbon.pricePerTonne;
  out.cost.onPrem = out.tonnes.onPrem * carbon.pricePerTonne;
  out.cost.hybrid = out.tonnes.hybrid * carbon.pricePerTonne;
}

/**
 * The result's `carbon` from the horizon sums of kWh and tonnes and the demand GPU-hours of months 1…N:
 * kgPerGpuHour = tonnes × 1000 / demand (null when there is no demand).
 *
 * @example
 * carbonResult({ cloud: 0, onPrem: 26_372_505.6, hybrid: 0 }, { cloud: 0, onPrem: 10_549.0, hybrid: 0 }, 31_395_840);
 * // kgPerGpuHour.onPrem 0.336
 */
export function carbonResult(kwh: OptionValues, tonnes: OptionValues, demandHours: number): CarbonResult {
  const perHour = (t: number) => (t * 1000) / demandHours;
  return {
    kwh: { ...kwh },
    tonnes: { ...tonnes },
    kgPerGpuHour:
      demandHours > 0
        ? { cloud: perHour(tonnes.cloud), onPrem: perHour(tonnes.onPrem), hybrid: perHour(tonnes.hybrid) }
        : null,
  };
}
