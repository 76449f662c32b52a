import type { Scenario } from "@/lib/tco/types";

/**
 * The starting point of "New scenario": one 8-GPU server, every line present and editable, so a
 * user fills in numbers instead of discovering fields. Figures are round placeholders, not a quote.
 */
export function blankScenario(today: string): Scenario {
  return {
    name: "New scenario",
    description: "Placeholder figures: replace each with your own quotes.",
    currency: "USD",
    pricesAsOf: today,
    horizonYears: 3,
    assumptions: { hoursPerMonth: 730, discountRatePct: 8, discounting: "annual", opexInflationPct: 0 },
    workload: { gpus: 8, gpuHoursPerDay: 12, growthPctPerYear: 0 },
    onPrem: {
      capex: { compute: 250_000, storage: 0, network: 0, facility: 0 },
      lifetimeYears: 3,
      creditResidualValue: false,
      opex: {
        maintenancePct: 10,
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
      pricePerGpuHour: 3,
      billing: "on-demand",
      discountPct: 0,
      priceChangePctPerYear: 0,
      storageTb: 0,
      storagePricePerTbMonth: 0,
      egressTbPerMonth: 0,
      egressPricePerTb: 0,
      supportPct: 0,
      overheadPct: 0,
      otherMonthly: 0,
    },
    transition: { migrationCost: 0, dualRunMonths: 0 },
    hybrid: { onPremPct: 75, cloudPct: 20, edgePct: 5, coreHoursPerDay: 20, edgeCostPerGpuHour: 3 },
  };
}
