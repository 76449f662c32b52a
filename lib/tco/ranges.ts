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

/*
 * Upper bounds no real business case reaches in any currency (10^15 dong is about $40 billion; a
 * $100 GPU-hour is 2.5 million dong), low enough that the largest scenario they allow (a million
 * GPUs, 500% growth a year for ten years) still computes finite numbers: past them an amount is a
 * typo or an attack, and a price of 1e308 turned the totals into Infinity and NaN.
 */
/** Lump sums and yearly or monthly amounts: 10^15 in the scenario's currency. */
export const MAX_AMOUNT = 1e15;
/** Prices per unit (GPU-hour, kWh, TB, TB-month): 10^9 in the scenario's currency. */
export const MAX_UNIT_PRICE = 1e9;
/** Terabytes stored or sent a month: 10^9 (a zettabyte). */
export const MAX_TERABYTES = 1e9;

const amount: FieldRange = { min: 0, max: MAX_AMOUNT };
const unitPrice: FieldRange = { min: 0, max: MAX_UNIT_PRICE };
const terabytes: FieldRange = { min: 0, max: MAX_TERABYTES };
const watts: FieldRange = { min: 0, max: 100_000 };
const pct: FieldRange = { min: 0, max: 100 };
const throughput: FieldRange = { min: 0, max: 1e12, minExclusive: true };

/**
 * Ranges from the contract, and for money and quantities the contract leaves open, the bounds above.
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
  "workload.unitsPerGpuHour.onPrem": throughput,
  "workload.unitsPerGpuHour.cloud": throughput,
  "onPrem.capex.compute": amount,
  "onPrem.capex.storage": amount,
  "onPrem.capex.network": amount,
  "onPrem.capex.facility": amount,
  "onPrem.lifetimeYears": { min: 1, max: 10 },
  "onPrem.opex.maintenancePct": pct,
  "onPrem.opex.maintenanceAnnual": amount,
  "onPrem.opex.power.activeWattsPerGpu": watts,
  "onPrem.opex.power.idleWattsPerGpu": watts,
  "onPrem.opex.power.pue": { min: 1, max: 3 },
  "onPrem.opex.power.pricePerKwh": unitPrice,
  "onPrem.opex.powerCoolingAnnual": amount,
  "onPrem.opex.colocationAnnual": amount,
  "onPrem.opex.networkAnnual": amount,
  "onPrem.opex.softwareAnnual": amount,
  "onPrem.opex.otherAnnual": amount,
  "onPrem.opex.staff.fte": { min: 0, max: 1_000_000 },
  "onPrem.opex.staff.costPerFte": amount,
  "onPrem.opex.variableCostPerGpuHour": unitPrice,
  "cloud.pricePerGpuHour": unitPrice,
  "cloud.discountPct": pct,
  "cloud.priceChangePctPerYear": { min: -90, max: 100 },
  "cloud.storageTb": terabytes,
  "cloud.storagePricePerTbMonth": unitPrice,
  "cloud.egressTbPerMonth": terabytes,
  "cloud.egressPricePerTb": unitPrice,
  "cloud.supportPct": pct,
  "cloud.overheadPct": pct,
  "cloud.otherMonthly": amount,
  "transition.migrationCost": amount,
  "transition.dualRunMonths": { min: 0, max: 24, integer: true },
  "hybrid.onPremPct": pct,
  "hybrid.cloudPct": pct,
  "hybrid.edgePct": pct,
  "hybrid.coreHoursPerDay": { min: 1, max: 24 },
  "hybrid.edgeCostPerGpuHour": unitPrice,
  "tax.ratePct": { min: 0, max: 60 },
  "carbon.onPremKgPerKwh": { min: 0, max: 2 },
  "carbon.cloudKgPerKwh": { min: 0, max: 2 },
  "carbon.cloudKwhPerGpuHour": { min: 0, max: 10 },
  "carbon.pricePerTonne": { min: 0, max: 10_000 },
  "financing.ratePct": { min: 0, max: 30 },
  "financing.downPaymentPct": pct,
  "financing.monthlyRatePct": { min: 0, max: 10 },
  "financing.termMonths": { min: 1, max: 120, integer: true },
} as const satisfies Record<string, FieldRange>;

/**
 * The range of the whole capex (compute + storage + network + facility), which a Monte Carlo
 * range on `onPrem.capex` draws: the four lines' bounds added up.
 *
 * @example
 * CAPEX_TOTAL_RANGE.max; // 4e15
 */
export const CAPEX_TOTAL_RANGE: FieldRange = { min: 0, max: 4 * MAX_AMOUNT };

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
 * clampToRange("cloud.pricePerGpuHour", 3.6);    // 3.6
 */
export function clampToRange(field: NumericField, value: number): number {
  const range: FieldRange = FIELD_RANGES[field];
  const capped = range.max === undefined ? value : Math.min(range.max, value);
  return Math.max(range.min, capped);
}
