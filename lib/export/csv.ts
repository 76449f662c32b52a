import Papa from "papaparse";
import { afterTaxMonths } from "@/lib/tco";
import { simulate } from "@/lib/tco/cash-flows";
import { profileOf } from "@/lib/tco/demand-shape";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { optionNames } from "@/lib/report/words";
import { cashFlowRows, runningCents } from "@/lib/report/cash-flow-rows";
import { cashFlowColumns, csvHeader } from "./cash-flow-columns";
import { exportFileName } from "./file-name";
import { neutraliseFormula } from "./formula";

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
