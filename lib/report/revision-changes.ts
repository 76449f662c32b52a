import type { Scenario } from "@/lib/tco/types";
import { createFormatter } from "@/lib/format/formatter";
import { assumptionValue } from "@/lib/report/value-words";
import { assumptionRows } from "./report-data";

/** One input that differs between two saved versions, in words: "List price per GPU-hour: $3.00 → $2.50". */
export interface RevisionChange {
  path: string;
  label: string;
  /** The older version's value as the editor shows it; null where that version leaves the input out. */
  from: string | null;
  to: string | null;
}

/**
 * What changed from one saved version to the next: the name, the description and every input
 * the editor shows, old → new, each formatted in its version's currency, in the editor's order.
 *
 * @example
 * revisionChanges(v1, { ...v1, cloud: { ...v1.cloud, pricePerGpuHour: 2.5 } }, "en-US");
 * // [{ path: "cloud.pricePerGpuHour", label: "List price per GPU-hour", from: "$3", to: "$2.50" }]
 */
export function revisionChanges(older: Scenario, newer: Scenario, locale: string): RevisionChange[] {
  const words = (s: Scenario) => {
    const f = createFormatter(s.currency, locale);
    return new Map(
      assumptionRows(s).map(
        (r) => [r.path, { label: r.label, text: assumptionValue(r, f, s.workload.unitName) }] as const,
      ),
    );
  };
  const before = words(older);
  const after = words(newer);
  const changes: RevisionChange[] = [];
  if (older.name !== newer.name) changes.push({ path: "name", label: "Name", from: older.name, to: newer.name });
  if ((older.description ?? "") !== (newer.description ?? ""))
    changes.push({
      path: "description",
      label: "Description",
      from: older.description || null,
      to: newer.description || null,
    });
  const paths = [...after.keys(), ...[...before.keys()].filter((p) => !after.has(p))];
  for (const path of paths) {
    if (path === "name" || path === "description") continue;
    const from = before.get(path)?.text ?? null;
    const to = after.get(path)?.text ?? null;
    if (from !== to) changes.push({ path, label: (after.get(path) ?? before.get(path))!.label, from, to });
  }
  return changes;
}
