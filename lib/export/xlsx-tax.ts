import type ExcelJS from "exceljs";
import { recommendationName } from "@/lib/report/value-words";
import { bookAndTaxSentence, reconciliationLines, reconciliationTitle } from "@/lib/report/pnl-reconciliation-lines";
import { pnlLead, pnlRows } from "@/lib/report/pnl-rows";
import { taxBasisPhrase } from "@/lib/report/tax-labels";
import { afterTaxMonths, pnlReconciliation, profitAndLoss } from "@/lib/tco";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { SNAPSHOT_NOTE } from "./workbook/style";

/** The workbook's number formats for amounts (see `currencyFormats` in xlsx.ts). */
interface MoneyFormats {
  whole: string;
  cents: string;
}

const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE2E8F0" } };
const MONTH = "0.0";

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
}

/**
 * Appends the after-tax block to the Summary sheet: the basis (rate and method), then totals, NPV,
 * savings, break-even and recommendation after tax, laid out like the pre-tax rows above it.
 * Does nothing without tax.
 *
 * @example
 * appendAfterTaxSummary(workbook.getWorksheet("Summary")!, s, result, currencyFormats("USD"));
 */
export function appendAfterTaxSummary(
  sheet: ExcelJS.Worksheet,
  scenario: Scenario,
  result: TcoResult,
  money: MoneyFormats,
): void {
  const after = result.afterTax;
  if (!after || !scenario.tax) return;
  sheet.addRow([]);
  sheet.addRow([`After tax: ${taxBasisPhrase(scenario.tax, "en-US")}`]).font = { bold: true };
  styleHeader(sheet.addRow(["Metric, after tax", "Cloud", "On-prem", "Hybrid"]));
  const within = `not within ${scenario.horizonYears} years`;
  const add = (label: string, values: (string | number | null)[], numFmt: string) => {
    const row = sheet.addRow([label, ...values]);
    for (let col = 2; col <= 4; col++) row.getCell(col).numFmt = numFmt;
    row.alignment = { horizontal: "right" };
    row.getCell(1).alignment = { horizontal: "left" };
  };
  add("Total cost after tax", [after.totals.cloud, after.totals.onPrem, after.totals.hybrid], money.whole);
  add("NPV of after-tax costs", [after.npv.cloud, after.npv.onPrem, after.npv.hybrid], money.whole);
  add(
    "Saving against cloud, after tax",
    [null, after.savings.total, after.totals.cloud - after.totals.hybrid],
    money.whole,
  );
  add("NPV of the saving, after tax", [null, after.savings.npv, after.npv.cloud - after.npv.hybrid], money.whole);
  add(
    "Break-even month, after tax",
    [null, after.breakEvenMonth ?? within, after.hybridBreakEvenMonth ?? within],
    MONTH,
  );
  const recommendation = sheet.addRow([
    "Recommendation after tax (lowest NPV)",
    recommendationName(after.recommendation, scenario.labels),
  ]);
  recommendation.getCell(2).alignment = { horizontal: "right" };
}

/**
 * Adds the after-tax columns to the right of the Monthly sheet: each option's after-tax cost and
 * the after-tax cumulative saving. Does nothing without tax.
 *
 * @example
 * appendAfterTaxMonthly(workbook.getWorksheet("Monthly")!, s, result, currencyFormats("USD"));
 */
export function appendAfterTaxMonthly(
  sheet: ExcelJS.Worksheet,
  scenario: Scenario,
  result: TcoResult,
  money: MoneyFormats,
): void {
  if (!scenario.tax) return;
  const flows = afterTaxMonths(scenario, scenario.tax, result.months);
  const first = sheet.columnCount + 1;
  const headers = ["Cloud after tax", "On-prem after tax", "Hybrid after tax", "Savings after tax (cumulative)"];
  headers.forEach((header, i) => {
    const column = sheet.getColumn(first + i);
    column.width = 18;
    column.numFmt = money.cents;
    const cell = sheet.getRow(1).getCell(first + i);
    cell.value = header;
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
  });
  let saving = 0;
  result.months.forEach((_, m) => {
    const row = sheet.getRow(m + 2);
    saving += flows.cloud[m]! - flows.onPrem[m]!;
    [flows.cloud[m]!, flows.onPrem[m]!, flows.hybrid[m]!, saving].forEach((v, i) => {
      row.getCell(first + i).value = v;
    });
  });
}

/**
 * The P&L sheet: owning against renting by year, as the income statement sees them (capex moves
 * cost below EBITDA), with the rows of the app's P&L table.
 *
 * @example
 * pnlSheet(workbook, s, result, currencyFormats("USD"));
 */
export function pnlSheet(workbook: ExcelJS.Workbook, scenario: Scenario, result: TcoResult, money: MoneyFormats): void {
  const years = profitAndLoss(scenario, result.months);
  const sheet = workbook.addWorksheet("P&L", { views: [{ state: "frozen", ySplit: 2, xSplit: 2 }] });
  sheet.columns = [
    { width: 24 },
    { width: 50 },
    ...years.map(() => ({ width: 16, style: { numFmt: money.whole } })),
    { width: 18, style: { numFmt: money.whole } },
  ];
  sheet.addRow([
    `${pnlLead(scenario.financing?.kind)}. ${bookAndTaxSentence(scenario.onPrem.lifetimeYears, scenario.tax, "en-US")}`,
  ]).font = { italic: true };
  styleHeader(sheet.addRow(["Section", "Line", ...years.map((y) => `Year ${y.year}`), "Total"]));
  for (const row of pnlRows(years, scenario.tax, scenario.labels)) {
    const added = sheet.addRow([row.heading, row.label, ...row.byYear, row.total]);
    if (row.kind === "effect") added.font = { bold: true };
    if (row.kind === "memo") added.font = { italic: true };
  }
  sheet.addRow([]);
  sheet.addRow([reconciliationTitle(scenario.labels)]).font = { bold: true };
  for (const line of reconciliationLines(pnlReconciliation(years), scenario.labels)) {
    const added = sheet.addRow(["", line.label, line.value]);
    if (line.kind === "result") added.font = { bold: true };
  }
  sheet.addRow([]);
  sheet.addRow([SNAPSHOT_NOTE]).font = { italic: true };
}
