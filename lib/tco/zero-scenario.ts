import type { Scenario } from "./types";

/**
 * The zero scenario: one GPU, idle, one year of 720-hour months, every price and cost 0, no
 * discounting, hybrid all cloud. Presets, "New scenario" and tests start from it and set only
 * the figures they mean, so every field stays written out.
 *
 * @example
 * const s = zeroScenario();
 * s.horizonYears;         // 1
 * s.onPrem.opex.staff;    // { fte: 0, costPerFte: 0 }
 */
export function zeroScenario(): Scenario {
  return {
    name: "test",
    currency: "USD",
    horizonYears: 1,
    assumptions: { hoursPerMonth: 720, discountRatePct: 0, discounting: "annual", opexInflationPct: 0 },
    workload: { gpus: 1, gpuHoursPerDay: 0, growthPctPerYear: 0 },
    onPrem: {
      capex: { compute: 0, storage: 0, network: 0, facility: 0 },
      lifetimeYears: 3,
      creditResidualValue: false,
      opex: {
        maintenancePct: 0,
        maintenanceAnnual: 0,
        powerCoolingAnnual: 0,
        colocationAnnual: 0,
        networkAnnual: 0,
        softwareAnnual: 0,
        otherAnnual: 0,
        staff: { fte: 0, costPerFte: 0 },
        variableCostPerGpuHour: 0,
      },
    },
    cloud: {
      pricePerGpuHour: 0,
      billing: "on-demand",
      discountPct: 0,
      priceChangePctPerYear: 0,
      ...zeroCloudSideCosts(),
      otherMonthly: 0,
    },
    transition: { migrationCost: 0, dualRunMonths: 0 },
    hybrid: { onPremPct: 0, cloudPct: 100, edgePct: 0, coreHoursPerDay: 20, edgeCostPerGpuHour: 0 },
  };
}

/**
 * The cloud's costs beside its GPU-hours, all 0: storage, egress, support and overhead. A cloud
 * bill imported as a scenario sets them so, because the bill's other spend already holds them.
 *
 * @example
 * zeroCloudSideCosts().egressPricePerTb; // 0
 */
export function zeroCloudSideCosts() {
  return {
    storageTb: 0,
    storagePricePerTbMonth: 0,
    egressTbPerMonth: 0,
    egressPricePerTb: 0,
    supportPct: 0,
    overheadPct: 0,
  } satisfies Partial<Scenario["cloud"]>;
}
