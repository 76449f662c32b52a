import type ExcelJS from "exceljs";
import { fieldLabel } from "@/lib/input/fields";
import type { TcoResult } from "@/lib/tco/types";
import { SNAPSHOT_NOTE, styleHeader, titleRows, type Formats } from "./style";

/**
 * The sensitivity table as values: savings with each input 20% lower and higher, as the app
 * computed it for the scenario as exported (it does not follow changes on the Inputs sheet).
 *
 * @example
 * sensitivitySheet(workbook, result, formats); // one row per input, largest swing first
 */
export function sensitivitySheet(workbook: ExcelJS.Workbook, result: TcoResult, formats: Formats): void {
  const sheet = workbook.addWorksheet("Sensitivity (values)", { views: [{ state: "frozen", ySplit: 4 }] });
  titleRows(
    sheet,
    "Sensitivity: values computed by the app's engine, not formulas",
    "Total saving of owning against cloud with each input 20% lower and 20% higher (horizon ±1 year), for the scenario as exported.",
  );
  sheet.columns = [{ width: 40 }, { width: 20 }, { width: 20 }, { width: 20 }];
  const header = sheet.getRow(4);
  header.values = ["Input", "20% lower", "20% higher", "Swing"];
  styleHeader(header);
  result.sensitivity.forEach((entry, k) => {
    const row = sheet.getRow(5 + k);
    row.values = [fieldLabel(entry.input), entry.low, entry.high, Math.abs(entry.high - entry.low)];
    for (const c of [2, 3, 4]) row.getCell(c).numFmt = formats.whole;
  });
  if (result.sensitivity.length === 0) sheet.getCell("A5").value = `No input of this scenario moves the saving.`;
  const note = sheet.getCell(`A${6 + Math.max(1, result.sensitivity.length)}`);
  note.value = SNAPSHOT_NOTE;
  note.font = { italic: true };
}
