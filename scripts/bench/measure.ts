import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Timing of one benchmarked operation, in microseconds. */
export interface Timing {
  name: string;
  runs: number;
  medianUs: number;
  p95Us: number;
  minUs: number;
}

/**
 * One figure of issue 15's budgets as a section measured it: `npm run bench` ends with every row
 * of every section it ran in one table, so each figure is read beside its budget.
 */
export interface BudgetRow {
  figure: string;
  measured: string;
  budget: string;
  /** null where the figure has no pass/fail line of its own (shown for context). */
  met: boolean | null;
}

/** What a section hands back: its own table, its raw numbers, and its budget rows. */
export interface SectionResult {
  text: string;
  report: object;
  budgets?: BudgetRow[];
}

/** An aligned table of budget rows. */
export function budgetTable(rows: BudgetRow[]): string {
  const verdict = (met: boolean | null) => (met === null ? "—" : met ? "met" : "MISSED");
  const cells = [
    ["figure", "measured", "budget", "verdict"],
    ...rows.map((r) => [r.figure, r.measured, r.budget, verdict(r.met)]),
  ];
  const widths = cells[0]!.map((_, col) => Math.max(...cells.map((row) => row[col]!.length)));
  return cells
    .map((row) =>
      row
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** Where and when a benchmark ran: numbers mean little without it. */
export interface BenchEnvironment {
  date: string;
  node: string;
  platform: string;
  cpu: string;
  cores: number;
}

export function environment(): BenchEnvironment {
  const all = cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpu: all[0]?.model.trim() ?? "unknown",
    cores: all.length,
  };
}

/** The value at quantile q (0–1) of ascending `sorted`, by the nearest-rank method. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * Times `fn` call by call after `warmup` untimed calls (so the JIT has optimised it), and reports
 * the median and p95: the median is the typical cost, p95 shows GC pauses and other outliers.
 */
export function measure(name: string, fn: () => unknown, { warmup, runs }: { warmup: number; runs: number }): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const samples = new Array<number>(runs);
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    samples[i] = Number(process.hrtime.bigint() - start) / 1000;
  }
  samples.sort((a, b) => a - b);
  return { name, runs, medianUs: quantile(samples, 0.5), p95Us: quantile(samples, 0.95), minUs: samples[0]! };
}

/** An aligned plain-text table of timings. */
export function timingTable(timings: Timing[]): string {
  const us = (value: number) => value.toFixed(1);
  const rows = [
    ["operation", "runs", "median µs", "p95 µs", "min µs"],
    ...timings.map((t) => [t.name, String(t.runs), us(t.medianUs), us(t.p95Us), us(t.minUs)]),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows
    .map((row) =>
      row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join("  "),
    )
    .join("\n");
}

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Writes a section's report to `test-results/bench-<section>.json` and returns the path. */
export function writeReport(section: string, report: unknown): string {
  const file = join(root, "test-results", `bench-${section}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
