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

/** A sheet title in row 1 and a one-line explanation under it. */
export function titleRows(sheet: ExcelJS.Worksheet, title: string, note: string): void {
  sheet.getCell("A1").value = title;
  sheet.getCell("A1").font = { bold: true, size: 14 };
  sheet.getCell("A2").value = note;
  sheet.getCell("A2").font = { italic: true, color: { argb: "FF475569" } };
}
