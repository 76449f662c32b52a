"use client";

import { useEffect, useState } from "react";
import type { CatalogAge } from "@/lib/catalog/age";
import type { CloudPrice, Hardware } from "@/lib/validation/catalog";

export interface CatalogBody {
  age: CatalogAge;
  cloud: { compiledOn: string; entries: CloudPrice[] };
  hardware: { compiledOn: string; entries: Hardware[] };
}

export type CatalogState = { kind: "idle" } | { kind: "loading" } | { kind: "ready"; catalog: CatalogBody } | { kind: "error"; message: string };

// One request per page: both pickers share it, and reopening a picker does not fetch again.
let pending: Promise<CatalogBody> | null = null;

function fetchCatalog(): Promise<CatalogBody> {
  pending ??= fetch("/api/catalog")
    .then(async (res) => {
      if (!res.ok) throw new Error(`The catalog could not be loaded (HTTP ${res.status}).`);
      return (await res.json()) as CatalogBody;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The catalogs from GET /api/catalog, fetched the first time `wanted` is true. */
export function useCatalog(wanted: boolean): CatalogState {
  const [state, setState] = useState<CatalogState>({ kind: "idle" });
  useEffect(() => {
    if (!wanted || state.kind === "ready" || state.kind === "loading") return;
    let live = true;
    setState({ kind: "loading" });
    fetchCatalog().then(
      (catalog) => live && setState({ kind: "ready", catalog }),
      (error: unknown) => live && setState({ kind: "error", message: error instanceof Error ? error.message : "The catalog could not be loaded." }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetch once per mount when first wanted
  }, [wanted]);
  return state;
}
