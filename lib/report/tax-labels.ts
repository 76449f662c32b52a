import { formatPct } from "@/lib/format";
import type { DepreciationMethod, Tax } from "@/lib/tco/types";

/**
 * How each depreciation method is named on screen and in the exports.
 *
 * @example
 * DEPRECIATION_LABELS["macrs-5"]; // "MACRS 5-year"
 */
export const DEPRECIATION_LABELS: Record<DepreciationMethod, string> = {
  "straight-line": "Straight-line",
  "macrs-5": "MACRS 5-year",
  expensed: "Expensed",
};

/**
 * The method inside a sentence or after a comma: "straight-line", never "Straight-line" mid-line.
 *
 * @example
 * DEPRECIATION_IN_TEXT["straight-line"]; // "straight-line"
 */
export const DEPRECIATION_IN_TEXT: Record<DepreciationMethod, string> = {
  "straight-line": "straight-line",
  "macrs-5": "MACRS 5-year",
  expensed: "expensing in the year bought",
};

/**
 * The tax basis of the after-tax figures in one phrase, for captions and report headings.
 *
 * @example
 * taxBasisPhrase({ ratePct: 21, depreciation: "macrs-5" }, "en-US"); // "21% marginal rate, MACRS 5-year depreciation"
 */
export function taxBasisPhrase(tax: Tax, locale?: string): string {
  const method =
    tax.depreciation === "expensed"
      ? "purchases expensed when bought"
      : tax.depreciation === "macrs-5"
        ? "MACRS 5-year depreciation"
        : "straight-line depreciation over the hardware lifetime";
  return `${formatPct(tax.ratePct, locale)} marginal rate, ${method}`;
}
