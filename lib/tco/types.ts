/**
 * Types of the TCO model: the scenario it reads and the result it returns.
 * Field names are the contract (docs/model.md): the API, the CLI and every
 * export use them verbatim. Money is a float in the scenario's currency; nothing is rounded here.
 */

import type { Carbon, Financing, PriceSource, Tax } from "./scenario-extras";
import type { Uncertainty } from "./uncertainty/types";

/**
 * Billing-month length in hours. 720 reproduces vendors that count 30-day months.
 *
 * @example
 * const h: HoursPerMonth = 730; // a month is 730 / 24 = 30.42 days
 */
export type HoursPerMonth = 720 | 730;

/**
 * How NPV discounts: whole years (month 0 at t=0, each year's sum at its year end) or month by month.
 *
 * @example
 * const d: Discounting = "annual"; // year 2's costs are divided by (1 + r)^2
 */
export type Discounting = "annual" | "monthly";

/**
 * Cloud billing: `on-demand` bills busy hours only; `reserved` bills every hour of every GPU.
 *
 * @example
 * const b: CloudBilling = "reserved"; // 10 GPUs at 730 h → 7,300 billed hours, busy or not
 */
export type CloudBilling = "on-demand" | "reserved";

/**
 * Model-wide assumptions.
 *
 * @example
 * const a: Assumptions = { hoursPerMonth: 730, discountRatePct: 8, discounting: "annual", opexInflationPct: 0 };
 */
export interface Assumptions {
  hoursPerMonth: HoursPerMonth;
  /** WACC in percent, 0–50. */
  discountRatePct: number;
  discounting: Discounting;
  /** Yearly growth of on-prem running costs in percent, -20–50. */
  opexInflationPct: number;
}

/**
 * Throughput of each platform in units of work per busy GPU-hour.
 *
 * @example
 * const u: UnitsPerGpuHour = { onPrem: 37.5, cloud: 28.3 }; // epochs per hour
 */
export interface UnitsPerGpuHour {
  onPrem: number;
  cloud: number;
}

/**
 * The work to be done: GPUs of capacity and how busy they are.
 *
 * @example
 * // 600 GPUs busy 24 h a day, flat: 600 × 24 × 30 = 432,000 GPU-hours in a 720-hour month
 * const w: Workload = { gpus: 600, gpuHoursPerDay: 24, growthPctPerYear: 0 };
 */
export interface Workload {
  /** Whole number 1–1,000,000. */
  gpus: number;
  /** Average busy hours per GPU per day, 0–24, in year 1. */
  gpuHoursPerDay: number;
  /** Yearly growth of busy hours in percent, -50–500. */
  growthPctPerYear: number;
  unitName?: string;
  unitsPerGpuHour?: UnitsPerGpuHour;
  /**
   * The week's load-duration curve (contract, "Demand profile"): 1–48 levels, hoursPerWeek adding
   * up to 168; order does not matter. With it, gpuHoursPerDay is Σ gpus × hoursPerWeek ÷ 7 ÷ gpus.
   */
  profile?: DemandLevel[];
}

/**
 * One level of a demand profile: during `hoursPerWeek` hours of every week, `gpus` GPUs are busy at
 * once (fractional allowed: a bill's average over an hour).
 *
 * @example
 * // worked check 5: 100 GPUs for 33.6 h, 40 for the other 134.4 h of the week
 * const profile: DemandLevel[] = [{ gpus: 100, hoursPerWeek: 33.6 }, { gpus: 40, hoursPerWeek: 134.4 }];
 */
export interface DemandLevel {
  gpus: number;
  hoursPerWeek: number;
}

/**
 * Upfront purchase. Compute, storage and network are bought again every lifetime; facility is not.
 *
 * @example
 * const c: Capex = { compute: 3_500_000, storage: 800_000, network: 400_000, facility: 300_000 };
 */
export interface Capex {
  compute: number;
  storage: number;
  network: number;
  facility: number;
}

