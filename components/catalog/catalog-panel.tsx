import type { ReactNode } from "react";
import type { CatalogBody, CatalogState } from "./use-catalog";

/**
 * The box a picker opens: "Loading the catalog…", the error in words, or the picker's own content
 * once the catalog has arrived.
 */
export function CatalogPanel({
  label,
  state,
  children,
}: {
  label: string;
  state: CatalogState;
  children: (catalog: CatalogBody) => ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-2">
      {state.kind === "loading" || state.kind === "idle" ? (
        <p className="text-xs text-slate-500">Loading the catalog…</p>
      ) : null}
      {state.kind === "error" ? (
        <p role="alert" className="text-xs text-red-700">
          {state.message}
        </p>
      ) : null}
      {state.kind === "ready" ? children(state.catalog) : null}
    </div>
  );
}
