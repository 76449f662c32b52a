import "server-only";
import {
  compareRows,
  inputDifferences,
  rankRefusal,
  type CompareEntry,
  type CompareRow,
  type InputDifference,
} from "@/lib/compare/rows";
import { getScenario } from "@/lib/scenarios/store";
import { computeTco } from "@/lib/tco";

/** The most scenarios one comparison holds: four columns still fit a laptop screen and an A4 page. */
export const MAX_COMPARED = 4;

export interface Comparison {
  entries: (CompareEntry & { id: string; version: number })[];
  /** Ids in the link that no longer exist (or never did in this workspace). */
  missing: string[];
  /** Index in `entries` of the scenario differences are measured against. */
  baseline: number;
  rows: CompareRow[];
  inputs: InputDifference[];
  /** Why no value is marked best, or null when they are. */
  refusal: string | null;
}

/** The ids of a `?ids=a,b,c` query, deduplicated, in order. */
export function parseIds(raw: string | string[] | undefined): string[] {
  const joined = Array.isArray(raw) ? raw.join(",") : (raw ?? "");
  return [
    ...new Set(
      joined
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Loads and compares the scenarios of a compare link: the page and its CSV and PDF exports all
 * read the same comparison from here. `base` is the id of the baseline; an unknown or absent one
 * falls back to the first scenario.
 */
export async function loadComparison(
  workspaceId: string,
  ids: readonly string[],
  base: string | undefined,
): Promise<Comparison> {
  const loaded = await Promise.all(
    ids.slice(0, MAX_COMPARED).map(async (id) => ({ id, stored: await getScenario(workspaceId, id) })),
  );
  const missing = loaded.filter((l) => !l.stored).map((l) => l.id);
  const entries = loaded.flatMap((l) =>
    l.stored
      ? [{ id: l.id, version: l.stored.version, scenario: l.stored.scenario, result: computeTco(l.stored.scenario) }]
      : [],
  );
  const baseline = Math.max(
    0,
    entries.findIndex((e) => e.id === base),
  );
  return {
    entries,
    missing,
    baseline,
    rows: compareRows(entries),
    inputs: inputDifferences(entries),
    refusal: rankRefusal(entries),
  };
}

/** The query string of a comparison, for its links and exports. */
export function comparisonQuery(comparison: Pick<Comparison, "entries" | "baseline">): string {
  const params = new URLSearchParams({ ids: comparison.entries.map((e) => e.id).join(",") });
  const base = comparison.entries[comparison.baseline];
  if (base && comparison.baseline > 0) params.set("base", base.id);
  return params.toString().replace(/%2C/g, ",");
}