/**
 * Metered electricity of the GPUs.
 *
 * @example
 * // 700 W busy, 0 W idle, PUE 1.2, $0.08/kWh: one GPU busy 24 h costs 0.7 × 24 × 1.2 × 0.08 = $1.61 a day
 * const p: Power = { activeWattsPerGpu: 700, idleWattsPerGpu: 0, pue: 1.2, pricePerKwh: 0.08 };
 */
export interface Power {
  activeWattsPerGpu: number;
  idleWattsPerGpu: number;
  /** Power usage effectiveness, 1–3. */
  pue: number;
  pricePerKwh: number;
}

/**
 * Infrastructure staff.
 *
 * @example
 * const s: Staff = { fte: 2.5, costPerFte: 200_000 }; // $500,000 a year
 */
export interface Staff {
  fte: number;
  costPerFte: number;
}

/**
 * On-prem running costs. Amounts are yearly unless the name says otherwise.
 *
 * @example
 * const o: Opex = {
 *   maintenancePct: 10, maintenanceAnnual: 0, powerCoolingAnnual: 400_000, colocationAnnual: 150_000,
 *   networkAnnual: 75_000, softwareAnnual: 0, otherAnnual: 0, staff: { fte: 2.5, costPerFte: 200_000 },
 *   variableCostPerGpuHour: 0,
 * };
 */
export interface Opex {
  /** Percent of hardware capex (compute + storage + network) per year, 0–100. */
  maintenancePct: number;
  maintenanceAnnual: number;
  power?: Power;
  powerCoolingAnnual: number;
  colocationAnnual: number;
  networkAnnual: number;
  softwareAnnual: number;
  otherAnnual: number;
  staff: Staff;
  /** Per busy GPU-hour on the owned GPUs. */
  variableCostPerGpuHour: number;
}

/**
 * The owned option.
 *
 * @example
 * const o: OnPrem = {
 *   capex: { compute: 5_000_000, storage: 0, network: 0, facility: 0 },
 *   lifetimeYears: 3, creditResidualValue: false,
 *   opex: { maintenancePct: 0, maintenanceAnnual: 0, powerCoolingAnnual: 0, colocationAnnual: 0, networkAnnual: 0,
 *           softwareAnnual: 0, otherAnnual: 3_000_000, staff: { fte: 0, costPerFte: 0 }, variableCostPerGpuHour: 0 },
 * };
 */
export interface OnPrem {
  capex: Capex;
  /** 1–10; compute, storage and network are bought again every 12 × lifetimeYears months. */
  lifetimeYears: number;
  /** Credit the straight-line book value of the hardware in service at the last month. */
  creditResidualValue: boolean;
  opex: Opex;
}

/**
 * The rented option.
 *
 * @example
 * // $3.00 list, 40% hidden-cost uplift, 4 PB at $22.50/TB-month
 * const c: Cloud = {
 *   pricePerGpuHour: 3, billing: "on-demand", discountPct: 0, priceChangePctPerYear: 0, storageTb: 4000,
 *   storagePricePerTbMonth: 22.5, egressTbPerMonth: 0, egressPricePerTb: 0, supportPct: 0, overheadPct: 40,
 *   otherMonthly: 0,
 * };
 */
export interface Cloud {
  pricePerGpuHour: number;
  billing: CloudBilling;
  /** Discount off list in percent, 0–100. */
  discountPct: number;
  /** Yearly change of the whole cloud bill in percent, -90–100. */
  priceChangePctPerYear: number;
  storageTb: number;
  storagePricePerTbMonth: number;
  egressTbPerMonth: number;
  egressPricePerTb: number;
  /** Percent of the monthly bill before support, 0–100. */
  supportPct: number;
  /** Percent uplift on compute ("hidden costs"), 0–100. */
  overheadPct: number;
  otherMonthly: number;
}

/**
 * The cost of moving off the cloud.
 *
 * @example
 * const t: Transition = { migrationCost: 250_000, dualRunMonths: 3 };
 */
