import type { FieldUnit } from "@/lib/input/fields";
import { assumptionRows } from "@/lib/report/report-data";
import { profileSummary } from "@/lib/report/demand-shape-words";
import { countOf } from "@/lib/report/words";
import { profileOf, profileStats } from "@/lib/tco/demand-shape";
import type { Scenario, TcoResult } from "@/lib/tco/types";

/** Which way is better for a compared figure. */
export type Better = "lower" | "higher" | "none";

/** One result figure across the compared scenarios. */
export interface CompareRow {
  key: string;
  label: string;
  kind: "money" | "percent" | "month" | "hours" | "number" | "kwh" | "tonnes" | "text";
  better: Better;
  values: (number | string | null)[];
  /** Index of the best value, when the row has a direction, a unique best, and ranking is allowed. */
  best: number | null;
}

/** One input that is not the same in every compared scenario. */
export interface InputDifference {
  /** JSON path in the model contract, e.g. `cloud.pricePerGpuHour`. */
  path: string;
  group: string;
  label: string;
  unit: FieldUnit | null;
  /** null where a scenario leaves the input out (e.g. no metered power). */
  values: (number | string | boolean | null)[];
}

export interface CompareEntry {
  scenario: Scenario;
  result: TcoResult;
}

type RowSpec = {
  key: string;
  label: string;
  kind: CompareRow["kind"];
  better: Better;
  pick: (e: CompareEntry) => number | string | null;
  /** Shown only when this holds for some compared scenario. */
  when?: (e: CompareEntry) => boolean;
  /** A figure per hour or per unit of work: fleets of different sizes can be ranked on it. */
  normalised?: true;
};

const OPTION_WORDS = { cloud: "cloud", onPrem: "on-prem", hybrid: "hybrid" } as const;
const OPTIONS = ["cloud", "onPrem", "hybrid"] as const;

/*
 * Energy and carbon, only when a compared scenario counts them (a scenario without `carbon` shows
 * n/a); the carbon cost only when one charges a price (0 for one that counts carbon without one).
 */
const CARBON_ROWS: RowSpec[] = [
  ...OPTIONS.map((o): RowSpec => ({
    key: `kwh.${o}`,
    label: `Energy, ${OPTION_WORDS[o]} (kWh)`,
    kind: "kwh",
    better: "lower",
    pick: (e) => e.result.carbon?.kwh[o] ?? null,
    when: (e) => e.result.carbon !== undefined,
  })),
  ...OPTIONS.map((o): RowSpec => ({
    key: `tonnes.${o}`,
    label: `Emissions, ${OPTION_WORDS[o]} (t CO2e)`,
    kind: "tonnes",
    better: "lower",
    pick: (e) => e.result.carbon?.tonnes[o] ?? null,
    when: (e) => e.result.carbon !== undefined,
  })),
  ...OPTIONS.map((o): RowSpec => ({
    key: `carbonCost.${o}`,
    label: `Carbon cost, ${OPTION_WORDS[o]}`,
    kind: "money",
    better: "lower",
    pick: (e) => (e.scenario.carbon ? (e.result.breakdown[o].carbon ?? 0) : null),
    when: (e) => (e.scenario.carbon?.pricePerTonne ?? 0) > 0,
  })),
];

/** The work's name when every compared scenario counts the same unit (a GPU-hour of one is an epoch of none). */
function sharedUnit(entries: readonly CompareEntry[]): string | null {
  const names = new Set(
    entries.map((e) => (e.scenario.workload.unitsPerGpuHour ? e.scenario.workload.unitName : null)),
  );
  const [name] = [...names];
  return names.size === 1 && name ? name : null;
}

/*
 * Cost per busy GPU-hour (the demand's GPU-hours, one denominator for every option) and per unit of
 * work: what fleets of different sizes can be ranked on.
 */
const NORMALISED_ROWS: RowSpec[] = [
  ...OPTIONS.map((o): RowSpec => ({
    key: `perGpuHour.${o}`,
    label: `Per busy GPU-hour, ${OPTION_WORDS[o]}`,
    kind: "money",
    better: "lower",
    pick: (e) => e.result.costPerGpuHour?.[o] ?? null,
    normalised: true,
  })),
];

function perUnitRows(unit: string): RowSpec[] {
  return OPTIONS.map((o): RowSpec => ({
    key: `perUnit.${o}`,
    label: `Per ${unit}, ${OPTION_WORDS[o]}`,
    kind: "money",
    better: "lower",
    pick: (e) => e.result.costPerUnit?.[o] ?? null,
    normalised: true,
  }));
}

