import ExcelJS from "exceljs";
import { headlineSentence } from "@/lib/report/sentences";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { exportFileName } from "./file-name";
import { recommendationName } from "@/lib/report/formatter";
import { neutraliseFormula } from "./formula";
import { appendAfterTaxMonthly, appendAfterTaxSummary, pnlSheet } from "./xlsx-tax";
import { uncertaintySheet } from "./xlsx-uncertainty";
import { choiceWords } from "@/lib/report/choice-words";
import { assumptionRows, OPTIONS, runningTotals, unitLabel, yearlyBreakdown } from "@/lib/report/report-data";

/** Sheet names of the workbook, in order; a scenario with Monte Carlo ranges adds "Uncertainty" last. */
export const WORKBOOK_SHEETS = ["Summary", "Monthly", "Yearly breakdown", "P&L", "Assumptions"] as const;

// Symbols Excel shows the same in every locale when quoted as literal text; other currencies are
// written as their ISO code after the number, which needs no locale tag to be unambiguous.
const CURRENCY_SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£" };

/**
 * Excel number formats for amounts in `currency`: whole units and cents.
 *
 * @example
 * currencyFormats("USD").whole; // '"$"#,##0;[Red]-"$"#,##0'
 * currencyFormats("CHF").whole; // '#,##0 "CHF";[Red]-#,##0 "CHF"'
 */
export function currencyFormats(currency: string): { whole: string; cents: string; rate: string } {
  // The code is validated as ISO 4217 upstream; keeping letters only means a bad one can never
  // break out of the quoted literal.
  const code = currency.toUpperCase().replace(/[^A-Z]/g, "");
  const symbol = CURRENCY_SYMBOLS[code];
  const wrap = (number: string) => (symbol ? `"${symbol}"${number}` : `${number} "${code}"`);
  // Negative amounts (a credit, owning costing more) show in red as well as with their sign.
  const signed = (number: string) => `${wrap(number)};[Red]-${wrap(number)}`;
  return { whole: signed("#,##0"), cents: signed("#,##0.00"), rate: signed("#,##0.00##") };
}

const PERCENT = "0.0%";
const PERCENT_INPUT = "0.##%";
const NUMBER = "#,##0.####";
const MONTH = "0.0";
const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE2E8F0" } };

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: "thin", color: { argb: "FF94A3B8" } } };
  });
}

type Cell = string | number | null;

function summarySheet(workbook: ExcelJS.Workbook, scenario: Scenario, result: TcoResult, money: ReturnType<typeof currencyFormats>): void {
  const sheet = workbook.addWorksheet("Summary");
  const years = `${scenario.horizonYears} year${scenario.horizonYears === 1 ? "" : "s"}`;
  sheet.columns = [{ width: 44 }, { width: 20 }, { width: 20 }, { width: 20 }];

  sheet.addRow([neutraliseFormula(scenario.name)]).font = { bold: true, size: 14 };
  sheet.addRow([headlineSentence(scenario, result, "en-US")]).font = { bold: true };
  sheet.addRow(["Currency", scenario.currency]);
  sheet.addRow(["Prices as of", scenario.pricesAsOf ?? "not given"]);
  sheet.addRow(["Horizon", years]);
  if (scenario.description) {
    const row = sheet.addRow(["Description", neutraliseFormula(scenario.description)]);
    sheet.mergeCells(row.number, 2, row.number, 4);
    row.getCell(2).alignment = { wrapText: true, vertical: "top" };
    // Merged cells do not grow with their text; size the row to roughly fit it.
    row.height = Math.min(409, 15 * Math.ceil(scenario.description.length / 60));
  }
  sheet.addRow([]);

  const header = sheet.addRow(["Metric", "Cloud", "On-prem", "Hybrid"]);
  styleHeader(header);
  sheet.views = [{ state: "frozen", ySplit: header.number }];

  const perOption = (label: string, values: [Cell, Cell, Cell], numFmt: string) => {
    const row = sheet.addRow([label, ...values]);
    for (let col = 2; col <= 4; col++) row.getCell(col).numFmt = numFmt;
    row.alignment = { horizontal: "right" };
    row.getCell(1).alignment = { horizontal: "left" };
  };
  const within = `not within ${years}`;
  const fraction = (pct: number | null) => (pct === null ? null : pct / 100);

  perOption(`Total cost of ownership over ${years}`, [result.totals.cloud, result.totals.onPrem, result.totals.hybrid], money.whole);
  perOption(
    `NPV of costs at ${scenario.assumptions.discountRatePct}% (${scenario.assumptions.discounting})`,
    [result.npv.cloud, result.npv.onPrem, result.npv.hybrid],
    money.whole,
  );
  perOption(
    "Saving against cloud",
    [null, result.savings.total, result.totals.cloud - result.totals.hybrid],
    money.whole,
  );
  perOption(
    "Saving against cloud, % of cloud TCO",
    [
      null,
      fraction(result.savings.pct),
      result.totals.cloud === 0 ? null : (result.totals.cloud - result.totals.hybrid) / result.totals.cloud,
    ],
    PERCENT,
  );
  perOption(
    "Break-even month",
    [null, result.breakEvenMonth ?? within, result.hybridBreakEvenMonth ?? within],
    MONTH,
  );
  if (result.costPerGpuHour) {
    const c = result.costPerGpuHour;
    perOption("Cost per busy GPU-hour", [c.cloud, c.onPrem, c.hybrid], money.rate);
  }
  if (result.costPerUnit) {
    const c = result.costPerUnit;
    perOption(`Cost per ${neutraliseFormula(scenario.workload.unitName ?? "unit")}`, [c.cloud, c.onPrem, c.hybrid], money.rate);
  }

  sheet.addRow([]);
  const single = (label: string, value: Cell, numFmt?: string) => {
    const row = sheet.addRow([label, value]);
    if (numFmt) row.getCell(2).numFmt = numFmt;
    row.getCell(2).alignment = { horizontal: "right" };
  };
  single("IRR of owning (yearly)", fraction(result.irrPct) ?? "no single rate", PERCENT);
  single("ROI of owning", fraction(result.roiPct) ?? "no upfront cost", PERCENT);
  single(
    "Utilization break-even (busy hours per GPU per day)",
    result.utilizationBreakEven ?? "none in 0–24 h",
    "0.0",
  );
  single("Recommendation (lowest NPV)", recommendationName(result.recommendation));
}

