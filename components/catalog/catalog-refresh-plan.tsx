"use client";

import { Button } from "@/components/ui/button";
import { planCatalogRefresh, type RefreshPlan } from "@/lib/catalog/refresh";
import { sourceValue } from "@/lib/catalog/source-value";
import { fieldLabel } from "@/lib/input/fields";
import { createFormatter } from "@/lib/format/formatter";
import { formatCalendarDate } from "@/lib/format";
import type { PriceSource } from "@/lib/tco/types";
import { CatalogPanel } from "./catalog-panel";
import { useCatalog } from "./use-catalog";

const f = createFormatter("USD", "en-US");
const figure = (s: PriceSource) =>
  `${sourceValue(s, s.filled, f)}, ${s.dateBasis === "retrieved" ? "read " : ""}${formatCalendarDate(s.asOf, "en-US")}`;

function Plan({ plan, onApply, onCancel }: { plan: RefreshPlan; onApply: () => void; onCancel: () => void }) {
  return (
    <div className="text-xs text-slate-700">
      {plan.changes.length === 0 ? (
        <p role="status">Every picked figure matches today&apos;s catalog.</p>
      ) : (
        <>
          <p>Today&apos;s catalog would change:</p>
          <ul className="mt-1 space-y-1" data-testid="catalog-refresh-changes">
            {plan.changes.map((c) => (
              <li key={c.field}>
                <span className="font-medium text-slate-900">{fieldLabel(c.field)}:</span>{" "}
                <span className="tabular">{figure(c.from)}</span> →{" "}
                <span className="tabular font-medium text-slate-900">{figure(c.to)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.typedOver.length > 0 ? (
        <p className="mt-1 text-amber-800">
          Left alone, typed over since the pick: {plan.typedOver.map((s) => fieldLabel(s.field)).join(", ")}.
        </p>
      ) : null}
      {plan.gone.length > 0 ? (
        <p className="mt-1 text-amber-800">
          No longer in the catalog, kept as picked: {plan.gone.map((s) => fieldLabel(s.field)).join(", ")}.
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        {plan.changes.length > 0 ? (
          <Button variant="primary" size="sm" onClick={onApply}>
            Apply {plan.changes.length === 1 ? "1 change" : `${plan.changes.length} changes`}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {plan.changes.length > 0 ? "Cancel" : "Close"}
        </Button>
      </div>
    </div>
  );
}

/**
 * The open "Update to today's catalog" panel: fetches today's catalog, shows what it would change
 * (old → new, with their dates) and applies it only when asked. `onDone` gets the sentence to show
 * after applying.
 */
export function CatalogRefreshPlan({
  draft,
  setField,
  onDone,
  onClose,
}: {
  draft: unknown;
  setField: (path: string, value: unknown) => void;
  onDone: (said: string) => void;
  onClose: () => void;
}) {
  const state = useCatalog(true);
  return (
    <CatalogPanel label="Update to today's catalog" state={state}>
      {(catalog) => {
        const plan = planCatalogRefresh(draft, {
          cloud: catalog.cloud.entries,
          hardware: catalog.hardware.entries,
        });
        return (
          <Plan
            plan={plan}
            onCancel={onClose}
            onApply={() => {
              for (const w of plan.writes) setField(w.path, w.value);
              setField("sources", plan.sources);
              onDone(
                `Updated ${plan.changes.length === 1 ? "1 figure" : `${plan.changes.length} figures`} to the catalog of ` +
                  `${formatCalendarDate(catalog.age.compiledOn, "en-US")}.`,
              );
            }}
          />
        );
      }}
    </CatalogPanel>
  );
}
