import type { PriceSource } from "@/lib/tco/types";
import type { CloudPrice, Hardware, PricingKind } from "@/lib/catalog/schema";

/** One field the pick writes, by JSON path. */
export interface FieldWrite {
  path: string;
  value: unknown;
}

/** What picking a catalog entry does to a scenario: the fields it fills and the sources it records. */
export interface CatalogPick {
  writes: FieldWrite[];
  sources: PriceSource[];
  /** Facts the entry lacks, in words, so the editor can say what it left alone. */
  missing: string[];
}

/**
 * Picking a cloud price fills the price per GPU-hour and the billing it implies: a commitment bills
 * every hour (reserved), on-demand and spot bill busy hours.
 *
 * @example
 * pickCloudPrice(p5).writes; // [{ path: "cloud.pricePerGpuHour", value: 6.88 }, { path: "cloud.billing", value: "on-demand" }]
 */
export function pickCloudPrice(entry: CloudPrice): CatalogPick {
  const billing = entry.kind === "commit-1y" || entry.kind === "commit-3y" ? "reserved" : "on-demand";
  return {
    writes: [
      { path: "cloud.pricePerGpuHour", value: entry.pricePerGpuHour },
      { path: "cloud.billing", value: billing },
    ],
    sources: [
      {
        field: "cloud.pricePerGpuHour",
        provider: entry.provider,
        item: `${entry.instanceType} (${entry.region})`,
        gpu: entry.gpu,
        kind: entry.kind,
        value: entry.pricePerGpuHour,
        filled: entry.pricePerGpuHour,
        currency: entry.currency,
        asOf: entry.asOf,
        dateBasis: entry.dateBasis,
        url: entry.sourceUrl,
        entry: entry.id,
      },
    ],
    missing: [],
  };
}

/**
 * What a cloud-price pick did to billing, in words, and a warning when the scenario's discount
 * would come off a price that is already a commitment or spot rate (the discount would count twice).
 *
 * @example
 * cloudPickNotice("commit-3y", 0);
 * // "Billing set to reserved: a 3-year commitment bills every hour of every GPU, busy or not."
 * cloudPickNotice("on-demand", 10);
 * // "Billing set to on-demand: busy hours are billed. The scenario still takes 10% off this price (Discount off list)."
 */
export function cloudPickNotice(kind: PricingKind, discountPct: number): string {
  const billing =
    kind === "commit-1y" || kind === "commit-3y"
      ? `Billing set to reserved: a ${kind === "commit-1y" ? "1-year" : "3-year"} commitment bills every hour of every GPU, busy or not.`
      : "Billing set to on-demand: busy hours are billed.";
  if (!(discountPct > 0)) return billing;
  const discounted =
    kind === "on-demand"
      ? ""
      : ` A ${kind === "spot" ? "spot" : "commitment"} price is already discounted: set the discount to 0 unless you negotiated more.`;
  return `${billing} The scenario still takes ${discountPct}% off this price (Discount off list).${discounted}`;
}

/**
 * Picking a server fills what its sources give: compute capex (list price × the servers the
 * workload needs), busy watts per GPU (the whole server's full-load power shared by its GPUs, so
 * CPUs, network and fans count), idle watts likewise, and the lifetime. Power fields are filled only
 * when the scenario meters power (`powerMetered`); a fact the catalog lacks is left alone and named.
 *
 * @example
 * pickHardware(dgxH100, 16, true).writes;
 * // capex.compute 398,000 (2 servers × 199,000), activeWattsPerGpu 1,275 (10,200 W / 8), lifetimeYears 5
 */
export function pickHardware(entry: Hardware, gpus: number, powerMetered: boolean): CatalogPick {
  const servers = Math.max(1, Math.ceil(gpus / entry.gpusPerServer));
  const writes: FieldWrite[] = [];
  const sources: PriceSource[] = [];
  const missing: string[] = [];
  const record = (
    field: string,
    kind: PriceSource["kind"],
    fact: NonNullable<Hardware["listPrice"]>,
    filled: number,
  ) => {
    writes.push({ path: field, value: filled });
    sources.push({
      field,
      provider: "hardware",
      item: entry.system,
      gpu: entry.gpu,
      kind,
      value: fact.value,
      filled,
      ...(kind === "list-price" ? { currency: entry.currency } : {}),
      asOf: fact.asOf,
      dateBasis: fact.dateBasis,
      url: fact.url,
      entry: entry.id,
    });
  };
  if (entry.listPrice) record("onPrem.capex.compute", "list-price", entry.listPrice, entry.listPrice.value * servers);
  else missing.push("list price");
  const perGpu = (watts: number) => Math.round((watts / entry.gpusPerServer) * 100) / 100;
  if (!powerMetered) missing.push("power (metering is off)");
  else {
    if (entry.fullLoadWatts)
      record(
        "onPrem.opex.power.activeWattsPerGpu",
        "full-load-power",
        entry.fullLoadWatts,
        perGpu(entry.fullLoadWatts.value),
      );
    else missing.push("power at full load");
    if (entry.idleWatts)
      record("onPrem.opex.power.idleWattsPerGpu", "idle-power", entry.idleWatts, perGpu(entry.idleWatts.value));
    else missing.push("power at idle");
  }
  if (entry.lifetimeYears) record("onPrem.lifetimeYears", "lifetime", entry.lifetimeYears, entry.lifetimeYears.value);
  else missing.push("lifetime");
  return { writes, sources, missing };
}

/**
 * The scenario's sources after a pick: the new ones replace any earlier source of the same field.
 *
 * @example
 * mergeSources([{ field: "cloud.pricePerGpuHour", … }], [{ field: "cloud.pricePerGpuHour", … }]).length; // 1
 */
export function mergeSources(
  current: readonly PriceSource[] | undefined,
  added: readonly PriceSource[],
): PriceSource[] {
  const replaced = new Set(added.map((s) => s.field));
  return [...(current ?? []).filter((s) => !replaced.has(s.field)), ...added];
}
