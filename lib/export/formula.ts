// The characters OWASP lists as starting a formula (or, for tab and CR, hiding one) in Excel,
// LibreOffice and Google Sheets.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Whether a spreadsheet would take `text`, typed into a cell, as a formula.
 *
 * @example
 * startsLikeFormula("=1+2");     // true
 * startsLikeFormula("comma.ai"); // false
 */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/**
 * Text a spreadsheet will show rather than run, for CSV cells: a leading `'` when the text starts
 * like a formula. Only for text cells; numbers, negative ones included, must stay numbers.
 * Workbooks quote such text with a cell style instead (`workbook/quoted-text.ts`).
 *
 * @example
 * neutraliseFormula("=HYPERLINK(\"http://x\")"); // "'=HYPERLINK(\"http://x\")"
 * neutraliseFormula("comma.ai");                  // "comma.ai"
 */
export function neutraliseFormula(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}
