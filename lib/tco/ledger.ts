import { emptyLines, simulate, type MonthHours } from "./cash-flows";
import type { Breakdown, MonthRow, OptionValues, Scenario } from "./types";

function addTwelve(into: OptionValues, from: Readonly<OptionValues>): void {
  into.cloud += 12 * from.cloud;
  into.onPrem += 12 * from.onPrem;
  into.hybrid += 12 * from.hybrid;
}

/**
 * The recorded run of a scenario: the monthly table, the horizon totals, every cost line summed
 * over the horizon, and the GPU-hours of months 1…N by where they were served.
 *
 * @example
 * const { months, totals, breakdown, hours } = buildLedger(s);
 * hours.demand; // denominator of costPerGpuHour
 */
export interface Ledger {
  months: MonthRow[];
  totals: OptionValues;
  breakdown: Breakdown;
  hours: MonthHours;
  /** kWh and tonnes of months 1…N; present only when the scenario has `carbon`. */
  energy?: { kwh: OptionValues; tonnes: OptionValues };
}

/**
 * Runs `simulate` once, keeping every month.
 *
 * @example
 * // comma.ai check
 * buildLedger(s).totals;          // { cloud: 49,800,000, onPrem: 14,000,000, … }
 * buildLedger(s).months.length;   // 37 (months 0…36)
 */
export function buildLedger(s: Scenario): Ledger {
  const months: MonthRow[] = [];
  // Fresh zeros in the order the breakdown lists its lines (the answers' JSON keeps that order).
  const zero = emptyLines();
  const { hours } = zero;
  const priced = s.carbon !== undefined && s.carbon.pricePerTonne > 0;
  const cloud = { ...zero.cloud, ...(priced && { carbon: 0 }) };
  const onPrem = { ...zero.onPrem, ...(s.financing && { financing: 0 }), ...(priced && { carbon: 0 }) };
  const hybrid = { ...zero.hybrid, ...(priced && { carbon: 0 }) };
  const energy = s.carbon && { kwh: { cloud: 0, onPrem: 0, hybrid: 0 }, tonnes: { cloud: 0, onPrem: 0, hybrid: 0 } };
  const totals = simulate(s, {
    // Running lines are the same in every month of a year: add them once, times 12.
    year: (y) => {
      hours.demand += 12 * y.hours.demand;
      hours.cloudBilled += 12 * y.hours.cloudBilled;
      hours.onPremBusy += 12 * y.hours.onPremBusy;
      hours.overflow += 12 * y.hours.overflow;
      hours.core += 12 * y.hours.core;
      hours.burst += 12 * y.hours.burst;
      hours.edge += 12 * y.hours.edge;
      cloud.compute += 12 * y.cloud.compute;
      cloud.overhead += 12 * y.cloud.overhead;
      cloud.storage += 12 * y.cloud.storage;
      cloud.egress += 12 * y.cloud.egress;
      cloud.other += 12 * y.cloud.other;
      cloud.support += 12 * y.cloud.support;
      onPrem.maintenance += 12 * y.onPrem.maintenance;
      onPrem.power += 12 * y.onPrem.power;
      onPrem.colocation += 12 * y.onPrem.colocation;
      onPrem.network += 12 * y.onPrem.network;
      onPrem.software += 12 * y.onPrem.software;
      onPrem.other += 12 * y.onPrem.other;
      onPrem.staff += 12 * y.onPrem.staff;
      onPrem.variable += 12 * y.onPrem.variable;
      onPrem.overflow += 12 * y.onPrem.overflow;
      hybrid.cloud += 12 * y.hybrid.cloud;
      hybrid.edge += 12 * y.hybrid.edge;
      if (priced) {
        cloud.carbon! += 12 * y.cloud.carbon!;
        onPrem.carbon! += 12 * y.onPrem.carbon!;
        hybrid.carbon! += 12 * y.hybrid.carbon!;
      }
      if (energy) {
        addTwelve(energy.kwh, y.carbon.kwh);
        addTwelve(energy.tonnes, y.carbon.tonnes);
      }
    },
    month: (m) => {
      const c = m.cumulative;
      months.push({
        month: m.month,
        cloud: m.total.cloud,
        onPrem: m.total.onPrem,
        hybrid: m.total.hybrid,
        cumulative: { cloud: c.cloud, onPrem: c.onPrem, hybrid: c.hybrid },
        savings: c.cloud - c.onPrem,
      });
      onPrem.hardware += m.onPrem.hardware;
      onPrem.facility += m.onPrem.facility;
      onPrem.migration += m.onPrem.migration;
      onPrem.dualRun += m.onPrem.dualRun;
      onPrem.residual += m.onPrem.residual;
      if (onPrem.financing !== undefined) onPrem.financing += m.onPrem.financing!;
      hybrid.onPrem += m.hybrid.onPrem;
      hybrid.transition += m.hybrid.transition;
    },
  });
  return { months, totals, breakdown: { cloud, onPrem, hybrid }, hours, ...(energy && { energy }) };
}
