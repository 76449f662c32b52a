import type ExcelJS from "exceljs";

// Symbols Excel shows the same in every locale when quoted as literal text; other currencies are
// written as their ISO code after the number, which needs no locale tag to be unambiguous.
const CURRENCY_SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£" };

/** Excel number formats of one workbook: amounts in its currency, percentages, months. */
export interface Formats {
  whole: string;
  cents: string;
  rate: string;
  percent: string;
  percentInput: string;
  number: string;
  month: string;
}

/**
 * Number formats for amounts in `currency`, negatives in parentheses as finance writes them.
 *
 * @example
 * workbookFormats("USD").whole; // '"$"#,##0;[Red]("$"#,##0)'
 * workbookFormats("CHF").whole; // '#,##0 "CHF";[Red](#,##0 "CHF")'
 */
export function workbookFormats(currency: string): Formats {
  // The code is validated as ISO 4217 upstream; keeping letters only means a bad one can never
  // break out of the quoted literal.
  const code = currency.toUpperCase().replace(/[^A-Z]/g, "");
  const symbol = CURRENCY_SYMBOLS[code];
  const wrap = (number: string) => (symbol ? `"${symbol}"${number}` : `${number} "${code}"`);
  const signed = (number: string) => `${wrap(number)};[Red](${wrap(number)})`;
  return {
    whole: signed("#,##0"),
    cents: signed("#,##0.00"),
    rate: signed("#,##0.00##"),
    percent: "0.0%;[Red](0.0%)",
    percentInput: "0.##%",
    number: "#,##0.####",
    month: "0.00",
  };
}

const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE2E8F0" } };
const INPUT_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFEF9C3" } };

/** Bold, shaded, underlined: the look of every header row. */
export function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.alignment = { wrapText: true, vertical: "middle" };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: "thin", color: { argb: "FF94A3B8" } } };
  });
}

/** Pale yellow: the cells a reader may change. */
export function styleInput(cell: ExcelJS.Cell): void {
  cell.fill = INPUT_FILL;
  cell.border = { bottom: { style: "hair", color: { argb: "FFCA8A04" } } };
}

/** Said on every "(values)" sheet: its figures are the app's, for the inputs as exported. */
export const SNAPSHOT_NOTE =
  "A snapshot: the app's values for the scenario as exported. They do not change when you edit the Inputs sheet; " +
  "the Summary and Model sheets do.";

/** A sheet title in row 1 and a one-line explanation under it. */
export function titleRows(sheet: ExcelJS.Worksheet, title: string, note: string): void {
  sheet.getCell("A1").value = title;
  sheet.getCell("A1").font = { bold: true, size: 14 };
  sheet.getCell("A2").value = note;
  sheet.getCell("A2").font = { italic: true, color: { argb: "FF475569" } };
}

/**
 * Where one scenario's live sheets live in a workbook: a lone scenario's are "Model", "in_…";
 * in a comparison, scenario 2's are "Model 2", "in_…_2", so several models sit side by side.
 *
 * @example
 * namespace(2).sheet("Model"); // "Model 2"
 * namespace(2).suffix;         // "_2"
 */
export interface Namespace {
  suffix: string;
  sheet: (base: string) => string;
}

/** The namespace of a lone scenario's workbook. */
export const SINGLE: Namespace = { suffix: "", sheet: (base) => base };

/** The namespace of scenario `k` (1-based) of a comparison. */
export function namespace(k: number): Namespace {
  return { suffix: `_${k}`, sheet: (base) => `${base} ${k}` };
}

function quoted(sheet: string): string {
  return /^[A-Za-z]+$/.test(sheet) ? sheet : `'${sheet.replaceAll("'", "''")}'`;
}

/**
 * Names a cell or range (`$B$4`, `$B$4:$B$14`) of the namespace's sheet `base`.
 *
 * @example
 * define(workbook, namespace(2), "Model", "$B$4", "h_N"); // h_N_2 → 'Model 2'!$B$4
 */
export function define(workbook: ExcelJS.Workbook, ns: Namespace, base: string, address: string, name: string): void {
  workbook.definedNames.add(`${quoted(ns.sheet(base))}!${address}`, `${name}${ns.suffix}`);
}

const NAME = /\b((?:in|h|m|out)_[A-Za-z0-9_]+)/g;

/**
 * Points every formula of `sheet` at the namespace's names: `SUM(m_cloud)` becomes
 * `SUM(m_cloud_2)`. The builders write plain names; this is the one place they are scoped.
 *
 * @example
 * localize(sheet, namespace(2));
 */
export function localize(sheet: ExcelJS.Worksheet, ns: Namespace): void {
  if (!ns.suffix) return;
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.type === 6 && cell.formula) cell.value = { formula: cell.formula.replace(NAME, `$1${ns.suffix}`) };
    }),
  );
}
