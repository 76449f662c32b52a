import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { CsvRows, MAX_ROW_CHARS } from "./csv-rows";

const rowsOf = (pieces: string[]) => {
  const rows: [number, string[]][] = [];
  const csv = new CsvRows((cells, rowNumber) => rows.push([rowNumber, cells]));
  for (const piece of pieces) csv.write(piece);
  csv.end();
  return rows;
};
const cutEvery = (text: string, size: number) => {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
};

describe("RFC 4180 rows", () => {
  test.each([
    [
      "plain rows, LF",
      "a,b\n1,2\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "CRLF, no final newline",
      "a,b\r\n1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    ["quoted commas, quotes and newlines", 'a,"b,""c""\nd"\r\n', [["a", 'b,"c"\nd']]],
    ["empty fields and a trailing comma", ",x,\n", [["", "x", ""]]],
    ["a quote inside an unquoted field is text", 'a"b,c\n', [['a"b', "c"]]],
    ["text after a closing quote stays", '"a"b,c\n', [["ab", "c"]]],
    ["a blank line is a row of one empty cell", "a\n\nb\n", [["a"], [""], ["b"]]],
  ])("%s", (_name, text, rows) => {
    expect(rowsOf([text]).map(([, cells]) => cells)).toEqual(rows);
    expect(rowsOf(cutEvery(text, 1)).map(([, cells]) => cells)).toEqual(rows);
  });

  test("rows are numbered from 1 (the header), a quoted newline staying in its row", () => {
    expect(rowsOf(['h\n"x\ny"\nz\n']).map(([n]) => n)).toEqual([1, 2, 3]);
  });

  test("any table written as RFC 4180 and cut anywhere reads back as itself", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "1", " ", ",", '"', "\n", "\r", "é") });
    // Rows as wide as the header: a last row with fewer cells and no final newline is a cut-off file (below).
    const table = fc
      .integer({ min: 2, max: 5 })
      .chain((width) =>
        fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }),
      );
    const quote = (c: string) => (/[",\r\n]/.test(c) || c === "" ? `"${c.replace(/"/g, '""')}"` : c);
    fc.assert(
      fc.property(table, fc.boolean(), fc.integer({ min: 1, max: 30 }), (rows, crlf, cut) => {
        const text = rows.map((r) => r.map(quote).join(",")).join(crlf ? "\r\n" : "\n");
        expect(rowsOf(cutEvery(text, cut)).map(([, cells]) => cells)).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });
});

describe("a file cut off in its last row", () => {
  const read = (text: string) => {
    const rows: string[][] = [];
    const csv = new CsvRows((cells) => rows.push(cells));
    csv.write(text);
    csv.end();
    return { rows, cut: csv.cutRow };
  };

  test.each([
    ["no final newline, fewer cells than the header", "a,b,c\n1,2,3\n4,5", { rowNumber: 3, cells: 2, columns: 3 }],
    ["cut inside a quoted-free cell", "a,b,c\r\n1,2,3\r\n4", { rowNumber: 3, cells: 1, columns: 3 }],
  ])("%s: the row is left out and named", (_name, text, cut) => {
    expect(read(text)).toEqual({
      rows: [
        ["a", "b", "c"],
        ["1", "2", "3"],
      ],
      cut,
    });
  });

  test.each([
    ["a complete last row without a final newline", "a,b\n1,2"],
    ["a short last row that ends with a newline (a ragged row, not a cut)", "a,b\n1\n"],
    ["a header alone", "a,b"],
  ])("%s is read as it is", (_name, text) => {
    expect(read(text).cut).toBeNull();
  });
});

describe("refusals name the row and column", () => {
  test("a row over the limit, however it arrives, as soon as the limit is passed", () => {
    const header = "ChargePeriodStart,ChargeDescription\n";
    const long = `${header}2026-01-01,${"x".repeat(MAX_ROW_CHARS)}`;
    for (const pieces of [[long], cutEvery(long, 4096)])
      expect(() => rowsOf(pieces)).toThrow("Row 2, column 2 (ChargeDescription): the row is longer than 1 MB");
    // The scanner stops within the piece that passes the limit: the rest is never written.
    const csv = new CsvRows(() => undefined);
    csv.write(`${header}"`);
    let written = 0;
    expect(() => {
      for (; written < 1000; written++) csv.write("y".repeat(64 * 1024));
    }).toThrow("Row 2, column 1 (ChargePeriodStart): the row is longer than 1 MB (a quoted field that is never closed");
    // The opening quote and 16 pieces of 64 KB pass 1 MB: the sixteenth write (index 15) is refused.
    expect(written).toBe(15);
  });

  test("a quote open at the end of the file", () => {
    expect(() => rowsOf(['a,b\n1,"2'])).toThrow("Row 2, column 2 (b): a quoted field is never closed.");
  });
});
