/** Types of what the model returns (docs/model.md, "Results"). */

import type { OptionValues } from "./option-values";
import type { UncertaintyResult } from "./uncertainty/types";

export type { OptionValues };

/**
 * One row of the monthly cash-flow table. Month 0 holds the upfront purchase.
 *
 * @example
 * // comma.ai check, month 1: cloud 1,383,333; on-prem 250,000 (hybrid all cloud)
 * const row: MonthRow = { month: 1, cloud: 1_383_333.33, onPrem: 250_000, hybrid: 1_383_333.33,
 *   cumulative: { cloud: 1_383_333.33, onPrem: 5_250_000, hybrid: 1_383_333.33 }, savings: -3_866_666.67 };
 */
export interface MonthRow {
  month: number;
  cloud: number;
  onPrem: number;
  hybrid: number;
  cumulative: OptionValues;
  /** cumulative.cloud − cumulative.onPrem */
  savings: number;
}

/**
 * Cloud cost lines (a month's, or summed over the horizon).
 *
 * @example
 * // 432,000 h × $3 with 40% overhead: compute 1,296,000, overhead 518,400
 * const c: CloudBreakdown = { compute: 1_296_000, overhead: 518_400, storage: 90_000, egress: 0, other: 0, support: 0 };
 */
export interface CloudBreakdown {
  compute: number;
  overhead: number;
  storage: number;
  egress: number;
  other: number;
  support: number;
  /** tonnes × carbon.pricePerTonne; present only when the scenario has a carbon price above 0. */
  carbon?: number;
}

/**
 * On-prem cost lines (a month's, or summed over the horizon). `residual` is a credit, so it is zero
 * or negative and the lines add up to the total.
 *
 * @example
 * const o: OnPremBreakdown = { hardware: 4_700_000, facility: 300_000, maintenance: 5_250_000, power: 0,
 *   colocation: 450_000, network: 225_000, software: 0, other: 1_200_000, staff: 1_500_000, variable: 0,
 *   overflow: 0, migration: 0, dualRun: 0, residual: 0 };
 */
export interface OnPremBreakdown {
  hardware: number;
  facility: number;
  maintenance: number;
  power: number;
  colocation: number;
  network: number;
  software: number;
  other: number;
  staff: number;
  variable: number;
  overflow: number;
  migration: number;
  dualRun: number;
  residual: number;
  /** Down payments, loan payments, payoffs and lease payments; present only with `financing`. */
  financing?: number;
  /** tonnes × carbon.pricePerTonne; present only when the scenario has a carbon price above 0. */
  carbon?: number;
}

/**
 * Hybrid cost by tier: the on-prem core (capex share included), the cloud burst, the edge, and the
 * transition (the share of migration and dual running that moves).
 *
 * @example
 * const h: HybridBreakdown = { onPrem: 5_600_000, cloud: 5_500_000, edge: 800_000, transition: 0 };
 */
export interface HybridBreakdown {
  onPrem: number;
  cloud: number;
  edge: number;
  transition: number;
  /** tonnes × carbon.pricePerTonne; present only when the scenario has a carbon price above 0. */
  carbon?: number;
}

/**
 * Horizon sums of every cost line.
 *
 * @example
 * result.breakdown.onPrem.power; // 2,109,796 in the power check
 */
export interface Breakdown {
  cloud: CloudBreakdown;
  onPrem: OnPremBreakdown;
  hybrid: HybridBreakdown;
}

/**
 * Savings of owning over renting.
 *
 * @example
 * // the comma.ai preset at 8%, annual: total = 36 × 1,386,000 − (5M + 3 × 2,999,810); pct = total / 49,896,000;
 * // npv = (16,632,000 − 2,999,810) × 2.5771 − 5M (2.5771 = 1/1.08 + 1/1.08² + 1/1.08³)
 * const s: Savings = { total: 35_896_570, pct: 71.94, npv: 30_131_476 };
 */
export interface Savings {
  /** totals.cloud − totals.onPrem */
  total: number;
  /** total as a percent of totals.cloud; null when that is 0. */
  pct: number | null;
  /** npv.cloud − npv.onPrem */
  npv: number;
}

/**
 * Inputs the sensitivity analysis varies, by JSON path. `onPrem.capex` moves the four capex lines together.
 *
 * @example
 * const i: SensitivityInput = "cloud.pricePerGpuHour";
 */
export type SensitivityInput =
  | "cloud.pricePerGpuHour"
  | "workload.gpuHoursPerDay"
  | "onPrem.capex"
  | "onPrem.opex.staff.costPerFte"
  | "onPrem.opex.power.pricePerKwh"
  | "onPrem.opex.maintenancePct"
  | "cloud.discountPct"
  | "horizonYears";

/**
 * savings.total with one input lower (`low`) and higher (`high`).
 *
 * @example
 * const e: SensitivityEntry = { input: "cloud.pricePerGpuHour", low: 25_840_000, high: 45_760_000 };
 */
export interface SensitivityEntry {
  input: SensitivityInput;
  low: number;
  high: number;
}

/**
 * The cheapest option by NPV.
 *
 * @example
 * const r: Recommendation = "on-prem";
 */
export type Recommendation = "cloud" | "on-prem" | "hybrid";

