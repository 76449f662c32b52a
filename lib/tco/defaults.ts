import type { CloudBilling, DepreciationMethod, Discounting, HoursPerMonth } from "./types";

/**
 * Default values from the contract, in the shape of the scenario. Fields that are not here have
 * no default and must be given.
 *
 * @example
 * DEFAULTS.assumptions.hoursPerMonth; // 730
 * DEFAULTS.onPrem.opex.power.pue;     // 1.4
 */
export const DEFAULTS = {
  currency: "USD",
  horizonYears: 3,
  assumptions: {
    hoursPerMonth: 730 as HoursPerMonth,
    discountRatePct: 8,
    discounting: "annual" as Discounting,
    opexInflationPct: 0,
  },
  workload: { growthPctPerYear: 0 },
  onPrem: {
    lifetimeYears: 3,
    creditResidualValue: false,
    opex: { power: { pue: 1.4 } },
  },
  cloud: { billing: "on-demand" as CloudBilling, priceChangePctPerYear: 0 },
  transition: { migrationCost: 0, dualRunMonths: 0 },
  hybrid: { coreHoursPerDay: 20 },
  tax: { depreciation: "straight-line" as DepreciationMethod },
  financing: { downPaymentPct: 0 },
  carbon: { pricePerTonne: 0 },
} as const;