function monthlySheet(workbook: ExcelJS.Workbook, result: TcoResult, money: ReturnType<typeof currencyFormats>): void {
  const sheet = workbook.addWorksheet("Monthly", { views: [{ state: "frozen", ySplit: 1, xSplit: 1 }] });
  const amount = { width: 18, style: { numFmt: money.cents } };
  sheet.columns = [
    { header: "Month", key: "month", width: 8 },
    { header: "Year", key: "year", width: 6 },
    { header: "Cloud", key: "cloud", ...amount },
    { header: "On-prem", key: "onPrem", ...amount },
    { header: "Hybrid", key: "hybrid", ...amount },
    { header: "Cumulative cloud", key: "cumulativeCloud", ...amount },
    { header: "Cumulative on-prem", key: "cumulativeOnPrem", ...amount },
    { header: "Cumulative hybrid", key: "cumulativeHybrid", ...amount },
    { header: "Savings (cumulative cloud − on-prem)", key: "savings", ...amount, width: 24 },
  ];
  styleHeader(sheet.getRow(1));
  sheet.getRow(1).alignment = { wrapText: true, vertical: "middle" };
  for (const row of result.months) {
    sheet.addRow({
      month: row.month,
      year: row.month === 0 ? 0 : Math.ceil(row.month / 12),
      cloud: row.cloud,
      onPrem: row.onPrem,
      hybrid: row.hybrid,
      cumulativeCloud: row.cumulative.cloud,
      cumulativeOnPrem: row.cumulative.onPrem,
      cumulativeHybrid: row.cumulative.hybrid,
      savings: row.savings,
    });
  }
}

function yearlySheet(workbook: ExcelJS.Workbook, scenario: Scenario, money: ReturnType<typeof currencyFormats>): void {
  const { years, lines } = yearlyBreakdown(scenario, { withZeroLines: true });
  const sheet = workbook.addWorksheet("Yearly breakdown", { views: [{ state: "frozen", ySplit: 1, xSplit: 2 }] });
  const yearColumns = years.map((y) => (y.year === 0 ? "Month 0" : `Year ${y.year}`));
  sheet.columns = [
    { width: 10 },
    { width: 36 },
    ...yearColumns.map(() => ({ width: 16, style: { numFmt: money.whole } })),
    { width: 18, style: { numFmt: money.whole } },
  ];
  styleHeader(sheet.addRow(["Option", "Cost line", ...yearColumns, "Total"]));

  for (const { key, name } of OPTIONS) {
    const totals = years.map((y) => y.total[key]);
    const total = sheet.addRow([name, "Total", ...totals, totals.reduce((a, b) => a + b, 0)]);
    total.font = { bold: true };
    for (const line of lines.filter((l) => l.option === key)) {
      sheet.addRow([name, line.label, ...line.byYear, line.total]);
    }
  }
  const yearlySavings = years.map((y) => y.total.cloud - y.total.onPrem);
  const savings = sheet.addRow(["", "Savings (cloud − on-prem)", ...yearlySavings, yearlySavings.reduce((a, b) => a + b, 0)]);
  savings.font = { bold: true };
  sheet.addRow(["", "Cumulative savings", ...runningTotals(yearlySavings)]);
}

