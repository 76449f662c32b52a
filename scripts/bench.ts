/**
 * Benchmarks, one section after another:
 *
 *   npm run bench                   every section
 *   npm run bench -- --only engine  only the named sections (comma-separated)
 *
 * Each section prints an aligned table and writes `test-results/bench-<section>.json`, stamped
 * with the machine it ran on. Add a section by adding it to SECTIONS.
 */
import { runBillBench } from "./bench/bill";
import { runBillFuzzBench } from "./bench/bill-fuzz";
import { runEngineBench } from "./bench/engine";
import { runFuzzBench } from "./bench/fuzz";
import { runInstancesBench } from "./bench/instances";
import { budgetTable, environment, writeReport, type BudgetRow, type SectionResult } from "./bench/measure";
import { runListBench } from "./bench/list";
import { runLoadBench } from "./bench/load";
import { runPdfBench } from "./bench/pdf";
import { runRightSizingBench } from "./bench/right-sizing";
import { runUiBench } from "./bench/ui";
import { runUncertaintyBench } from "./bench/uncertainty";
import { runUncertaintyUiBench } from "./bench/uncertainty-ui";
import { runWorkbookBench } from "./bench/workbook";
import { readArgs, UsageError } from "./lib/cli-args";

type Section = () => Promise<SectionResult>;

const SECTIONS: Record<string, Section> = {
  engine: runEngineBench,
  ui: runUiBench,
  // The scenario list at 10,000 scenarios: first page, search, usable in Chromium.
  list: runListBench,
  pdf: runPdfBench,
  load: runLoadBench,
  // SQLite against PostgreSQL with one and two instances; starts its own PostgreSQL cluster.
  instances: runInstancesBench,
  uncertainty: runUncertaintyBench,
  // What the 101-point right-sizing curve adds to a 10-year recompute (issue 26).
  "right-sizing": runRightSizingBench,
  "uncertainty-ui": runUncertaintyUiBench,
  // ≥ 10,000 seeded requests to every route over HTTP (FUZZ_SEED repeats a run, FUZZ_REQUESTS sizes it).
  fuzz: runFuzzBench,
  // The live XLSX: export time and size, and LibreOffice's recalculation.
  workbook: runWorkbookBench,
  // Issue 25: a 100 MB synthetic FOCUS bill summarized in process (MB/s, peak RSS).
  bill: runBillBench,
  // Issue 32: hostile and seeded malformed FOCUS bills through the reader and the CLI (BILL_FUZZ_FILES sizes it).
  "bill-fuzz": runBillFuzzBench,
};

const USAGE = `Usage: npm run bench -- [--only ${Object.keys(SECTIONS).join(",")}]`;

function selectedSections(argv: string[]): string[] {
  const { values, positionals } = readArgs(argv, { only: { type: "string" } });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
  if (values.only === undefined) return Object.keys(SECTIONS);
  const names = values.only.split(",").filter(Boolean);
  const unknown = names.filter((name) => !(name in SECTIONS));
  if (names.length === 0 || unknown.length > 0)
    throw new UsageError(`Unknown section ${unknown.join(", ") || "(none given)"}`);
  return names;
}

async function main(): Promise<number> {
  let names: string[];
  try {
    names = selectedSections(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  const env = environment();
  console.log(`${env.date}  node ${env.node}  ${env.platform}  ${env.cpu} × ${env.cores} cores`);
  const budgets: BudgetRow[] = [];
  for (const name of names) {
    const { text, report, budgets: rows = [] } = await SECTIONS[name]!();
    const file = writeReport(name, { environment: env, ...report, budgets: rows });
    console.log(`\n== ${name} ==\n${text}\n(written to ${file})`);
    budgets.push(...rows);
  }
  if (budgets.length > 0) console.log(`\n== budgets ==\n${budgetTable(budgets)}`);
  return 0;
}

process.exitCode = await main();
