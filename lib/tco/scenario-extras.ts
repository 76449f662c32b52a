/** The optional parts of a scenario beyond the model's core inputs: tax treatment and price sources. */

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
  /** Id of the catalog entry picked ("aws-p5-48xlarge-us-east-1-on-demand", "dgx-h100"), to refresh it later. */
  entry?: string;
}