export interface Transition {
  /** One-time, at month 0 of the on-prem and hybrid options. */
  migrationCost: number;
  /** Whole number 0–24: months in which the on-prem and hybrid options also pay the cloud bill. */
  dualRunMonths: number;
}

/**
 * The three-tier mix. Shares are percent of busy GPU-hours and add up to 100.
 *
 * @example
 * const h: Hybrid = { onPremPct: 75, cloudPct: 20, edgePct: 5, coreHoursPerDay: 20, edgeCostPerGpuHour: 3 };
 */
export interface Hybrid {
  onPremPct: number;
  cloudPct: number;
  edgePct: number;
  /** Busy hours a day each on-prem core GPU sustains, 1–24. */
  coreHoursPerDay: number;
  edgeCostPerGpuHour: number;
}

/**
 * The model's input with every default applied (what `parseScenario` returns).
 *
 * @example
 * const s: Scenario = {
 *   name: "8×H100", currency: "USD", horizonYears: 3,
 *   assumptions: { hoursPerMonth: 720, discountRatePct: 8, discounting: "annual", opexInflationPct: 0 },
 *   workload: { gpus: 8, gpuHoursPerDay: 24, growthPctPerYear: 0 },
 *   onPrem: { capex: { compute: 198_636, storage: 0, network: 0, facility: 0 }, lifetimeYears: 3,
 *             creditResidualValue: false, opex: { ... } },
 *   cloud: { pricePerGpuHour: 3, billing: "on-demand", ... },
 *   transition: { migrationCost: 0, dualRunMonths: 0 },
 *   hybrid: { onPremPct: 75, cloudPct: 20, edgePct: 5, coreHoursPerDay: 20, edgeCostPerGpuHour: 3 },
 * };
 */
export interface Scenario {
  name: string;
  description?: string;
  /** ISO 4217 code, for display only. */
  currency: string;
  /** YYYY-MM-DD the prices were taken on. */
  pricesAsOf?: string;
  /** Whole number 1–10. */
  horizonYears: number;
  assumptions: Assumptions;
  workload: Workload;
  onPrem: OnPrem;
  cloud: Cloud;
  transition: Transition;
  hybrid: Hybrid;
  tax?: Tax;
  /** Grid intensities, cloud energy per GPU-hour and an internal carbon price (see `Carbon`). */
  carbon?: Carbon;
  /** How hardware is paid when not in cash (a loan or an operating lease). */
  financing?: Financing;
  /** Catalog entries the figures were picked from (see `PriceSource`). */
  sources?: PriceSource[];
  /** Ranges for the Monte Carlo simulation; the deterministic results ignore it. */
  uncertainty?: Uncertainty;
  /** The options' own names where "Cloud", "On-prem" and "Hybrid" don't fit (two cloud hosts); display only. */
  labels?: OptionLabels;
  /** Figures nobody has confirmed yet (see `Review`); display only. */
  review?: Review;
}

/**
 * Which figures are still to be reviewed: a scenario made from a cloud bill prices its owned side
 * from the catalog and placeholders, so every on-prem figure is marked "to review" until the user
 * confirms or edits an on-prem input. Display only: no figure depends on it.
 *
 * @example
 * const r: Review = { onPrem: true };
 */
export interface Review {
  onPrem: boolean;
}

/**
 * What a scenario calls its options, each 1–40 characters; an option left out keeps its usual
 * name. Screens, files and sentences use them; the figures don't depend on them.
 *
 * @example
 * const labels: OptionLabels = { cloud: "Standard host", onPrem: "Enhanced host" };
 */
export interface OptionLabels {
  cloud?: string;
  onPrem?: string;
  hybrid?: string;
}

export type {
  Carbon,
  DepreciationMethod,
  Financing,
  LeaseFinancing,
  LoanFinancing,
  PriceSource,
  Tax,
} from "./scenario-extras";
export type * from "./result-types";
export type * from "./uncertainty/types";
