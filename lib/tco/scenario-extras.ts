/** The optional parts of a scenario beyond the model's core inputs: tax treatment, carbon and price sources. */

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
 * The optional energy and carbon inputs. With them the result carries `carbon` (kWh, tonnes CO2e and
 * kg a demand GPU-hour per option); with `pricePerTonne` > 0 every option's monthly cost also gains a
 * `carbon` line of its tonnes × pricePerTonne. Needs `onPrem.opex.power` (the owned GPUs' watts and PUE).
 *
 * @example
 * // owned GPUs on a 0.4 kg/kWh grid, the cloud region at 0.35 kg/kWh, 1.0 kWh a busy cloud GPU-hour, $100 a tonne
 * const c: Carbon = { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.35, cloudKwhPerGpuHour: 1, pricePerTonne: 100 };
 */
export interface Carbon {
  /** kg CO2e per kWh of the electricity where the owned GPUs run, 0–2. */
  onPremKgPerKwh: number;
  /** kg CO2e per kWh of the cloud region's electricity, 0–2. */
  cloudKgPerKwh: number;
  /** kWh per busy cloud GPU-hour, the provider's facility overhead included, 0–10. */
  cloudKwhPerGpuHour: number;
  /** An internal carbon price per tonne CO2e in the scenario's currency, 0–10,000. */
  pricePerTonne: number;
}

/**
 * How the hardware (compute + storage + network, at month 0 and at every refresh) is paid when not
 * in cash: a loan with a level monthly payment, or an operating lease. Facility and migration stay cash.
 *
 * @example
 * const loan: Financing = { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 };   // $31,336 a month per $1M
 * const lease: Financing = { kind: "lease", monthlyRatePct: 2.5, termMonths: 24 };           // $25,000 a month per $1M
 */
export type Financing = LoanFinancing | LeaseFinancing;

/**
 * A loan on each hardware purchase: down payment in the purchase month, then a level payment.
 *
 * @example
 * const l: LoanFinancing = { kind: "loan", ratePct: 8, downPaymentPct: 20, termMonths: 36 };
 */
export interface LoanFinancing {
  kind: "loan";
  /** APR in percent, 0–30; the monthly rate is ratePct / 1200. */
  ratePct: number;
  /** Paid in the purchase month, 0–100. */
  downPaymentPct: number;
  /** Whole number 1–120. */
  termMonths: number;
}

/**
 * An operating lease on each hardware purchase: a monthly payment of the lease rate factor times
 * its cost, running on month to month until the hardware is replaced.
 *
 * @example
 * const l: LeaseFinancing = { kind: "lease", monthlyRatePct: 3, termMonths: 24 };
 */
export interface LeaseFinancing {
  kind: "lease";
  /** Each month's payment as a percent of the hardware cost, 0–10. */
  monthlyRatePct: number;
  /** Whole number 1–120. */
  termMonths: number;
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
  /** Id of the catalog entry picked ("aws-p5-48xlarge-us-east-1-on-demand", "dgx-h100"), to refresh it later. */
  entry?: string;
}