/**
 * The headline results recomputed on the after-tax monthly costs, each by its pre-tax rule.
 *
 * @example
 * // $1M server expensed at 21%, nothing else: on-prem costs $790,000 after tax
 * const a: AfterTax = { totals: { cloud: 0, onPrem: 790_000, hybrid: 0 }, npv: { cloud: 0, onPrem: 790_000, hybrid: 0 },
 *   savings: { total: -790_000, npv: -790_000 }, breakEvenMonth: null, hybridBreakEvenMonth: 0, recommendation: "cloud" };
 */
export interface AfterTax {
  totals: OptionValues;
  npv: OptionValues;
  /** Pre-tax `savings` without `pct`: totals.cloud − totals.onPrem and npv.cloud − npv.onPrem. */
  savings: { total: number; npv: number };
  breakEvenMonth: number | null;
  hybridBreakEvenMonth: number | null;
  recommendation: Recommendation;
}

/**
 * What financing paid over the horizon (the on-prem option's `breakdown.onPrem.financing`) and the
 * part that is interest: a loan's interest, or for a lease what it paid beyond the cost of the
 * hardware it covered within the horizon (negative when the horizon ends before it is paid).
 *
 * @example
 * // $1M server on a 36-month loan at 8% over 3 years
 * const f: FinancingResult = { kind: "loan", paid: 1_128_109.16, interest: 128_109.16 };
 */
export interface FinancingResult {
  kind: "loan" | "lease";
  paid: number;
  interest: number;
}

/**
 * Energy and emissions of each option over months 1…N (section "Energy and carbon" of the contract).
 *
 * @example
 * // 1,024 GPUs at 700 W busy 16.8 h a day, PUE 1.2, 5 years of 730-hour months, 0.4 kg/kWh owned
 * const c: CarbonResult = { kwh: { cloud: …, onPrem: 26_372_505.6, hybrid: … },
 *   tonnes: { cloud: …, onPrem: 10_549.0, hybrid: … }, kgPerGpuHour: { cloud: …, onPrem: 0.0470, hybrid: … } };
 */
export interface CarbonResult {
  kwh: OptionValues;
  /** Tonnes CO2e: (owned kWh × onPremKgPerKwh + cloud kWh × cloudKgPerKwh) / 1000. */
  tonnes: OptionValues;
  /** tonnes × 1000 / the demand GPU-hours of months 1…N; null when there is no demand. */
  kgPerGpuHour: OptionValues | null;
}

/**
 * One split of the hybrid option: its whole on-prem share, the core GPUs it buys, and its NPV
 * (after tax when the scenario has `tax`).
 *
 * @example
 * const p: RightSizingPoint = { onPremPct: 60, coreGpus: 180, npv: 21_400_000 };
 */
export interface RightSizingPoint {
  onPremPct: number;
  coreGpus: number;
  npv: number;
}

/**
 * The hybrid option at every whole on-prem share 0…100 − edgePct (the rest rented), its cheapest
 * point and the scenario's own split.
 *
 * @example
 * const r: RightSizing = { objective: "npv", curve: [{ onPremPct: 0, coreGpus: 0, npv: 49e6 }, …],
 *   best: { onPremPct: 60, coreGpus: 180, npv: 21.4e6 }, current: { onPremPct: 75, coreGpus: 225, npv: 22.6e6 } };
 */
export interface RightSizing {
  objective: "npv" | "afterTaxNpv";
  curve: RightSizingPoint[];
  best: RightSizingPoint;
  current: RightSizingPoint;
}

/**
 * Everything `computeTco` returns.
 *
 * @example
 * const r: TcoResult = computeTco(scenario);
 * r.savings.total;    // 35,800,000
 * r.breakEvenMonth;   // 4.41
 */
export interface TcoResult {
  months: MonthRow[];
  totals: OptionValues;
  breakdown: Breakdown;
  npv: OptionValues;
  savings: Savings;
  breakEvenMonth: number | null;
  hybridBreakEvenMonth: number | null;
  roiPct: number | null;
  irrPct: number | null;
  /** null when there is no root in [0, 24], or when skipped through `ComputeOptions`. */
  utilizationBreakEven: number | null;
  /** null when there is no demand. */
  costPerGpuHour: OptionValues | null;
  /** Present when unitsPerGpuHour is given; null when no unit is made. */
  costPerUnit?: OptionValues | null;
  recommendation: Recommendation;
  /** Empty when skipped through `ComputeOptions`. */
  sensitivity: SensitivityEntry[];
  /** Present when the scenario has `tax`. */
  afterTax?: AfterTax;
  /** Present when the scenario has `financing`. */
  financing?: FinancingResult;
  /** Present when the scenario has `carbon`. */
  carbon?: CarbonResult;
  /** Absent only when skipped through `ComputeOptions`. */
  rightSizing?: RightSizing;
  /** The Monte Carlo result, when the scenario has ranges and the caller ran them. */
  uncertainty?: UncertaintyResult;
}

/**
 * What `computeTco` may skip. All default to true. `utilizationBreakEven` and `rightSizing` default
 * to the value of `sensitivity`, so `{ sensitivity: false }` skips every what-if recomputation.
 *
 * @example
 * computeTco(s, { sensitivity: false }); // sensitivity [] and utilizationBreakEven null
 */
export interface ComputeOptions {
  sensitivity?: boolean;
  utilizationBreakEven?: boolean;
  rightSizing?: boolean;
}
