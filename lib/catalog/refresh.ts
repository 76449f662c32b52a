import { getPath } from "@/lib/object-path";
import type { PriceSource } from "@/lib/tco/types";
import type { CloudPrice, Hardware } from "@/lib/catalog/schema";
import { pickCloudPrice, pickHardware, type FieldWrite } from "./picks";

/** One picked figure whose catalog entry says something else today. */
export interface FieldChange {
  field: string;
  from: PriceSource;
  to: PriceSource;
}

/** What "Update to today's catalog" would do, worked out before anything is applied. */
export interface RefreshPlan {
  changes: FieldChange[];
  /** Fields whose entry still says what the scenario recorded. */
  unchanged: string[];
  /** Fields typed over since they were picked: left alone, so a user's figure is never replaced. */
  typedOver: PriceSource[];
  /** Fields whose entry (or the fact it gave) is no longer in the catalog: left as they are. */
  gone: PriceSource[];
  writes: FieldWrite[];
  /** The scenario's sources after the update, each with its own date. */
  sources: PriceSource[];
}

export interface RefreshCatalogs {
  cloud: readonly CloudPrice[];
  hardware: readonly Hardware[];
}

// Scenarios saved before sources named their entry are matched by what they did record.
function cloudEntry(source: PriceSource, entries: readonly CloudPrice[]): CloudPrice | undefined {
  if (source.entry) return entries.find((e) => e.id === source.entry);
  return entries.find(
    (e) =>
      e.provider === source.provider && `${e.instanceType} (${e.region})` === source.item && e.kind === source.kind,
  );
}

function hardwareEntry(source: PriceSource, entries: readonly Hardware[]): Hardware | undefined {
  return entries.find((h) => (source.entry ? h.id === source.entry : h.system === source.item));
}

/** The source a pick of today's entry records for the field, and what it writes there. */
function freshSource(source: PriceSource, catalogs: RefreshCatalogs): PriceSource | undefined {
  if (source.provider !== "hardware") {
    const entry = cloudEntry(source, catalogs.cloud);
    return entry ? pickCloudPrice(entry).sources.find((s) => s.field === source.field) : undefined;
  }
  const entry = hardwareEntry(source, catalogs.hardware);
  if (!entry) return undefined;
  const fresh = pickHardware(entry, entry.gpusPerServer, true).sources.find(
    (s) => s.field === source.field && s.kind === source.kind,
  );
  if (!fresh || source.kind !== "list-price") return fresh;
  // Keep the number of servers the pick bought, even if the GPU count changed since.
  const servers = Math.max(1, Math.round(source.filled / source.value));
  return { ...fresh, filled: fresh.value * servers };
}

const same = (a: PriceSource, b: PriceSource) =>
  a.value === b.value && a.filled === b.filled && a.asOf === b.asOf && a.url === b.url && a.dateBasis === b.dateBasis;

/**
 * What bringing a scenario's picked figures up to today's catalog changes, field by field, so the
 * editor can show old → new before applying it. A field typed over after its pick is left alone;
 * a figure whose entry is gone stays as it was. Nothing else in the scenario moves.
 *
 * @example
 * planCatalogRefresh(scenarioPickedAt750, { cloud: [p5At688], hardware: [] }).changes[0];
 * // { field: "cloud.pricePerGpuHour", from: { value: 7.5, asOf: "2025-06-01", … }, to: { value: 6.88, asOf: "2026-11-09", … } }
 */
export function planCatalogRefresh(scenario: unknown, catalogs: RefreshCatalogs): RefreshPlan {
  const recorded = getPath(scenario, "sources");
  const sources = Array.isArray(recorded) ? (recorded as PriceSource[]) : [];
  const plan: RefreshPlan = { changes: [], unchanged: [], typedOver: [], gone: [], writes: [], sources: [] };
  for (const source of sources) {
    const fresh = freshSource(source, catalogs);
    if (getPath(scenario, source.field) !== source.filled) plan.typedOver.push(source);
    else if (!fresh) plan.gone.push(source);
    else if (same(source, fresh)) plan.unchanged.push(source.field);
    else {
      plan.changes.push({ field: source.field, from: source, to: fresh });
      plan.writes.push({ path: source.field, value: fresh.filled });
      plan.sources.push(fresh);
      continue;
    }
    plan.sources.push(source);
  }
  return plan;
}
