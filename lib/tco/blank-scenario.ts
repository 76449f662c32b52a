import type { Scenario } from "@/lib/tco/types";
import { zeroScenario } from "@/lib/tco/zero-scenario";

/**
 * The starting point of "New scenario": one 8-GPU server, every line present and editable, so a
 * user fills in numbers instead of discovering fields. Figures are round placeholders, not a quote.
 */
export function blankScenario(today: string): Scenario {
  const zero = zeroScenario();
  return {
    ...zero,
    name: "New scenario",
    description: "Placeholder figures: replace each with your own quotes.",
    pricesAsOf: today,
    horizonYears: 3,
    assumptions: { hoursPerMonth: 730, discountRatePct: 8, discounting: "annual", opexInflationPct: 0 },
    workload: { gpus: 8, gpuHoursPerDay: 12, growthPctPerYear: 0 },
    onPrem: {
      ...zero.onPrem,
      capex: { ...zero.onPrem.capex, compute: 250_000 },
      opex: { ...zero.onPrem.opex, maintenancePct: 10 },
    },
    cloud: { ...zero.cloud, pricePerGpuHour: 3 },
    hybrid: { onPremPct: 75, cloudPct: 20, edgePct: 5, coreHoursPerDay: 20, edgeCostPerGpuHour: 3 },
  };
}