const ROWS: RowSpec[] = [
  { key: "tco.cloud", label: "TCO, cloud", kind: "money", better: "lower", pick: (e) => e.result.totals.cloud },
  { key: "tco.onPrem", label: "TCO, on-prem", kind: "money", better: "lower", pick: (e) => e.result.totals.onPrem },
  { key: "tco.hybrid", label: "TCO, hybrid", kind: "money", better: "lower", pick: (e) => e.result.totals.hybrid },
  {
    key: "savings",
    label: "Owning saves (undiscounted)",
    kind: "money",
    better: "higher",
    pick: (e) => e.result.savings.total,
  },
  {
    key: "savingsPct",
    label: "Savings, % of cloud",
    kind: "percent",
    better: "higher",
    pick: (e) => e.result.savings.pct,
  },
  { key: "breakEven", label: "Break-even month", kind: "month", better: "lower", pick: (e) => e.result.breakEvenMonth },
  { key: "npvSavings", label: "NPV of savings", kind: "money", better: "higher", pick: (e) => e.result.savings.npv },
  { key: "irr", label: "IRR", kind: "percent", better: "higher", pick: (e) => e.result.irrPct },
  { key: "roi", label: "ROI", kind: "percent", better: "higher", pick: (e) => e.result.roiPct },
  {
    key: "utilization",
    label: "Utilization break-even (h/day)",
    kind: "hours",
    better: "lower",
    pick: (e) => e.result.utilizationBreakEven,
  },
  {
    key: "recommendation",
    label: "Cheapest (NPV)",
    kind: "text",
    better: "none",
    pick: (e) => e.result.recommendation,
  },
  {
    key: "demandShape",
    label: "Demand over the week",
    kind: "text",
    better: "none",
    pick: (e) => {
      const profile = profileOf(e.scenario);
      return profile
        ? profileSummary(profileStats(profile, e.scenario.workload.gpus), profile.length, "en-US")
        : "flat";
    },
    when: (e) => profileOf(e.scenario) !== undefined,
  },
  {
    key: "bestCore",
    label: "Best core (GPUs owned)",
    kind: "number",
    better: "none",
    pick: (e) => e.result.rightSizing?.best.coreGpus ?? null,
    when: (e) => profileOf(e.scenario) !== undefined,
  },
  ...CARBON_ROWS,
];

// The normalised rows follow the three totals they divide.
const TOTALS_END = 3;

/**
 * Why no value is marked best, or null when the scenarios can be ranked: only scenarios in one
 * currency (nothing is converted) and of one fleet size (a bigger fleet costs more and saves more
 * just by being bigger) compare like with like.
 *
 * @example
 * rankRefusal([usd600, eur600]); // "No best is marked: the scenarios are in different currencies (USD, EUR) and nothing is converted."
 */
export function rankRefusal(entries: readonly CompareEntry[]): string | null {
  const currencies = [...new Set(entries.map((e) => e.scenario.currency))];
  if (currencies.length > 1)
    return `No best is marked: the scenarios are in different currencies (${currencies.join(", ")}) and nothing is converted.`;
  const fleets = [...new Set(entries.map((e) => e.scenario.workload.gpus))];
  if (fleets.length > 1)
    return (
      `Totals are not ranked: the scenarios have different fleet sizes ` +
      `(${fleets.map((n) => countOf(n, "GPU")).join(", ")}), so their totals and savings grow with the fleet, not ` +
      `with the choice. The best cost per busy GPU-hour` +
      `${sharedUnit(entries) ? ` and per ${sharedUnit(entries)}` : ""} is marked ●.`
    );
  return null;
}

/** Whether only the fleet sizes stand between the scenarios and a ranking (one currency). */
const oneCurrency = (entries: readonly CompareEntry[]) => new Set(entries.map((e) => e.scenario.currency)).size === 1;

/**
 * The compare table's results: one row per figure, one value per scenario, the best marked where a
 * row has a direction, the scenarios can be ranked (`rankRefusal`; the per busy GPU-hour and per
 * unit of work rows also across fleet sizes), and one value stands out (a tie marks none). Per unit
 * of work only when every scenario counts the same unit.
 *
 * @example
 * compareRows([a, b]).find((r) => r.key === "savings"); // { values: [35.8e6, 30.1e6], best: 0, … }
 * compareRows([comma600, h100x8]).find((r) => r.key === "perGpuHour.onPrem"); // { values: [0.9, 1.61], best: 0, … }
 */
export function compareRows(entries: readonly CompareEntry[]): CompareRow[] {
  const rankable = rankRefusal(entries) === null;
  const normalisedRankable = oneCurrency(entries);
  const unit = sharedUnit(entries);
  const specs = [
    ...ROWS.slice(0, TOTALS_END),
    ...NORMALISED_ROWS,
    ...(unit ? perUnitRows(unit) : []),
    ...ROWS.slice(TOTALS_END),
  ];
  return specs
    .filter((row) => !row.when || entries.some(row.when))
    .map((row) => {
      const values = entries.map(row.pick);
      let best: number | null = null;
      if (row.better !== "none" && (row.normalised ? normalisedRankable : rankable)) {
        const numeric = values.map((v) => (typeof v === "number" ? v : null));
        const candidates = numeric.filter((v): v is number => v !== null);
        if (candidates.length >= 2) {
          const target = row.better === "lower" ? Math.min(...candidates) : Math.max(...candidates);
          const winners = numeric.flatMap((v, i) => (v === target ? [i] : []));
          best = winners.length === 1 ? winners[0]! : null;
        }
      }
      return { key: row.key, label: row.label, kind: row.kind, better: row.better, values, best };
    });
}

/**
 * Every input whose value is not the same in all the scenarios, in the editor's order, so a
 * difference in the results can be traced to the inputs behind it. The name and description are
 * left out: they differ by design.
 *
 * @example
 * inputDifferences([comma, h100]).map((d) => d.path); // ["horizonYears"?, "workload.gpus", "onPrem.capex.compute", …]
 */
export function inputDifferences(entries: readonly CompareEntry[]): InputDifference[] {
  const perScenario = entries.map((e) => new Map(assumptionRows(e.scenario).map((r) => [r.path, r])));
  const order: InputDifference[] = [];
  const seen = new Set<string>();
  for (const rows of perScenario) {
    for (const row of rows.values()) {
      if (seen.has(row.path)) continue;
      seen.add(row.path);
      const values = perScenario.map((m) => m.get(row.path)?.value ?? null);
      if (values.some((v) => v !== values[0]))
        order.push({ path: row.path, group: row.group, label: row.label, unit: row.unit, values });
    }
  }
  return order;
}
