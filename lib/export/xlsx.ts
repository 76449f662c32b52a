import ExcelJS from "exceljs";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { profileOf } from "@/lib/tco/demand-shape";
import { exportFileName } from "./file-name";
import { inputsSheet } from "./workbook/inputs-sheet";
import { workbookBytes } from "./workbook/quoted-text";
import { irrSheet } from "./workbook/irr-sheet";
import { modelSheet } from "./workbook/model-sheet";
import { sensitivitySheet } from "./workbook/sensitivity-sheet";
import { SINGLE, SNAPSHOT_NOTE, workbookFormats } from "./workbook/style";
import { summarySheet } from "./workbook/summary-sheet";
import { pnlSheet } from "./xlsx-tax";
import { uncertaintySheet } from "./xlsx-uncertainty";
import { optionsOf, runningTotals, yearlyBreakdown } from "@/lib/report/report-data";

/**
 * Sheet names of the workbook, in order. Summary, Inputs, Model and IRR workings are live formulas;
 * the sheets after them hold values, and say so in their names. A scenario with Monte Carlo
 * ranges adds "Uncertainty (values)" last.
 */
export const WORKBOOK_SHEETS = [
  "Summary",
  "Inputs",
  "Model",
  "IRR workings",
  "Yearly (values)",
  "P&L (values)",
  "Sensitivity (values)",
] as const;

/**
 * Excel number formats for amounts in `currency`: whole units, cents and rates, negatives in
 * parentheses.
 *
 * @example
 * currencyFormats("USD").whole; // '"$"#,##0;[Red]("$"#,##0)'
 * currencyFormats("CHF").whole; // '#,##0 "CHF";[Red](#,##0 "CHF")'
 */
export function currencyFormats(currency: string): { whole: string; cents: string; rate: string } {
  const { whole, cents, rate } = workbookFormats(currency);
  return { whole, cents, rate };
}

const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE2E8F0" } };

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: "thin", color: { argb: "FF94A3B8" } } };
  });
}

function yearlySheet(workbook: ExcelJS.Workbook, scenario: Scenario, money: ReturnType<typeof currencyFormats>): void {
  const { years, lines } = yearlyBreakdown(scenario, { withZeroLines: true });
  const sheet = workbook.addWorksheet("Yearly (values)", { views: [{ state: "frozen", ySplit: 1, xSplit: 2 }] });
  const yearColumns = years.map((y) => (y.year === 0 ? "Month 0" : `Year ${y.year}`));
  sheet.columns = [
    { width: 10 },
    { width: 36 },
    ...yearColumns.map(() => ({ width: 16, style: { numFmt: money.whole } })),
    { width: 18, style: { numFmt: money.whole } },
  ];
  styleHeader(sheet.addRow(["Option", "Cost line", ...yearColumns, "Total"]));

  for (const { key, name } of optionsOf(scenario.labels)) {
    const totals = years.map((y) => y.total[key]);
    const total = sheet.addRow([name, "Total", ...totals, totals.reduce((a, b) => a + b, 0)]);
    total.font = { bold: true };
    for (const line of lines.filter((l) => l.option === key)) {
      sheet.addRow([name, line.label, ...line.byYear, line.total]);
    }
  }
  const yearlySavings = years.map((y) => y.total.cloud - y.total.onPrem);
  const savings = sheet.addRow([
    "",
    "Savings (cloud − on-prem)",
    ...yearlySavings,
    yearlySavings.reduce((a, b) => a + b, 0),
  ]);
  savings.font = { bold: true };
  sheet.addRow(["", "Cumulative savings", ...runningTotals(yearlySavings)]);
  sheet.addRow([]);
  sheet.addRow([SNAPSHOT_NOTE]).font = { italic: true };
}

/**
 * The scenario as a working Excel model. Summary (every headline figure, before and after tax),
 * Model (the monthly cash flows of the three options, line by line) and IRR workings are formulas
 * over the Inputs sheet, where every input sits in one named cell (`in_workload_gpus`, …): change
 * an input and the figures follow, in Excel, LibreOffice or Google Sheets. The sheets after them
 * (Yearly, P&L, Sensitivity, Uncertainty) are the app's values and say so in their names.
 *
 * Amounts are numbers at full precision shown through currency formats, negatives in
 * parentheses; percentages are fractions with a `%` format; missing figures (no break-even, no
 * IRR) are short text. Text users typed that starts like a formula is written as quoted text
 * (`workbook/quoted-text.ts`): shown as typed, never evaluated.
 *
 * @example
 * const buffer = await scenarioWorkbook(s, computeTco(s));
 * // Response: new Response(buffer, { headers: { "Content-Type": XLSX_CONTENT_TYPE } })
 */
export async function scenarioWorkbook(scenario: Scenario, result: TcoResult): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "GPU TCO";
  workbook.title = scenario.name;
  workbook.created = new Date();
  // Excel recalculates on open, so what it shows is always what the formulas give. The Summary's
  // figures also store the engine's values for the exported inputs (the same figures), for readers
  // that never recalculate; the Model sheet's cells store none, and LibreOffice computes those.
  workbook.calcProperties.fullCalcOnLoad = true;
  const formats = workbookFormats(scenario.currency);
  summarySheet(workbook, scenario, formats, SINGLE, result);
  inputsSheet(workbook, [{ scenario, ns: SINGLE, formats }]);
  modelSheet(workbook, formats, SINGLE, profileOf(scenario)?.length ?? 0);
  irrSheet(workbook, formats);
  yearlySheet(workbook, scenario, formats);
  pnlSheet(workbook, scenario, result, formats);
  workbook.getWorksheet("P&L")!.name = "P&L (values)";
  sensitivitySheet(workbook, result, formats);
  if (result.uncertainty)
    uncertaintySheet(
      workbook,
      scenario,
      result.uncertainty,
      formats,
      result.months.map((m) => m.savings),
    );
  return workbookBytes(workbook);
}

/** MIME type of the workbook, for the route's Content-Type header. */
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * File name of the workbook.
 *
 * @example
 * xlsxFileName("comma.ai-style datacenter"); // "comma-ai-style-datacenter-tco.xlsx"
 */
export function xlsxFileName(name: string): string {
  return exportFileName(name, "tco", "xlsx");
}
