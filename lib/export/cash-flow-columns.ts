import { profileOf } from "@/lib/tco/demand-shape";
import type { OptionKey } from "@/lib/report/palette";
import type { Scenario } from "@/lib/tco/types";
import { neutraliseFormula } from "./formula";

/** The cash-flow CSV's amounts before tax: each option's month, running totals, and the cumulative saving. */
export const CASH_FLOW_AMOUNTS = [
  "cloud",
  "onPrem",
  "hybrid",
  "cumulativeCloud",
  "cumulativeOnPrem",
  "cumulativeHybrid",
  "savings",
] as const;

/** Columns of the cash-flow CSV, in order, by key (a column's header is `csvHeader` of its key). */
export const CASH_FLOW_COLUMNS = ["month", "year", ...CASH_FLOW_AMOUNTS, "currency", "pricesAsOf", "scenario"] as const;

/**
 * Columns added before `currency` when the scenario has tax: the after-tax monthly costs, their
 * running totals and the after-tax cumulative saving, named like their pre-tax twins.
 */
export const AFTER_TAX_COLUMNS = [
  "cloudAfterTax",
  "onPremAfterTax",
  "hybridAfterTax",
  "cumulativeCloudAfterTax",
  "cumulativeOnPremAfterTax",
  "cumulativeHybridAfterTax",
  "savingsAfterTax",
] as const;

/**
 * Columns added before `currency` (and before the profile's) when the scenario has `carbon`: each
 * option's kWh and tonnes CO2e of the month, and its `carbon` cost line (tonnes × internal price,
 * 0 without a price; already inside the month's cost columns).
 */
export const CARBON_COLUMNS = [
  "kwhCloud",
  "kwhOnPrem",
  "kwhHybrid",
  "tonnesCloud",
  "tonnesOnPrem",
  "tonnesHybrid",
  "carbonCloud",
  "carbonOnPrem",
  "carbonHybrid",
] as const;

/**
 * The column added before `currency` when the scenario has a demand profile: its levels as JSON
 * (`[{"gpus":100,"hoursPerWeek":33.6},…]`), the same text on every row like the name and currency.
 */
export const PROFILE_COLUMN = "demandProfile";

export type CsvColumn =
  | (typeof CASH_FLOW_COLUMNS)[number]
  | (typeof AFTER_TAX_COLUMNS)[number]
  | (typeof CARBON_COLUMNS)[number]
  | typeof PROFILE_COLUMN;

// An option's column: what it measures (cost unless a prefix says), which option, before or after tax.
const OPTION_COLUMN = /^(cumulative|kwh|tonnes|carbon)?(cloud|onPrem|hybrid|Cloud|OnPrem|Hybrid)(AfterTax)?$/;
const MEASURE: Record<string, (name: string) => string> = {
  "": (name) => `${name} cost`,
  cumulative: (name) => `${name} cost`,
  kwh: (name) => `${name} energy (kWh)`,
  tonnes: (name) => `${name} emissions (t CO2e)`,
  carbon: (name) => `${name} carbon cost`,
};
const FIXED: Partial<Record<CsvColumn, string>> = {
  month: "Month",
  year: "Year",
  currency: "Currency",
  pricesAsOf: "Prices as of",
  scenario: "Scenario",
  demandProfile: "Demand profile (JSON)",
};

/**
 * A column's header as a finance reader reads it: words, and the options by the names the page
 * gives them (a scenario's own labels, such as "Enhanced host", where it has them).
 *
 * @example
 * csvHeader("cumulativeOnPrem", optionNames());        // "On-prem cost, cumulative"
 * csvHeader("onPremAfterTax", optionNames());          // "On-prem cost after tax"
 * csvHeader("tonnesCloud", optionNames());             // "Cloud emissions (t CO2e)"
 * csvHeader("savings", optionNames({ onPrem: "Enhanced host" })); // "Savings, cumulative (Cloud − Enhanced host)"
 */
export function csvHeader(key: CsvColumn, names: Readonly<Record<OptionKey, string>>): string {
  const fixed = FIXED[key];
  if (fixed) return fixed;
  if (key === "savings" || key === "savingsAfterTax") {
    const tax = key === "savings" ? "" : " after tax";
    return neutraliseFormula(`Savings${tax}, cumulative (${names.cloud} − ${names.onPrem})`);
  }
  const [, measure = "", option = "", afterTax] = OPTION_COLUMN.exec(key) ?? [];
  const name = names[(option.charAt(0).toLowerCase() + option.slice(1)) as OptionKey] ?? key;
  const words =
    MEASURE[measure]!(name) + (afterTax ? " after tax" : "") + (measure === "cumulative" ? ", cumulative" : "");
  return neutraliseFormula(words);
}

/**
 * The cash-flow CSV's columns for a scenario, by key, in order: `CASH_FLOW_COLUMNS` with the
 * after-tax, carbon and profile columns before `currency` where the scenario has them.
 *
 * @example
 * cashFlowColumns(comma).length;                        // 12
 * cashFlowColumns({ ...comma, tax }).includes("savingsAfterTax"); // true
 */
export function cashFlowColumns(scenario: Scenario): CsvColumn[] {
  return [
    ...CASH_FLOW_COLUMNS.slice(0, -3),
    ...(scenario.tax ? AFTER_TAX_COLUMNS : []),
    ...(scenario.carbon ? CARBON_COLUMNS : []),
    ...(profileOf(scenario) ? ([PROFILE_COLUMN] as const) : []),
    ...CASH_FLOW_COLUMNS.slice(-3),
  ];
}