function assumptionsSheet(workbook: ExcelJS.Workbook, scenario: Scenario, money: ReturnType<typeof currencyFormats>): void {
  const sheet = workbook.addWorksheet("Assumptions", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { header: "Group", key: "group", width: 20 },
    { header: "Input", key: "label", width: 36 },
    { header: "Value", key: "value", width: 18 },
    { header: "Unit", key: "unit", width: 14 },
    { header: "JSON path", key: "path", width: 38 },
    { header: "What it means", key: "help", width: 70 },
  ];
  styleHeader(sheet.getRow(1));
  const unitName = scenario.workload.unitName;
  for (const row of assumptionRows(scenario)) {
    const isPercent = row.unit === "percent";
    const value =
      typeof row.value === "boolean" ? (row.value ? "Yes" : "No")
      : typeof row.value === "string" ? neutraliseFormula(choiceWords(row.path, row.value))
      : isPercent ? row.value / 100
      : row.value;
    const added = sheet.addRow({
      group: row.group,
      label: row.label,
      value,
      unit: unitLabel(row.unit, scenario.currency, unitName && neutraliseFormula(unitName)),
      path: row.path,
      help: row.help,
    });
    const cell = added.getCell("value");
    cell.alignment = { horizontal: "right" };
    if (typeof value !== "number") continue;
    if (isPercent) cell.numFmt = PERCENT_INPUT;
    else if (row.unit === "money") cell.numFmt = Number.isInteger(value) ? money.whole : money.rate;
    else if (row.unit?.startsWith("money-")) cell.numFmt = money.rate;
    else cell.numFmt = NUMBER;
  }
}

/**
 * The scenario as an Excel workbook for the finance team's own model: sheets Summary (KPIs),
 * Monthly (the cash flows), Yearly breakdown (each option by year and by cost line), P&L (owning
 * against renting on the income statement) and Assumptions (every input with its group, label,
 * value, unit and JSON path). With tax set, Summary and Monthly also carry the after-tax figures.
 *
 * Amounts are numbers at full precision, shown through currency number formats (`"$"#,##0`,
 * `#,##0 "CHF"`); percentages are fractions with a `%` format, so Excel arithmetic on them works;
 * missing figures (no break-even, no IRR) are short text in their cell. Header rows are frozen.
 *
 * Text that users typed (name, description, unit name) is written as string cells, which Excel
 * never evaluates, and still gets a leading `'` when it starts like a formula: a workbook re-saved
 * as CSV would otherwise carry the formula into the next spreadsheet that opens it. The rare name
 * that starts with `-` or `+` shows the apostrophe; that is the price of a file that is safe to pass on.
 *
 * @example
 * const buffer = await scenarioWorkbook(s, computeTco(s));
 * // Response: new Response(buffer, { headers: { "Content-Type": XLSX_CONTENT_TYPE } })
 */
export async function scenarioWorkbook(scenario: Scenario, result: TcoResult): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "GPU TCO";
  workbook.title = neutraliseFormula(scenario.name);
  workbook.created = new Date();
  const money = currencyFormats(scenario.currency);
  summarySheet(workbook, scenario, result, money);
  appendAfterTaxSummary(workbook.getWorksheet("Summary")!, scenario, result, money);
  monthlySheet(workbook, result, money);
  appendAfterTaxMonthly(workbook.getWorksheet("Monthly")!, scenario, result, money);
  yearlySheet(workbook, scenario, money);
  pnlSheet(workbook, scenario, result, money);
  assumptionsSheet(workbook, scenario, money);
  if (result.uncertainty) uncertaintySheet(workbook, scenario, result.uncertainty, money, result.months.map((m) => m.savings));
  return Buffer.from(await workbook.xlsx.writeBuffer());
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
