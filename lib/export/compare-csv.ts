import Papa from "papaparse";
import type { CompareEntry, CompareRow, InputDifference } from "@/lib/compare/rows";
import { choiceWords } from "@/lib/report/choice-words";
import { paymentPhrase } from "@/lib/report/financing-words";
import { optionName } from "@/lib/report/words";
import type { Recommendation } from "@/lib/tco/types";
import { neutraliseFormula } from "./formula";
import { hardwareCost } from "@/lib/tco/on-prem-costs";

/** What the compare CSV is made from: the page's comparison, ids and all. */
export interface ComparisonCsvInput {
  entries: (CompareEntry & { id: string; version: number })[];
  baseline: number;
  rows: CompareRow[];
  inputs: InputDifference[];
}

// Binary floating point leaves tails such as 717.9314000000002; 12 significant digits keep every
// digit a typed input has and drop the tail. `+ 0` turns -0 into 0.
const plain = (value: number, decimals?: number): number => {
  const rounded =
    decimals === undefined ? Number(value.toPrecision(12)) : Math.round(value * 10 ** decimals) / 10 ** decimals;
  return rounded + 0;
};

// Amounts to the cent, and the other results (percents, months, hours) to two decimals, one more
// than the page shows; inputs as they were typed.
const cell = (value: number | string | boolean | null, decimals?: number): string | number => {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return neutraliseFormula(value);
  return plain(value, decimals);
};

/**
 * The comparison as CSV: one column per scenario (headed by its name), one row per figure.
 * The first rows say what each column is (id, version, currency, prices as of, how the hardware
 * is paid, which is the baseline); then the results, then every input that differs, coded choices in words (`MACRS
 * 5-year`). Numbers are plain (no grouping, no floating-point tails; results to two decimals, so
 * amounts to the cent, percents on the 0–100 scale); an empty cell is a figure with no value
 * (break-even never reached, IRR with no single rate, an input the scenario leaves out).
 *
 * @example
 * comparisonCsv(c).split("\r\n")[0]; // "section,key,figure,comma.ai-style datacenter,One 8×H100 server vs renting"
 */
export function comparisonCsv({ entries, baseline, rows, inputs }: ComparisonCsvInput): string {
  const fields = ["section", "key", "figure", ...entries.map((e) => neutraliseFormula(e.scenario.name))];
  const each = <T>(pick: (e: ComparisonCsvInput["entries"][number], i: number) => T) => entries.map(pick);
  const data: (string | number)[][] = [
    ["scenario", "id", "Scenario id", ...each((e) => e.id)],
    ["scenario", "version", "Saved version", ...each((e) => e.version)],
    ["scenario", "currency", "Currency", ...each((e) => neutraliseFormula(e.scenario.currency))],
    ["scenario", "pricesAsOf", "Prices as of", ...each((e) => e.scenario.pricesAsOf ?? "")],
    [
      "scenario",
      "paidBy",
      "How the hardware is paid",
      ...each((e) => paymentPhrase(e.scenario.financing, "en-US", hardwareCost(e.scenario.onPrem.capex))),
    ],
    ["scenario", "baseline", "Baseline", ...each((_, i) => (i === baseline ? "yes" : ""))],
    ...rows.map((row) => [
      "result",
      row.key,
      row.label,
      ...row.values.map((v, i) =>
        row.key === "recommendation" && typeof v === "string"
          ? neutraliseFormula(optionName(v as Recommendation, entries[i]!.scenario.labels))
          : cell(v, 2),
      ),
    ]),
    ...inputs.map((input) => [
      "input",
      input.path,
      `${input.group}: ${input.label}`,
      ...input.values.map((v) => cell(typeof v === "string" ? choiceWords(input.path, v) : v)),
    ]),
  ];
  return Papa.unparse({ fields, data }, { newline: "\r\n" });
}
