import { mergeSources, type CatalogPick } from "@/lib/catalog/picks";
import { getPath } from "@/lib/object-path";
import type { PriceSource } from "@/lib/tco/types";

/**
 * Writes a pick into the editor's draft through its `setField`: the filled fields and the merged
 * sources. `pricesAsOf` stays the date of the typed prices: each picked price keeps its source's date.
 */
export function applyPick(draft: unknown, setField: (path: string, value: unknown) => void, pick: CatalogPick): void {
  for (const write of pick.writes) setField(write.path, write.value);
  const current = getPath(draft, "sources");
  const sources = mergeSources(Array.isArray(current) ? (current as PriceSource[]) : [], pick.sources);
  setField("sources", sources);
}
