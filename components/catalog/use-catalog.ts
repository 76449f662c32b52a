"use client";

import { useEffect, useState } from "react";
import type { CatalogAge } from "@/lib/catalog/age";
import type { CloudPrice, Hardware } from "@/lib/catalog/schema";

export interface CatalogBody {
  age: CatalogAge;
  cloud: { compiledOn: string; entries: CloudPrice[] };
  hardware: { compiledOn: string; entries: Hardware[] };
}

export type CatalogState =
  { kind: "idle" } | { kind: "loading" } | { kind: "ready"; catalog: CatalogBody } | { kind: "error"; message: string };

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
  const [outcome, setOutcome] = useState<CatalogState | null>(null);
  useEffect(() => {
    if (!wanted || outcome) return;
    let live = true;
    fetchCatalog().then(
      (catalog) => live && setOutcome({ kind: "ready", catalog }),
      (error: unknown) =>
        live &&
        setOutcome({
          kind: "error",
          message: error instanceof Error ? error.message : "The catalog could not be loaded.",
        }),
    );
    return () => {
      live = false;
    };
  }, [wanted, outcome]);
  return outcome ?? { kind: wanted ? "loading" : "idle" };
}
