/**
 * Types of the TCO model: the scenario it reads and the result it returns.
 * Field names are the contract (docs/model.md): the API, the CLI and every
 * export use them verbatim. Money is a float in the scenario's currency; nothing is rounded here.
 */

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
 * How owned hardware and facility are deducted for tax: evenly over the lifetime, on the US MACRS
 * 5-year schedule (half-year convention), or all in the month of purchase.
 *
 * @example
 * const d: DepreciationMethod = "macrs-5"; // 20% of cost 12 months after purchase, 32% at 24, …
 */
export type DepreciationMethod = "straight-line" | "macrs-5" | "expensed";

/**
 * The optional tax treatment. With it the result carries `afterTax`.
 *
 * @example
 * const t: Tax = { ratePct: 21, depreciation: "straight-line" }; // US federal rate
 */
export interface Tax {
  /** Marginal income tax rate in percent, 0–60. */
  ratePct: number;
  depreciation: DepreciationMethod;
}

/**
 * Where a scenario figure was picked from: a catalog entry, its date and its public source. A pure
 * record for reports; the model never reads it. `filled` is what the pick wrote into `field` (the
 * catalog figure scaled, e.g. a server's list price × servers), so a later edit shows as an override.
 *
 * @example
 * const s: PriceSource = { field: "cloud.pricePerGpuHour", provider: "aws", item: "p5.48xlarge", gpu: "H100",
 *   kind: "on-demand", value: 6.88, filled: 6.88, currency: "USD", asOf: "2026-11-09", url: "https://…" };
 */
export interface PriceSource {
  /** JSON path of the field the pick filled. */
  field: string;
  provider: string;
  /** Instance type or server model. */
  item: string;
  gpu: string;
  kind: "on-demand" | "commit-1y" | "commit-3y" | "spot" | "list-price" | "full-load-power" | "idle-power" | "lifetime";
  /** The catalog figure: per GPU-hour, per server, watts per server, or years. */
  value: number;
  filled: number;
  currency?: string;
  /** YYYY-MM-DD the source states (or the day it was read, when it states none). */
  asOf: string;
  /** "retrieved" when the source states no date and `asOf` is the day it was read. */
  dateBasis?: "stated" | "retrieved";
  url: string;
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
  /** Catalog entries the figures were picked from (see `PriceSource`). */
  sources?: PriceSource[];
  /** Ranges for the Monte Carlo simulation; the deterministic results ignore it. */
  uncertainty?: Uncertainty;
}

/**
 * One number per option.
 *
 * @example
 * const totals: OptionValues = { cloud: 49_800_000, onPrem: 14_000_000, hybrid: 20_000_000 };
 */
export interface OptionValues {
  cloud: number;
  onPrem: number;
  hybrid: number;
}

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
  /** The Monte Carlo result, when the scenario has ranges and the caller ran them. */
  uncertainty?: UncertaintyResult;
}

/**
 * What `computeTco` may skip. Both default to true. `utilizationBreakEven` defaults to the value of
 * `sensitivity`, so `{ sensitivity: false }` skips every what-if recomputation.
 *
 * @example
 * computeTco(s, { sensitivity: false }); // sensitivity [] and utilizationBreakEven null
 */
export interface ComputeOptions {
  sensitivity?: boolean;
  utilizationBreakEven?: boolean;
}

/**
 * Inputs a Monte Carlo range may vary, by JSON path. `onPrem.capex` is the sum of the four capex
 * lines; each run scales them together.
 *
 * @example
 * const i: UncertainInput = "cloud.pricePerGpuHour";
 */
export type UncertainInput =
  | "cloud.pricePerGpuHour"
  | "cloud.discountPct"
  | "cloud.priceChangePctPerYear"
  | "workload.gpuHoursPerDay"
  | "workload.growthPctPerYear"
  | "onPrem.capex"
  | "onPrem.opex.staff.costPerFte"
  | "onPrem.opex.power.pricePerKwh"
  | "onPrem.opex.maintenancePct"
  | "assumptions.discountRatePct"
  | "assumptions.opexInflationPct";

/**
 * Shape of a range's draws: triangular peaks at the scenario's own value; uniform is flat.
 *
 * @example
 * const d: Distribution = "triangular";
 */
export type Distribution = "triangular" | "uniform";

/**
 * One input's range. The most likely value is the scenario's own, so low ≤ value ≤ high.
 *
 * @example
 * // cloud price $3.00 ± 25%
 * const r: UncertaintyRange = { input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75, distribution: "triangular" };
 */
export interface UncertaintyRange {
  input: UncertainInput;
  low: number;
  high: number;
  distribution: Distribution;
}

/**
 * The Monte Carlo input: how many runs, the seed of the mulberry32 stream, and 1–12 ranges.
 *
 * @example
 * const u: Uncertainty = { runs: 10_000, seed: 1, ranges: [{ input: "onPrem.capex", low: 4e6, high: 7e6, distribution: "triangular" }] };
 */
export interface Uncertainty {
  runs: number;
  seed: number;
  ranges: UncertaintyRange[];
}

/**
 * Nearest-rank percentiles and the plain mean of one money figure across runs.
 *
 * @example
 * const s: Spread = { p10: 28e6, p50: 35.6e6, p90: 43e6, mean: 35.7e6 };
 */
export interface Spread {
  p10: number;
  p50: number;
  p90: number;
  mean: number;
}

/**
 * Percentiles of the break-even month; null where the percentile lands on a run that never breaks even.
 *
 * @example
 * const b: BreakEvenSpread = { p10: 3.9, p50: 4.4, p90: 5.2, neverPct: 0 };
 */
export interface BreakEvenSpread {
  p10: number | null;
  p50: number | null;
  p90: number | null;
  /** % of runs with no break-even within the horizon. */
  neverPct: number;
}

/**
 * Percentiles of cumulative savings at one month, taken across runs.
 *
 * @example
 * const p: FanPoint = { month: 12, p10: 6.1e6, p50: 8.6e6, p90: 11e6 };
 */
export interface FanPoint {
  month: number;
  p10: number;
  p50: number;
  p90: number;
}

/**
 * What the Monte Carlo simulation returns (the contract's `uncertainty` result).
 *
 * @example
 * r.onPremCheaperPct;          // 97.3: % of runs with savings.npv > 0
 * r.recommendationPct.onPrem;  // 96.1
 */
export interface UncertaintyResult {
  runs: number;
  seed: number;
  savings: Spread;
  savingsNpv: Spread;
  breakEvenMonth: BreakEvenSpread;
  onPremCheaperPct: number;
  recommendationPct: OptionValues;
  cumulativeSavings: FanPoint[];
}
