import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Papa from "papaparse";
import { cashFlowColumns } from "@/lib/export/cash-flow-columns";
import { presets } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { scenario as patched } from "@/scripts/test-support/tco";
import { scenarioSchema } from "@/lib/scenarios/schema";

/**
 * A preset as the app stores it: validated and defaulted.
 *
 * @example
 * preset("comma-ai-datacenter").workload.gpus; // 600
 */
export function preset(slug: string): Scenario {
  const found = presets.find((p) => p.slug === slug);
  if (!found) throw new Error(`no preset ${slug}`);
  return scenarioSchema.parse(found.scenario);
}

/**
 * The comma.ai case as the article states it (docs/model.md, worked check 2): $5M capex, $3M a year
 * to run, $16.6M a year of cloud, 3 years. Savings $35.8M, ROI 716%, break-even in month 4.41.
 */
export function articleCheck(): Scenario {
  return patched({
    name: "comma.ai as the article states it",
    horizonYears: 3,
    onPrem: { capex: { compute: 5_000_000 }, lifetimeYears: 3, opex: { otherAnnual: 3_000_000 } },
    cloud: { otherMonthly: 16_600_000 / 12 },
  });
}

/** A name that is markup, has quotes and commas, and characters Helvetica cannot draw. */
export const HOSTILE_NAME = `<script>alert(1)</script> "Q4" plan, 'draft' 🚀 עברית العربية`;

/** Writes bytes to a fresh temporary file and returns its path, for the poppler tools. */
export function tempFile(name: string, bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), "tco-export-")), name);
  writeFileSync(path, bytes);
  return path;
}

/**
 * The cash-flow CSV parsed into rows keyed by column key (`cloud`, `cumulativeOnPrem`…) rather than
 * by its worded headers, so a test reads a figure by what it is; `meta.fields` keeps the headers.
 *
 * @example
 * parseCashFlows(cashFlowsCsv(s, r), s).data[0]!.cloud; // "0"
 */
export function parseCashFlows<T = string>(csv: string, scenario: Scenario, dynamicTyping = false) {
  const keys = cashFlowColumns(scenario);
  const headers = Papa.parse<string[]>(csv.split("\r\n")[0]!).data[0] ?? [];
  const rows = Papa.parse<Record<string, T>>(csv, {
    header: true,
    dynamicTyping,
    transformHeader: (_, i) => keys[i] ?? `unexpected column ${i + 1}`,
  });
  return { data: rows.data, errors: rows.errors, meta: { keys: rows.meta.fields ?? [], fields: headers } };
}
