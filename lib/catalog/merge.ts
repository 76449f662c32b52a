import type { CloudCatalogFile, CloudPrice } from "@/lib/catalog/schema";

/**
 * A new cloud catalog: the current one with the imported prices added, an imported price replacing
 * the current entry of the same id (same provider, instance type, region and kind).
 *
 * @example
 * const next = mergeCloudCatalog(current, imported, "2026-12-05");
 * next.entries.length; // current + new ids; replaced ids counted once
 */
export function mergeCloudCatalog(
  current: CloudCatalogFile,
  imported: readonly CloudPrice[],
  compiledOn: string,
): CloudCatalogFile {
  const byId = new Map(current.entries.map((e) => [e.id, e] as const));
  for (const entry of imported) byId.set(entry.id, entry);
  return { ...current, compiledOn, entries: [...byId.values()] };
}
