import { CLOUD_LINES, HYBRID_LINES, ON_PREM_LINES } from "@/lib/report/category-labels";
import { FIELD_GROUPS, UNUSED_WITH_PROFILE, type FieldUnit } from "@/lib/input/fields";
import { getPath } from "@/lib/object-path";
import { OPTION_KEYS } from "@/lib/report/palette";
import { optionName } from "@/lib/report/words";
import { yearlyCosts, type YearlyCosts } from "@/lib/tco";
import type { Breakdown, OptionLabels, Scenario } from "@/lib/tco/types";

/**
 * One input of a scenario as the assumptions tables show it.
 * `unit` is null for inputs that are words (billing, discounting) or yes/no.
 */
export interface AssumptionRow {
  group: string;
  label: string;
  /** JSON path in the model contract, e.g. `cloud.pricePerGpuHour`. */
  path: string;
  value: number | string | boolean;
  unit: FieldUnit | null;
  help: string;
}

/**
 * Every input the scenario gives, grouped and labelled as in the editor (lib/input/fields.ts). Optional inputs the scenario leaves out (metered
 * power, units of work, prices-as-of date) are skipped rather than shown as blanks, and so is an
 * input the model ignores for this scenario (the core's busy hours a day beside a demand profile).
 *
 * @example
 * assumptionRows(s).find((r) => r.path === "workload.gpus");
 * // { group: "Workload", label: "GPUs", path: "workload.gpus", value: 600, unit: "count", help: "…" }
 */
export function assumptionRows(scenario: Scenario): AssumptionRow[] {
  const rows: AssumptionRow[] = [];
  for (const group of FIELD_GROUPS) {
    for (const field of group.fields) {
      if (field.kind === "text" && field.inTables === false) continue;
      if (scenario.workload.profile && UNUSED_WITH_PROFILE.has(field.path)) continue;
      const value = getPath(scenario, field.path);
      if (typeof value !== "number" && typeof value !== "string" && typeof value !== "boolean") continue;
      rows.push({
        group: group.title,
        label: field.label,
        path: field.path,
        value,
        unit: field.unit,
        help: field.help,
      });
    }
  }
  return rows;
}

/**
 * The cost lines of `TcoResult.breakdown`, per option, in the order tables list them, named as the
 * app's charts name them (lib/report/category-labels.ts).
 *
 * @example
 * BREAKDOWN_LINES.onPrem.find(([key]) => key === "dualRun"); // ["dualRun", "Dual running"]
 */
export const BREAKDOWN_LINES: { [O in keyof Breakdown]: readonly (readonly [keyof Breakdown[O], string])[] } = {
  cloud: entries(CLOUD_LINES),
  onPrem: entries(ON_PREM_LINES),
  hybrid: entries(HYBRID_LINES),
};

function entries<K extends string>(labels: Record<K, string>): (readonly [K, string])[] {
  return Object.entries(labels) as [K, string][];
}

/**
 * Option keys in the order every table and chart shows them, with their names: the scenario's own
 * (`labels`) where it gives them.
 *
 * @example
 * optionsOf({ onPrem: "Enhanced host" })[1]; // { key: "onPrem", name: "Enhanced host" }
 */
export const optionsOf = (labels?: OptionLabels) => OPTION_KEYS.map((key) => ({ key, name: optionName(key, labels) }));

/** One cost line of one option, year by year. */
export interface BreakdownLine {
  option: keyof Breakdown;
  key: string;
  label: string;
  /** Index 0 is month 0 (the upfront purchase); index y is year y. */
  byYear: number[];
  total: number;
}

/**
 * Each option's cost lines by year (year 0 = month 0), as the yearly breakdown tables list them.
 * `withZeroLines: false` leaves out lines that are zero in every year, which in most scenarios is
 * half of them.
 *
 * @example
 * // comma.ai preset
 * yearlyBreakdown(s).find((l) => l.option === "onPrem" && l.key === "hardware")?.byYear; // [4.7e6, 0, 0, 0]
 */
export function yearlyBreakdown(
  scenario: Scenario,
  options: { withZeroLines: boolean },
): {
  years: YearlyCosts[];
  lines: BreakdownLine[];
} {
  const years = yearlyCosts(scenario);
  const lines: BreakdownLine[] = [];
  for (const option of OPTION_KEYS) {
    for (const [key, label] of BREAKDOWN_LINES[option]) {
      // The financing line exists only in a financed scenario.
      if (!years.some((year) => key in year[option])) continue;
      const byYear = years.map((year) => (year[option] as unknown as Record<string, number>)[key as string] ?? 0);
      if (!options.withZeroLines && byYear.every((value) => value === 0)) continue;
      lines.push({ option, key: key as string, label, byYear, total: byYear.reduce((sum, value) => sum + value, 0) });
    }
  }
  return { years, lines };
}

/**
 * Running totals of a series.
 *
 * @example
 * runningTotals([-5, 20, 20]); // [-5, 15, 35]
 */
export function runningTotals(values: readonly number[]): number[] {
  const out: number[] = [];
  let total = 0;
  for (const value of values) out.push((total += value));
  return out;
}

/**
 * The unit of an input as a column heading shows it, with the currency spelled out: `USD/h`, `%`.
 *
 * @example
 * unitLabel("money-per-kwh", "EUR"); // "EUR/kWh"
 */
export function unitLabel(unit: FieldUnit | null, currency: string, unitName?: string): string {
  switch (unit) {
    case null:
    case "count":
    case "ratio":
      return "";
    case "money":
      return currency;
    case "money-per-hour":
      return `${currency}/h`;
    case "money-per-month":
      return `${currency}/month`;
    case "money-per-year":
      return `${currency}/year`;
    case "money-per-kwh":
      return `${currency}/kWh`;
    case "money-per-tb":
      return `${currency}/TB`;
    case "money-per-tb-month":
      return `${currency}/TB-month`;
    case "percent":
      return "%";
    case "hours-per-day":
      return "h/day";
    case "hours":
      return "h";
    case "years":
      return "years";
    case "months":
      return "months";
    case "watts":
      return "W";
    case "tb":
      return "TB";
    case "tb-per-month":
      return "TB/month";
    case "units-per-hour":
      return `${unitName ?? "units"}/h`;
    case "kg-per-kwh":
      return "kg/kWh";
    case "kwh-per-hour":
      return "kWh/h";
    case "money-per-tonne":
      return `${currency}/t`;
  }
}
