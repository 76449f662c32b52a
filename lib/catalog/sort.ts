import type { CloudPrice } from "@/lib/catalog/schema";
import { providerName } from "./providers";

/** The columns the catalog page sorts by. */
export type CloudSortKey = "provider" | "gpu" | "instanceType" | "region" | "kind" | "pricePerGpuHour" | "asOf";

const text = (e: CloudPrice, key: CloudSortKey): string =>
  key === "provider" ? providerName(e.provider) : key === "pricePerGpuHour" ? "" : String(e[key]);

/**
 * Cloud prices sorted by one column, ties broken by price then id so the order is stable.
 *
 * @example
 * sortCloudPrices(entries, "pricePerGpuHour", "asc")[0].pricePerGpuHour; // the cheapest
 */
export function sortCloudPrices(
  entries: readonly CloudPrice[],
  key: CloudSortKey,
  direction: "asc" | "desc",
): CloudPrice[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...entries].sort((a, b) => {
    const primary =
      key === "pricePerGpuHour"
        ? a.pricePerGpuHour - b.pricePerGpuHour
        : text(a, key).localeCompare(text(b, key), "en");
    if (primary !== 0) return sign * primary;
    return a.pricePerGpuHour - b.pricePerGpuHour || a.id.localeCompare(b.id);
  });
}

/**
 * Digits a per-GPU-hour price needs to be shown exactly (2 to 5): $6.88, but $2.46375 for $19.71 / 8.
 *
 * @example
 * rateDigits(6.88); // 2
 * rateDigits(2.46375); // 5
 */
export function rateDigits(value: number): number {
  for (let digits = 2; digits < 5; digits += 1)
    if (Math.abs(Math.round(value * 10 ** digits) - value * 10 ** digits) < 1e-6) return digits;
  return 5;
}
