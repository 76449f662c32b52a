/**
 * The allowed range of every numeric input, keyed by JSON path. The validation schema and the
 * sensitivity analysis both read this table, so a range is written down once.
 */

/**
 * A closed range, optionally open at the bottom (`minExclusive`) or unbounded at the top (no `max`).
 *
 * @example
 * const pue: FieldRange = { min: 1, max: 3 };
 * const gpus: FieldRange = { min: 1, max: 1_000_000, integer: true };
 */
export interface FieldRange {
  readonly min: number;
  readonly max?: number;
  readonly minExclusive?: boolean;
  readonly integer?: boolean;
}

const money: FieldRange = { min: 0 };
const pct: FieldRange = { min: 0, max: 100 };
const positive: FieldRange = { min: 0, minExclusive: true };

/**
 * Ranges from the contract. Money and quantities without a stated maximum are `>= 0` and unbounded.
 *
 * @example
 * FIELD_RANGES["onPrem.opex.power.pue"]; // { min: 1, max: 3 }
 */
export const FIELD_RANGES = {
  horizonYears: { min: 1, max: 10, integer: true },
  "assumptions.discountRatePct": { min: 0, max: 50 },
  "assumptions.opexInflationPct": { min: -20, max: 50 },
  "workload.gpus": { min: 1, max: 1_000_000, integer: true },
  "workload.gpuHoursPerDay": { min: 0, max: 24 },
  "workload.growthPctPerYear": { min: -50, max: 500 },
  "workload.unitsPerGpuHour.onPrem": positive,
  "workload.unitsPerGpuHour.cloud": positive,
  "onPrem.capex.compute": money,
  "onPrem.capex.storage": money,
  "onPrem.capex.network": money,
  "onPrem.capex.facility": money,
  "onPrem.lifetimeYears": { min: 1, max: 10 },
  "onPrem.opex.maintenancePct": pct,
  "onPrem.opex.maintenanceAnnual": money,
  "onPrem.opex.power.activeWattsPerGpu": money,
  "onPrem.opex.power.idleWattsPerGpu": money,
  "onPrem.opex.power.pue": { min: 1, max: 3 },
  "onPrem.opex.power.pricePerKwh": money,
  "onPrem.opex.powerCoolingAnnual": money,
  "onPrem.opex.colocationAnnual": money,
  "onPrem.opex.networkAnnual": money,
  "onPrem.opex.softwareAnnual": money,
  "onPrem.opex.otherAnnual": money,
  "onPrem.opex.staff.fte": money,
  "onPrem.opex.staff.costPerFte": money,
  "onPrem.opex.variableCostPerGpuHour": money,
  "cloud.pricePerGpuHour": money,
  "cloud.discountPct": pct,
  "cloud.priceChangePctPerYear": { min: -90, max: 100 },
  "cloud.storageTb": money,
  "cloud.storagePricePerTbMonth": money,
  "cloud.egressTbPerMonth": money,
  "cloud.egressPricePerTb": money,
  "cloud.supportPct": pct,
  "cloud.overheadPct": pct,
  "cloud.otherMonthly": money,
  "transition.migrationCost": money,
  "transition.dualRunMonths": { min: 0, max: 24, integer: true },
  "hybrid.onPremPct": pct,
  "hybrid.cloudPct": pct,
  "hybrid.edgePct": pct,
  "hybrid.coreHoursPerDay": { min: 1, max: 24 },
  "hybrid.edgeCostPerGpuHour": money,
  "tax.ratePct": { min: 0, max: 60 },
  "financing.ratePct": { min: 0, max: 30 },
  "financing.downPaymentPct": pct,
  "financing.monthlyRatePct": { min: 0, max: 10 },
  "financing.termMonths": { min: 1, max: 120, integer: true },
} as const satisfies Record<string, FieldRange>;

/**
 * JSON path of a numeric input.
 *
 * @example
 * const f: NumericField = "workload.gpuHoursPerDay";
 */
export type NumericField = keyof typeof FIELD_RANGES;

/**
 * Pulls a value into its field's range, for what-if variations (never for user input, which is
 * rejected instead).
 *
 * @example
 * clampToRange("workload.gpuHoursPerDay", 28.8); // 24
 * clampToRange("cloud.pricePerGpuHour", 3.6);    // 3.6 (no maximum)
 */
export function clampToRange(field: NumericField, value: number): number {
  const range: FieldRange = FIELD_RANGES[field];
  const capped = range.max === undefined ? value : Math.min(range.max, value);
  return Math.max(range.min, capped);
}
