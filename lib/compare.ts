import type { Scenario, TcoResult } from "@/lib/tco/types";

/** Which way is better for a compared figure. */
export type Better = "lower" | "higher" | "none";

export interface CompareRow {
  key: string;
  label: string;
  kind: "money" | "percent" | "month" | "hours" | "number" | "text";
  /** Results are ranked; inputs are shown so a difference in results can be traced to them. */
  group: "result" | "input";
  better: Better;
  values: (number | string | null)[];
  /** Index of the best value, when the row has a direction and a unique best. */
  best: number | null;
}

interface Entry {
  scenario: Scenario;
  result: TcoResult;
}

const capexTotal = (s: Scenario) => s.onPrem.capex.compute + s.onPrem.capex.storage + s.onPrem.capex.network + s.onPrem.capex.facility;

const ROWS: { key: string; label: string; kind: CompareRow["kind"]; better: Better; pick: (e: Entry) => number | string | null }[] = [
  { key: "tco.cloud", label: "TCO, cloud", kind: "money", better: "lower", pick: (e) => e.result.totals.cloud },
  { key: "tco.onPrem", label: "TCO, on-prem", kind: "money", better: "lower", pick: (e) => e.result.totals.onPrem },
  { key: "tco.hybrid", label: "TCO, hybrid", kind: "money", better: "lower", pick: (e) => e.result.totals.hybrid },
  { key: "savings", label: "Owning saves", kind: "money", better: "higher", pick: (e) => e.result.savings.total },
  { key: "savingsPct", label: "Savings, % of cloud", kind: "percent", better: "higher", pick: (e) => e.result.savings.pct },
  { key: "breakEven", label: "Break-even month", kind: "month", better: "lower", pick: (e) => e.result.breakEvenMonth },
  { key: "npvSavings", label: "NPV of savings", kind: "money", better: "higher", pick: (e) => e.result.savings.npv },
  { key: "irr", label: "IRR", kind: "percent", better: "higher", pick: (e) => e.result.irrPct },
  { key: "roi", label: "ROI", kind: "percent", better: "higher", pick: (e) => e.result.roiPct },
  { key: "utilization", label: "Utilization break-even (h/day)", kind: "hours", better: "lower", pick: (e) => e.result.utilizationBreakEven },
  { key: "recommendation", label: "Cheapest (NPV)", kind: "text", better: "none", pick: (e) => e.result.recommendation },
  { key: "horizon", label: "Horizon (years)", kind: "number", better: "none", pick: (e) => e.scenario.horizonYears },
  { key: "gpus", label: "GPUs", kind: "number", better: "none", pick: (e) => e.scenario.workload.gpus },
  { key: "hours", label: "Busy hours per GPU per day", kind: "hours", better: "none", pick: (e) => e.scenario.workload.gpuHoursPerDay },
  { key: "price", label: "Cloud list price per GPU-hour", kind: "money", better: "none", pick: (e) => e.scenario.cloud.pricePerGpuHour },
  { key: "discount", label: "Cloud discount", kind: "percent", better: "none", pick: (e) => e.scenario.cloud.discountPct },
  { key: "capex", label: "On-prem capex", kind: "money", better: "none", pick: (e) => capexTotal(e.scenario) },
];

/**
 * The compare table: one row per figure, one value per scenario, the best marked where a row has a
 * direction (a tie marks none, since nothing stands out).
 */
export function compareRows(entries: Entry[]): CompareRow[] {
  // Amounts in different currencies can't be ranked against each other: no conversion is made.
  const oneCurrency = new Set(entries.map((e) => e.scenario.currency)).size === 1;
  return ROWS.map((row) => {
    const values = entries.map(row.pick);
    let best: number | null = null;
    if (row.better !== "none" && (oneCurrency || row.kind !== "money")) {
      const numeric = values.map((v) => (typeof v === "number" ? v : null));
      const candidates = numeric.filter((v): v is number => v !== null);
      if (candidates.length >= 2) {
        const target = row.better === "lower" ? Math.min(...candidates) : Math.max(...candidates);
        const winners = numeric.flatMap((v, i) => (v === target ? [i] : []));
        best = winners.length === 1 ? winners[0]! : null;
      }
    }
    return { key: row.key, label: row.label, kind: row.kind, group: row.better === "none" && row.key !== "recommendation" ? "input" : "result", better: row.better, values, best };
  });
}
