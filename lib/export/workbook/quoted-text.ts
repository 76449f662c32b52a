import ExcelJS from "exceljs";
// exceljs 4.4.0 (pinned) has no quotePrefix: the one style its writer is taught below.
import StylesXform from "exceljs/lib/xlsx/xform/style/styles-xform.js";
import { startsLikeFormula } from "../formula";

interface QuotableStyle {
  quotePrefix?: boolean;
}

interface StylesManager {
  model: { styles: string[] };
  index: { style: Record<string, number> };
  weakMap?: WeakMap<object, number>;
  addStyleModel(model: QuotableStyle | undefined, cellType?: unknown): number;
}

const manager = (StylesXform as unknown as { prototype: StylesManager }).prototype;
if (typeof manager.addStyleModel !== "function") {
  throw new Error("exceljs changed: StylesXform.addStyleModel is gone, so quoted text can't be written");
}

const PATCHED = Symbol.for("gpu-tco.quotePrefix");
const patched = manager as StylesManager & { [PATCHED]?: true };
const writeStyle = manager.addStyleModel;
// A cell style with `quotePrefix` gets the `<xf>` exceljs writes for the rest of its style, with
// `quotePrefix="1"` added: Excel and LibreOffice show such a cell's text as typed and keep it text
// when it is edited (Excel's apostrophe prefix, which it does not display). Patched once per
// process, however many bundles load this module.
if (!patched[PATCHED]) {
  patched[PATCHED] = true;
  manager.addStyleModel = function addQuotedStyleModel(this: StylesManager, model, cellType) {
    const id = writeStyle.call(this, model, cellType);
    const xml = this.model.styles[id];
    if (!model?.quotePrefix || xml === undefined || xml.includes("quotePrefix=")) return id;
    const quoted = xml.replace(/^<xf /, '<xf quotePrefix="1" ');
    let index = this.index.style[quoted];
    if (index === undefined) {
      index = this.index.style[quoted] = this.model.styles.length;
      this.model.styles.push(quoted);
    }
    this.weakMap?.set(model, index);
    return index;
  };
}

/**
 * Marks every text cell of the workbook that starts like a formula (`=`, `+`, `-`, `@`, tab, CR)
 * as quoted text: its value stays exactly what the user typed, shown as typed, and no spreadsheet
 * evaluates it, on opening or when it is edited. Called by every workbook writer just before it
 * writes, so that a user's text lands quoted on any sheet (option labels, names, descriptions,
 * unit names, catalog sources…), whichever sheet a later change adds. Formulas and numbers are
 * left alone.
 *
 * @example
 * sheet.getCell("A1").value = "=1+2";
 * quoteFormulaText(workbook);
 * await workbook.xlsx.writeBuffer(); // A1 is the text "=1+2", with quotePrefix="1"
 */
export function quoteFormulaText(workbook: ExcelJS.Workbook): void {
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (cell.type !== ExcelJS.ValueType.String || !startsLikeFormula(String(cell.value))) return;
        cell.style = { ...cell.style, quotePrefix: true } as Partial<ExcelJS.Style>;
      });
    });
  });
}

/**
 * The workbook's bytes, every formula-like text cell quoted first ({@link quoteFormulaText}): the
 * one way the app's workbook writers write.
 *
 * @example
 * return workbookBytes(workbook); // Buffer of the .xlsx
 */
export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Buffer> {
  quoteFormulaText(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
