import { Accumulator } from "./accumulate";
import { bindColumns } from "./columns";
import { CsvRows } from "./csv-rows";
import { cutOff, noGpuRows } from "./notes";
import { compileRules } from "./rules";
import { billScenario, type ScenarioOptions } from "./scenario";
import { summarize } from "./summary";
import { BillRefused, type Bill, type GpuRule } from "./types";

export interface ReaderOptions extends ScenarioOptions {
  /** Tried before the built-in rules, in this order. */
  rules?: readonly GpuRule[];
}

/** Feeds text to a FOCUS summary chunk by chunk; memory stays flat however large the file. */
export interface FocusReader {
  /** The next piece of the file's text, cut anywhere (inside a row or a quoted field is fine). */
  write(text: string): void;
  /**
   * The file is complete: the summary and its scenario (null, with `noScenario` saying why, when no
   * row is GPU usage), or a `BillRefused` saying why the file cannot be read at all.
   */
  end(): Bill;
}

/**
 * A streaming FOCUS reader: RFC 4180 rows ({@link CsvRows}, each character looked at once), one row
 * at a time into the running totals.
 *
 * @example
 * const reader = createFocusReader({ fileName: "march.csv" });
 * reader.write("ChargePeriodStart,ChargePeriodEnd,…\n2026-03-01T00:00:00Z,…");
 * reader.end().gpu.gpuHours;
 */
export function createFocusReader(options: ReaderOptions = {}): FocusReader {
  let acc: Accumulator | null = null;
  let sawText = false;
  const rows = new CsvRows((row, rowNumber) => {
    if (row.length === 1 && row[0]!.trim() === "") return;
    if (acc === null) {
      const columns = bindColumns(row);
      acc = new Accumulator(columns, compileRules(options.rules ?? [], columns.indexOf));
    } else {
      acc.add(row, rowNumber);
    }
  });

  return {
    write(text) {
      if (text === "") return;
      if (!sawText && text.trim() !== "") sawText = true;
      rows.write(text);
    },
    end() {
      if (!sawText) throw new BillRefused("The file is empty.");
      rows.end();
      if (acc === null) throw new BillRefused("The file is empty.");
      const summary = summarize(acc);
      const warnings = [...summary.warnings, cutOff(rows.cutRow)].filter((note) => note !== null);
      const noScenario = noGpuRows(summary.rows.gpu, summary.unmatchedCompute.length);
      if (noScenario) return { ...summary, warnings, noScenario, ownedFleet: null, scenario: null };
      const { scenario, fleet } = billScenario(summary, options);
      return { ...summary, warnings, noScenario: null, ownedFleet: fleet, scenario };
    },
  };
}
