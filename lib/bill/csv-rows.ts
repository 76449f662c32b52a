import { BillRefused } from "./types";

/** The longest row a FOCUS file may have (contract: "a line longer than 1 MB" is refused), in characters. */
export const MAX_ROW_CHARS = 1024 * 1024;

const COMMA = 44;
const QUOTE = 34;
const NEWLINE = 10;

// Where the scanner is between two characters of the file.
const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** Just after a quote inside a quoted field: an escaped quote ("") or the field's end. */
const AFTER_QUOTE = 3;

/**
 * RFC 4180 rows from text that arrives in pieces cut anywhere, each character looked at once: a
 * row is never scanned again when the next piece comes (papaparse, before this, re-parsed a growing
 * unfinished row from its start on every piece). Rows end with LF or CRLF; a quote opens a quoted
 * field only at the field's start, as papaparse reads it; text after a closing quote is kept as is.
 * A row longer than {@link MAX_ROW_CHARS} is refused as soon as the scanner passes that length, and a
 * quoted field still open at the end of the file is refused, each naming the row and the column.
 *
 * @example
 * const rows: string[][] = [];
 * const csv = new CsvRows((cells) => rows.push(cells));
 * csv.write('a,"b,'); csv.write('c"\r\n1,2'); csv.end();
 * rows; // [["a", "b,c"], ["1", "2"]]
 */
export class CsvRows {
  private mode = FIELD_START;
  private cells: string[] = [];
  /** The current field's text from earlier pieces (a field cut by a piece's end). */
  private field = "";
  /** Characters of the current row in earlier pieces. */
  private rowChars = 0;
  /** The row being read, 1 for the header. */
  private rowNumber = 1;
  private header: readonly string[] | null = null;

  constructor(private readonly onRow: (cells: string[], rowNumber: number) => void) {}

  write(text: string): void {
    const n = text.length;
    let i = 0;
    let rowStart = 0;
    let fieldStart = 0;
    // The next comma, newline and quote at or after i, found once each and reused until passed:
    // every character is searched over a bounded number of times, however long the row.
    let comma = -1;
    let newline = -1;
    let quote = -1;
    const next = (code: string, from: number) => {
      const at = text.indexOf(code, from);
      return at < 0 ? n : at;
    };
    const checkLength = (at: number) => {
      if (this.rowChars + at - rowStart > MAX_ROW_CHARS) this.tooLong();
    };
    while (i < n) {
      if (this.mode === FIELD_START) {
        if (text.charCodeAt(i) === QUOTE) {
          this.mode = QUOTED;
          i++;
          continue;
        }
        this.mode = UNQUOTED;
        fieldStart = i;
      }
      if (this.mode === UNQUOTED) {
        if (comma < i) comma = next(",", i);
        if (newline < i) newline = next("\n", i);
        const end = comma < newline ? comma : newline;
        checkLength(end);
        const piece = text.slice(fieldStart, end);
        if (end === n) {
          this.field += piece;
          break;
        }
        const value = this.field === "" ? piece : this.field + piece;
        this.field = "";
        i = end + 1;
        this.mode = FIELD_START;
        if (end === comma) this.cells.push(value);
        else {
          this.cells.push(value.charCodeAt(value.length - 1) === 13 ? value.slice(0, -1) : value);
          this.endRow();
          rowStart = i;
        }
        continue;
      }
      if (this.mode === QUOTED) {
        if (quote < i) quote = next('"', i);
        checkLength(quote);
        this.field += text.slice(i, quote);
        if (quote === n) break;
        this.mode = AFTER_QUOTE;
        i = quote + 1;
        continue;
      }
      // AFTER_QUOTE
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        this.field += '"';
        this.mode = QUOTED;
        i++;
      } else if (c === COMMA || c === NEWLINE) {
        this.cells.push(this.field);
        this.field = "";
        this.mode = FIELD_START;
        i++;
        if (c === NEWLINE) {
          this.endRow();
          rowStart = i;
        }
      } else {
        // Text after the closing quote ("ab"c, or the CR of CRLF) stays part of the field.
        this.mode = UNQUOTED;
        fieldStart = i;
      }
    }
    this.rowChars += n - rowStart;
    if (this.rowChars > MAX_ROW_CHARS) this.tooLong();
  }

  /**
   * The last row when the file stops inside it: no final newline and fewer cells than the header.
   * Such a row is not handed on (its last cell may be cut too: "12.5" of "12.57"). Null otherwise.
   */
  cutRow: { rowNumber: number; cells: number; columns: number } | null = null;

  /**
   * The text is complete: the last row (without a final newline) is handed on, unless it has fewer
   * cells than the header (the file was cut off: see {@link cutRow}); an open quote is refused.
   */
  end(): void {
    if (this.mode === QUOTED)
      throw new BillRefused(`Row ${this.rowNumber}, column ${this.column()}: a quoted field is never closed.`);
    if (this.mode !== FIELD_START || this.cells.length > 0) {
      const value = this.field;
      this.cells.push(this.mode === UNQUOTED && value.endsWith("\r") ? value.slice(0, -1) : value);
      this.field = "";
      this.mode = FIELD_START;
      const columns = this.header?.length ?? 0;
      const blank = this.cells.length === 1 && this.cells[0]!.trim() === "";
      if (this.header !== null && !blank && this.cells.length < columns) {
        this.cutRow = { rowNumber: this.rowNumber, cells: this.cells.length, columns };
        this.cells = [];
        return;
      }
      this.endRow();
    }
  }

  private endRow(): void {
    const cells = this.cells;
    this.cells = [];
    this.rowChars = 0;
    const blank = cells.length === 1 && cells[0]!.trim() === "";
    if (!blank && this.header === null) this.header = cells;
    this.onRow(cells, this.rowNumber++);
  }

  /** The column the scanner is in, by the header's name when there is one. */
  private column(): string {
    const index = this.cells.length;
    const name = this.header?.[index]?.replace(/^\uFEFF/, "").trim();
    return name ? `${index + 1} (${name.length > 40 ? `${name.slice(0, 40)}…` : name})` : `${index + 1}`;
  }

  private tooLong(): never {
    const why =
      this.mode === QUOTED ? "a quoted field that is never closed, or not a FOCUS file" : "this is not a FOCUS file";
    throw new BillRefused(`Row ${this.rowNumber}, column ${this.column()}: the row is longer than 1 MB (${why}).`);
  }
}
