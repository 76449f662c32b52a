// The characters OWASP lists as starting a formula (or, for tab and CR, hiding one) in Excel,
// LibreOffice and Google Sheets.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet will show rather than run: a leading `'` when the text starts like a
 * formula. Only for text cells; numbers, negative ones included, must stay numbers.
 *
 * @example
 * neutraliseFormula("=HYPERLINK(\"http://x\")"); // "'=HYPERLINK(\"http://x\")"
 * neutraliseFormula("comma.ai");                  // "comma.ai"
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
