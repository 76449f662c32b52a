import type { PriceSource } from "@/lib/tco/types";
import type { Formatter } from "@/lib/format/formatter";
import { rateDigits } from "./sort";

/**
 * A picked figure in words, by what kind it is: "$6.88 per GPU-hour", "$199,000", "10,200 W", "5 years".
 * Catalog prices are in the source's currency (USD in the shipped catalog).
 *
 * @example
 * sourceValue({ kind: "on-demand", value: 6.88, currency: "USD", … }, f); // "$6.88 per GPU-hour"
 */
export function sourceValue(source: Pick<PriceSource, "kind" | "currency">, value: number, f: Formatter): string {
  const money = (digits: number) =>
    new Intl.NumberFormat(f.locale, {
      style: "currency",
      currency: source.currency ?? "USD",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  switch (source.kind) {
    case "list-price":
      return money(0);
    case "full-load-power":
    case "idle-power":
      return `${f.number(value)} W`;
    case "lifetime":
      return `${f.number(value)} years`;
    default:
      return `${money(rateDigits(value))} per GPU-hour`;
  }
}
