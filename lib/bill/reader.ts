import Papa from "papaparse";
import { Accumulator } from "./accumulate";
import { bindColumns } from "./columns";
import { compileRules } from "./rules";
import { billScenario, type ScenarioOptions } from "./scenario";
import { summarize } from "./summary";
import { BillRefused, type Bill, type GpuRule } from "./types";

export interface ReaderOptions extends ScenarioOptions {
  /** Tried before the built-in rules, in this order. */
  rules?: readonly GpuRule[];
}

/** A row longer than this is an unclosed quote, not a charge: refuse rather than buffer the file. */
const MAX_PENDING = 16 * 1024 * 1024;

/** Feeds text to a FOCUS summary chunk by chunk; memory stays flat however large the file. */
export interface FocusReader {
  /** The next piece of the file's text, cut anywhere (inside a row or a quoted field is fine). */
  write(text: string): void;
  /** The file is complete: the summary and its scenario, or a `BillRefused` saying why not. */
  end(): Bill;
}

/**
 * A streaming FOCUS reader: RFC 4180 by papaparse, one row at a time into the running totals.
 *
 * @example
 * const reader = createFocusReader({ fileName: "march.csv" });
 * reader.write("ChargePeriodStart,ChargePeriodEnd,…\n2026-03-01T00:00:00Z,…");
 * reader.end().gpu.gpuHours;
 */
export function createFocusReader(options: ReaderOptions = {}): FocusReader {
  let pending = "";
  let parser: Papa.Parser | null = null;
  let acc: Accumulator | null = null;
  let rowNumber = 0;
  let sawText = false;

  const take = (rows: string[][]) => {
    for (const row of rows) {
      rowNumber++;
      if (row.length === 1 && row[0]!.trim() === "") continue;
      if (acc === null) {
        const columns = bindColumns(row);
        acc = new Accumulator(columns, compileRules(options.rules ?? [], columns.indexOf));
      } else {
        acc.add(row, rowNumber);
      }
    }
  };

  const parse = (final: boolean) => {
    if (parser === null) {
      const firstLineEnd = pending.indexOf("\n");
      if (firstLineEnd < 0 && !final) return;
      parser = new Papa.Parser({
        delimiter: ",",
        newline: firstLineEnd > 0 && pending[firstLineEnd - 1] === "\r" ? "\r\n" : "\n",
        quoteChar: '"',
      });
    }
    const result = parser.parse(pending, 0, !final) as {
      data: string[][];
      errors: { code: string; row?: number }[];
      meta: { cursor: number };
    };
    const unclosed = result.errors.find((e) => e.code === "MissingQuotes");
    pending = final ? "" : pending.slice(result.meta.cursor);
    take(result.data);
    if (unclosed) throw new BillRefused(`Row ${rowNumber}: a quoted field is never closed.`);
    if (pending.length > MAX_PENDING)
      throw new BillRefused(`Row ${rowNumber + 1} is longer than 16 MB: a quoted field is probably never closed.`);
  };

  return {
    write(text) {
      if (text === "") return;
      if (!sawText && text.trim() !== "") sawText = true;
      pending += text;
      if (pending.length >= 64 * 1024 || parser === null) parse(false);
    },
    end() {
      if (!sawText) throw new BillRefused("The file is empty.");
      parse(true);
      if (acc === null) throw new BillRefused("The file is empty.");
      const summary = summarize(acc);
      return { ...summary, scenario: billScenario(summary, options) };
    },
  };
}
