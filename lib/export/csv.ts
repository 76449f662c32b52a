import Papa from "papaparse";
import { afterTaxMonths } from "@/lib/tco";
import { simulate } from "@/lib/tco/cash-flows";
import { profileOf } from "@/lib/tco/demand-shape";
import type { OptionKey } from "@/lib/report/palette";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { optionNames } from "@/lib/report/words";
import { cashFlowRows, runningCents } from "@/lib/report/cash-flow-rows";
import { exportFileName } from "./file-name";
import { neutraliseFormula } from "./formula";

/** Columns of the cash-flow CSV, in order, by key (a column's header is `csvHeader` of its key). */
export const CASH_FLOW_COLUMNS = [
  "month",
  "year",
  "cloud",
  "onPrem",
  "hybrid",
  "cumulativeCloud",
  "cumulativeOnPrem",
  "cumulativeHybrid",
  "savings",
  "currency",
  "pricesAsOf",
  "scenario",
] as const;

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

// One month's carbon figures, from the engine's own month-by-month run.
function carbonByMonth(scenario: Scenario): number[][] {
  const rows: number[][] = [];
  const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits + 0;
  simulate(scenario, {
    month: ({ carbon: { kwh, tonnes, cost } }) => {
      rows.push([
        ...[kwh.cloud, kwh.onPrem, kwh.hybrid].map((x) => round(x, 3)),
        ...[tonnes.cloud, tonnes.onPrem, tonnes.hybrid].map((x) => round(x, 6)),
        ...[cost.cloud, cost.onPrem, cost.hybrid].map((x) => round(x, 2)),
      ]);
    },
  });
  return rows;
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

/**
 * The monthly cash flows as CSV, one row per month 0…N under a header row (`CASH_FLOW_COLUMNS`).
 *
 * Design: a plain rectangular table and nothing else, so every tool (Excel, Sheets, pandas, a
 * database import) reads it without skipping a preamble. The currency, the date the prices were
 * taken on (`pricesAsOf`, YYYY-MM-DD, empty when not given) and the scenario name sit in the last
 * three columns of every row, so the numbers start in column A and a file that loses its name
 * still says what it is and how old its prices are. `year` is 0 for month 0 and y for months 12(y−1)+1…12y; `savings`
 * is cumulative cloud − cumulative on-prem, as in the model.
 *
 * Format: RFC 4180 (CRLF line ends, fields quoted only when needed), amounts as plain numbers
 * to the cent with no grouping, in the scenario's currency. The months add up to the running
 * totals to the cent and the last running total is the TCO (`runningCents`), so a SUM() over a
 * column gives the total the report prints. Text cells that start like a
 * formula get a leading `'` so a spreadsheet shows them instead of running them. With tax set,
 * `AFTER_TAX_COLUMNS` come before `currency`; with carbon, `CARBON_COLUMNS`; with a demand profile, `PROFILE_COLUMN` does;
 * without them the file is as it always was.
 *
 * @example
 * cashFlowsCsv(s, computeTco(s)).split("\r\n")[1];
 * // "0,0,0,5000000,…,USD,2026-01-12,comma.ai-style datacenter"
 */
export function cashFlowsCsv(scenario: Scenario, result: TcoResult): string {
  const name = neutraliseFormula(scenario.name);
  const currency = neutraliseFormula(scenario.currency);
  const pricesAsOf = scenario.pricesAsOf ?? "";
  const after = scenario.tax && afterTaxMonths(scenario, scenario.tax, result.months);
  const afterTax =
    after && ([runningCents(after.cloud), runningCents(after.onPrem), runningCents(after.hybrid)] as const);
  const afterTaxCells = (m: number): number[] => {
    if (!afterTax) return [];
    const [cloud, onPrem, hybrid] = afterTax;
    const saving = (Math.round(cloud.cumulative[m]! * 100) - Math.round(onPrem.cumulative[m]! * 100)) / 100 + 0;
    return [
      cloud.months[m]!,
      onPrem.months[m]!,
      hybrid.months[m]!,
      cloud.cumulative[m]!,
      onPrem.cumulative[m]!,
      hybrid.cumulative[m]!,
      saving,
    ];
  };
  const profile = profileOf(scenario);
  const profileCells = profile
    ? [JSON.stringify(profile.map(({ gpus, hoursPerWeek }) => ({ gpus, hoursPerWeek })))]
    : [];
  const carbon = scenario.carbon && carbonByMonth(scenario);
  const names = optionNames(scenario.labels);
  const fields = cashFlowColumns(scenario).map((key) => csvHeader(key, names));
  const rows = cashFlowRows(scenario, result).map((row, m) => [
    row.month,
    row.year,
    row.cloud,
    row.onPrem,
    row.hybrid,
    row.cumulativeCloud,
    row.cumulativeOnPrem,
    row.cumulativeHybrid,
    row.savings,
    ...afterTaxCells(m),
    ...(carbon?.[m] ?? []),
    ...profileCells,
    currency,
    pricesAsOf,
    name,
  ]);
  return Papa.unparse({ fields, data: rows }, { newline: "\r\n" });
}

/**
 * File name of the cash-flow CSV.
 *
 * @example
 * csvFileName("comma.ai-style datacenter"); // "comma-ai-style-datacenter-cash-flows.csv"
 */
export function csvFileName(name: string): string {
  return exportFileName(name, "cash-flows", "csv");
}
