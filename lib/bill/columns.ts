import { BillRefused } from "./types";

/** The columns a FOCUS file must have (FOCUS 0.5's BilledCurrency stands in for BillingCurrency). */
export const NEEDED = [
  "ChargePeriodStart",
  "ChargePeriodEnd",
  "ChargeCategory",
  "EffectiveCost",
  "BilledCost",
  "BillingCurrency",
  "ServiceCategory",
] as const;

/** Where each column the reader uses sits in a row (-1 when the file lacks it). */
export interface Columns {
  start: number;
  end: number;
  category: number;
  effective: number;
  billed: number;
  currency: number;
  service: number;
  list: number;
  pricingCategory: number;
  consumedQuantity: number;
  consumedUnit: number;
  pricingQuantity: number;
  pricingUnit: number;
  /** Columns an unmatched compute row is grouped by, the first non-empty one wins. */
  keys: { name: string; index: number }[];
  /** Any column by name, exact first, then ignoring case and spaces around it. */
  indexOf: (name: string) => number;
}

const KEY_COLUMNS = ["ChargeDescription", "SkuId", "ResourceType", "ServiceName"];

/**
 * Binds the header row to the columns the reader needs, in any order; unknown columns are ignored.
 * Refuses a header that lacks needed columns, naming every one missing.
 */
export function bindColumns(header: readonly string[]): Columns {
  const names = header.map((name, i) => (i === 0 ? name.replace(/^\uFEFF/, "") : name).trim());
  const exact = new Map<string, number>();
  const loose = new Map<string, number>();
  names.forEach((name, i) => {
    if (!exact.has(name)) exact.set(name, i);
    if (!loose.has(name.toLowerCase())) loose.set(name.toLowerCase(), i);
  });
  const indexOf = (name: string) => exact.get(name) ?? loose.get(name.trim().toLowerCase()) ?? -1;
  const currency = indexOf("BillingCurrency") >= 0 ? indexOf("BillingCurrency") : indexOf("BilledCurrency");
  const missing = NEEDED.filter((name) => (name === "BillingCurrency" ? currency < 0 : indexOf(name) < 0));
  if (missing.length > 0) {
    const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
    throw new BillRefused(
      `This is not a FOCUS cost export: it has no ${list} column${missing.length === 1 ? "" : "s"}.`,
    );
  }
  return {
    start: indexOf("ChargePeriodStart"),
    end: indexOf("ChargePeriodEnd"),
    category: indexOf("ChargeCategory"),
    effective: indexOf("EffectiveCost"),
    billed: indexOf("BilledCost"),
    currency,
    service: indexOf("ServiceCategory"),
    list: indexOf("ListCost"),
    pricingCategory: indexOf("PricingCategory"),
    consumedQuantity: indexOf("ConsumedQuantity"),
    consumedUnit: indexOf("ConsumedUnit"),
    pricingQuantity: indexOf("PricingQuantity"),
    pricingUnit: indexOf("PricingUnit"),
    keys: KEY_COLUMNS.map((name) => ({ name, index: indexOf(name) })).filter((k) => k.index >= 0),
    indexOf,
  };
}
