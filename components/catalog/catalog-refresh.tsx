"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyPart } from "@/components/ui/lazy-part";
import { getPath } from "@/lib/object-path";

// The plan and the catalog it is read from load only when the button is pressed (an interaction):
// the button sits at the top of the inputs, on screen when the editor opens.
const CatalogRefreshPlan = lazyPart(
  () => import("./catalog-refresh-plan").then((m) => m.CatalogRefreshPlan),
  () => (
    <div className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-2">
      <p className="text-xs text-slate-500">Loading the catalog…</p>
    </div>
  ),
);

/**
 * "Update to today's catalog": for a scenario with picked figures, shows what today's entries would
 * change (old → new, with their dates) and applies it only when asked.
 */
export function CatalogRefresh({
  draft,
  setField,
}: {
  draft: unknown;
  setField: (path: string, value: unknown) => void;
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const sources = getPath(draft, "sources");
  if (!Array.isArray(sources) || sources.length === 0) return null;
  return (
    <div className="border-b border-slate-100 py-2">
      <Button
        size="sm"
        aria-expanded={open}
        onClick={() => {
          setOpen((o) => !o);
          setDone(null);
        }}
      >
        Update to today&apos;s catalog
      </Button>
      {done ? (
        <p role="status" className="mt-1 text-xs text-slate-600">
          {done}
        </p>
      ) : null}
      {open ? (
        <CatalogRefreshPlan
          draft={draft}
          setField={setField}
          onDone={(said) => {
            setDone(said);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
