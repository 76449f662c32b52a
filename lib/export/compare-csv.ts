import Papa from "papaparse";
import type { CompareEntry, CompareRow, InputDifference } from "@/lib/compare";
import { optionName } from "@/lib/report/words";
import type { Recommendation } from "@/lib/tco/types";
import { neutraliseFormula } from "./formula";

/** What the compare CSV is made from: the page's comparison, ids and all. */
export interface ComparisonCsvInput {
  entries: (CompareEntry & { id: string; version: number })[];
  baseline: number;
  rows: CompareRow[];
  inputs: InputDifference[];
}

// Amounts to the cent, other numbers as the model gives them; `+ 0` turns -0 into 0.
const cell = (value: number | string | boolean | null, money: boolean): string | number => {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return neutraliseFormula(value);
  return money ? Math.round(value * 100) / 100 + 0 : value;
};

/**
 * The comparison as CSV: one column per scenario (headed by its name), one row per figure.
 * The first rows say what each column is (id, version, currency, prices as of, which is the
 * baseline); then the results, then every input that differs. Numbers are plain (no grouping,
 * amounts to the cent, percents on the 0–100 scale); an empty cell is a figure with no value
 * (break-even never reached, IRR with no single rate, an input the scenario leaves out).
 *
 * @example
 * comparisonCsv(c).split("\r\n")[0]; // "section,key,figure,comma.ai-style datacenter,One 8×H100 server vs renting"
 */
export function comparisonCsv({ entries, baseline, rows, inputs }: ComparisonCsvInput): string {
  const fields = ["section", "key", "figure", ...entries.map((e) => neutraliseFormula(e.scenario.name))];
  const each = <T,>(pick: (e: ComparisonCsvInput["entries"][number], i: number) => T) => entries.map(pick);
  const data: (string | number)[][] = [
    ["scenario", "id", "Scenario id", ...each((e) => e.id)],
    ["scenario", "version", "Saved version", ...each((e) => e.version)],
    ["scenario", "currency", "Currency", ...each((e) => neutraliseFormula(e.scenario.currency))],
    ["scenario", "pricesAsOf", "Prices as of", ...each((e) => e.scenario.pricesAsOf ?? "")],
    ["scenario", "baseline", "Baseline", ...each((_, i) => (i === baseline ? "yes" : ""))],
    ...rows.map((row) => [
      "result",
      row.key,
      row.label,
      ...row.values.map((v) => (row.key === "recommendation" && typeof v === "string" ? optionName(v as Recommendation) : cell(v, row.kind === "money"))),
    ]),
    ...inputs.map((input) => ["input", input.path, `${input.group}: ${input.label}`, ...input.values.map((v) => cell(v, false))]),
  ];
  return Papa.unparse({ fields, data }, { newline: "\r\n" });
}
