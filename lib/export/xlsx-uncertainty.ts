import type ExcelJS from "exceljs";
import { fieldLabel } from "@/lib/input/fields";
import type { Scenario, UncertaintyResult } from "@/lib/tco/types";
import { uncertainValue } from "@/lib/tco/uncertainty/inputs";
import { SNAPSHOT_NOTE, type workbookFormats } from "./workbook/style";

/** Name of the sheet `uncertaintySheet` adds. */
export const UNCERTAINTY_SHEET = "Uncertainty (values)";

const PERCENT = "0.0%";
const NUMBER = "#,##0.####";
const MONTH = "0.0";

/**
 * The Monte Carlo sheet: how to reproduce the runs (runs, seed, method), the ranges, the
 * percentile table and the runs' P10/P50/P90 of cumulative savings for every month, beside the
 * deterministic savings. Amounts are numbers at full precision; a break-even percentile that
 * lands on "never" is the text "never".
 *
 * @example
 * if (result.uncertainty) uncertaintySheet(workbook, scenario, result.uncertainty, currencyFormats("USD"));
 */
export function uncertaintySheet(
  workbook: ExcelJS.Workbook,
  scenario: Scenario,
  u: UncertaintyResult,
  money: Pick<ReturnType<typeof workbookFormats>, "whole" | "cents" | "rate">,
  deterministic: readonly number[],
): void {
  const sheet = workbook.addWorksheet(UNCERTAINTY_SHEET);
  sheet.columns = [{ width: 36 }, { width: 18 }, { width: 18 }, { width: 18 }, { width: 18 }, { width: 22 }];
  const bold = (row: ExcelJS.Row) => {
    row.font = { bold: true };
  };

  bold(sheet.addRow(["Monte Carlo simulation"]));
  sheet.addRow(["Runs", u.runs]);
  sheet.addRow(["Seed", u.seed]);
  sheet.addRow([
    "Values, not formulas",
    "drawn by the app's engine (lib/tco, Monte Carlo) with the seed above; the Model sheet does not redraw them",
  ]);
  sheet.addRow([SNAPSHOT_NOTE]).font = { italic: true };
  sheet.addRow([
    "Method",
    "mulberry32 stream seeded with the seed; each run draws every range in order; nearest-rank percentiles",
  ]);
  sheet.addRow([]);

  bold(sheet.addRow(["Input", "Low", "Likely (scenario)", "High", "Shape"]));
  for (const r of scenario.uncertainty?.ranges ?? []) {
    const row = sheet.addRow([fieldLabel(r.input), r.low, uncertainValue(scenario, r.input), r.high, r.distribution]);
    for (const col of [2, 3, 4]) row.getCell(col).numFmt = NUMBER;
  }
  sheet.addRow([]);

  bold(sheet.addRow([scenario.tax ? "Across runs, pre-tax" : "Across runs", "P10", "P50", "P90", "Mean"]));
  const amounts = (label: string, s: UncertaintyResult["savings"]) => {
    const row = sheet.addRow([label, s.p10, s.p50, s.p90, s.mean]);
    for (const col of [2, 3, 4, 5]) row.getCell(col).numFmt = money.whole;
  };
  amounts("Savings over the horizon", u.savings);
  amounts("NPV savings", u.savingsNpv);
  const b = u.breakEvenMonth;
  const breakEven = sheet.addRow(["Break-even month", b.p10 ?? "never", b.p50 ?? "never", b.p90 ?? "never"]);
  for (const col of [2, 3, 4]) breakEven.getCell(col).numFmt = MONTH;
  const share = (label: string, pct: number) => {
    sheet.addRow([label, pct / 100]).getCell(2).numFmt = PERCENT;
  };
  share("Runs that never break even", b.neverPct);
  share("Runs in which owning is cheaper (NPV)", u.onPremCheaperPct);
  share("Runs in which cloud has the lowest NPV", u.recommendationPct.cloud);
  share("Runs in which on-prem has the lowest NPV", u.recommendationPct.onPrem);
  share("Runs in which hybrid has the lowest NPV", u.recommendationPct.hybrid);
  sheet.addRow([]);

  bold(sheet.addRow(["Cumulative savings by month (percentiles across runs)"]));
  const header = sheet.addRow(["Month", "P10", "P50", "P90", "", "Scenario as entered"]);
  bold(header);
  for (const p of u.cumulativeSavings) {
    const row = sheet.addRow([p.month, p.p10, p.p50, p.p90, null, deterministic[p.month] ?? null]);
    for (const col of [2, 3, 4, 6]) row.getCell(col).numFmt = money.whole;
  }
}
