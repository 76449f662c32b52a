"use client";

import { useState } from "react";
import { pickHardware } from "@/lib/catalog/picks";
import { wattsText } from "@/lib/catalog/watts";
import { getPath } from "@/lib/object-path";
import { createFormatter } from "@/lib/report/formatter";
import { applyPick } from "./apply-pick";
import { CatalogPanel } from "./catalog-panel";
import { draftSources, PickedSourcesNote } from "./picked-sources-note";
import { useCatalog } from "./use-catalog";

const FIELDS = [
  "onPrem.capex.compute",
  "onPrem.opex.power.activeWattsPerGpu",
  "onPrem.opex.power.idleWattsPerGpu",
  "onPrem.lifetimeYears",
];

/**
 * "Pick from catalog" beside capex and power: choose a server or a workstation card; its list price (× the servers
 * the workload needs), power and lifetime fill the fields their sources give, and the rest stay.
 */
export function HardwarePicker({
  draft,
  setField,
}: {
  draft: unknown;
  setField: (path: string, value: unknown) => void;
}) {
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState<string[]>([]);
  const state = useCatalog(open);
  const sources = draftSources(draft, FIELDS);
  const gpusValue = getPath(draft, "workload.gpus");
  const gpus = typeof gpusValue === "number" && gpusValue > 0 ? gpusValue : 8;
  const powerMetered = getPath(draft, "onPrem.opex.power") !== undefined;
  const f = createFormatter("USD", "en-US");
  return (
    <div className="py-2">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50"
      >
        Pick server from catalog
      </button>
      <PickedSourcesNote draft={draft} sources={sources} />
      {left.length > 0 ? (
        <p role="status" className="mt-1 text-xs text-amber-800">
          Not filled, as no public source gives it: {left.join(", ")}.{" "}
          {left.length === 1 ? "That field keeps its value." : "Those fields keep their values."}
        </p>
      ) : null}
      {open ? (
        <CatalogPanel label="Server catalog" state={state}>
          {(catalog) => (
            <>
              <p className="text-xs text-slate-500">
                Fills compute capex with the list price × the servers {gpus} GPUs need,
                {powerMetered
                  ? " busy and idle watts per GPU with the server's full-load and idle power shared by its GPUs,"
                  : " (turn on power metering to fill power too),"}{" "}
                and the lifetime.
              </p>
              <ul className="mt-1 divide-y divide-slate-200">
                {catalog.hardware.entries.map((h) => (
                  <li key={h.id}>
                    <button
                      type="button"
                      onClick={() => {
                        const pick = pickHardware(h, gpus, powerMetered);
                        applyPick(draft, setField, pick);
                        setLeft(pick.missing);
                        setOpen(false);
                      }}
                      className="flex w-full items-baseline justify-between gap-2 px-1 py-1.5 text-left text-xs hover:bg-white"
                    >
                      <span>
                        <span className="font-medium text-slate-900">{h.system}</span>
                        <span className="block text-slate-500">
                          {h.fullLoadWatts
                            ? `${wattsText(h.fullLoadWatts.value, f.number)} at full load`
                            : "full-load power not published"}{" "}
                          ·{" "}
                          {h.idleWatts ? `${wattsText(h.idleWatts.value, f.number)} idle` : "idle power not published"}{" "}
                          · {h.lifetimeYears ? `${h.lifetimeYears.value}-year life` : "lifetime not published"}
                        </span>
                      </span>
                      <span className="tabular font-semibold whitespace-nowrap text-slate-900">
                        {h.listPrice ? (
                          f.money(h.listPrice.value)
                        ) : (
                          <span className="font-normal text-slate-500" title={h.unknown?.listPrice}>
                            price not published
                          </span>
                        )}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </CatalogPanel>
      ) : null}
    </div>
  );
}
