import type ExcelJS from "exceljs";
import { HELPER_FIRST_ROW, HELPERS, helperBlock, MACRS_FIRST_ROW, MACRS_5 } from "./helpers";
import { MODEL_COLUMNS, type Refs } from "./model-columns";
import { inputName } from "./names";
import { profileWorkings } from "./profile-workings";
import { define, localize, SINGLE, styleHeader, titleRows, type Formats, type Namespace } from "./style";

/** Months the Model sheet always holds (0 … 120): a horizon typed up to 10 years needs no new rows. */
export const MODEL_MONTHS = 121;
/** Row of the table's column headers; the row above sums each deduction column over the horizon. */
export const TABLE_HEADER_ROW = MACRS_FIRST_ROW + MACRS_5.length + 3;
export const FIRST_MONTH_ROW = TABLE_HEADER_ROW + 1;
export const LAST_MONTH_ROW = FIRST_MONTH_ROW + MODEL_MONTHS - 1;

/**
 * Spreadsheet column letters of a 1-based index.
 *
 * @example
 * columnLetter(28); // "AB"
 */
export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const COLUMN = new Map(MODEL_COLUMNS.map((column, k) => [column.key, columnLetter(k + 1)]));

function letter(key: string): string {
  const found = COLUMN.get(key);
  if (!found) throw new Error(`no Model column ${key}`);
  return found;
}

/**
 * The whole month range of one Model column, absolute, for the Summary's sums.
 *
 * @example
 * monthRange("cloud"); // "$N$32:$N$152"
 */
export function monthRange(key: string): string {
  const l = letter(key);
  return `$${l}$${FIRST_MONTH_ROW}:$${l}$${LAST_MONTH_ROW}`;
}

/**
 * The Model sheet: shared figures, the purchase schedule and the MACRS table at the top, then one
 * row per month (0 … 120) and one column per cost line, every cell a formula over the Inputs.
 * `profileLevels` is the number of demand-profile level cells on the Inputs sheet (0 for flat
 * demand): with a profile, served and billed hours go level by level and a Profile workings sheet
 * sizes the hybrid core.
 *
 * @example
 * modelSheet(workbook, formats); // Model!N32 = Cloud, month 0 … Model!N152 = month 120
 */
export function modelSheet(
  workbook: ExcelJS.Workbook,
  formats: Formats,
  ns: Namespace = SINGLE,
  profileLevels = 0,
): void {
  const profiled = profileLevels > 0;
  const sheet = workbook.addWorksheet(ns.sheet("Model"), {
    views: [{ state: "frozen", ySplit: TABLE_HEADER_ROW, xSplit: 2 }],
  });
  titleRows(
    sheet,
    "Model: the monthly cash flows of the three options, as formulas over the Inputs sheet",
    "Month 0 holds the upfront purchase; months 1..N the running costs; months past the horizon are 0. docs/model.md gives each formula.",
  );
  helperBlock(workbook, sheet, formats, ns, profiled);

  const basisRow = HELPER_FIRST_ROW + HELPERS.length;
  const takenRow = TABLE_HEADER_ROW - 1;
  const [firstDeduction, lastDeduction] = [letter("d0"), letter(`d${10}`)];
  sheet.getCell(`A${basisRow}`).value = "Tax basis left on the hardware in service at month N";
  sheet.getCell(`B${basisRow}`).value = {
    formula: `IF(AND(${inputName("onPrem.creditResidualValue")},h_fin<>3),h_hw-INDEX(h_taken,COUNT(h_purchaseMonths)),0)`,
  };
  sheet.getCell(`B${basisRow}`).numFmt = formats.cents;
  define(workbook, ns, "Model", `$B$${basisRow}`, "h_basisLeft");
  define(workbook, ns, "Model", `$${firstDeduction}$${takenRow}:$${lastDeduction}$${takenRow}`, "h_taken");

  const header = sheet.getRow(TABLE_HEADER_ROW);
  header.height = 45;
  MODEL_COLUMNS.forEach((column, k) => {
    const l = columnLetter(k + 1);
    header.getCell(k + 1).value = (profiled && column.profileHeader) || column.header;
    sheet.getColumn(k + 1).width = column.kind === "month" || column.kind === "flag" ? 8 : 16;
    if (/^d(Facility|\d+)$/.test(column.key)) {
      const taken = sheet.getCell(`${l}${takenRow}`);
      taken.value = { formula: `SUM(${l}${FIRST_MONTH_ROW}:${l}${LAST_MONTH_ROW})` };
      taken.numFmt = formats.whole;
    }
  });
  sheet.getCell(`A${takenRow}`).value = "Deductions taken within the horizon, per purchase →";
  styleHeader(header);

  // One style object per column, shared by its cells: far less work than a format per cell.
  const styles = MODEL_COLUMNS.map((column) => ({
    numFmt:
      column.kind === "money"
        ? formats.cents
        : column.kind === "month"
          ? "0.##"
          : column.kind === "hours"
            ? "#,##0.##"
            : "0.######",
  }));
  for (let m = 0; m < MODEL_MONTHS; m++) {
    const row = FIRST_MONTH_ROW + m;
    const refs: Refs = {
      at: (key) => `${letter(key)}${row}`,
      above: (key) => `${letter(key)}${row - 1}`,
      m: `$A${row}`,
      profiled,
    };
    const cells = sheet.getRow(row);
    MODEL_COLUMNS.forEach((column, k) => {
      const cell = cells.getCell(k + 1);
      cell.value = column.key === "month" ? m : { formula: column.formula(refs) };
      cell.style = styles[k]!;
    });
  }
  for (const column of MODEL_COLUMNS) define(workbook, ns, "Model", monthRange(column.key), `m_${column.key}`);
  localize(sheet, ns);
  sheet.pageSetup.printArea = `A1:${columnLetter(COLUMN.size)}${LAST_MONTH_ROW}`;
  sheet.pageSetup.printTitlesRow = `${TABLE_HEADER_ROW}:${TABLE_HEADER_ROW}`;
  sheet.pageSetup.orientation = "landscape";
  if (profiled) profileWorkings(workbook, formats, ns, profileLevels);
}
