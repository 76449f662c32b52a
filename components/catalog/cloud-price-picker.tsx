"use client";

import { useId, useMemo, useState } from "react";
import { cloudPickNotice, pickCloudPrice } from "@/lib/catalog/picks";
import { kindName, PRICING_KINDS, providerName } from "@/lib/catalog/providers";
import { sortCloudPrices } from "@/lib/catalog/sort";
import { createFormatter } from "@/lib/report/formatter";
import { getPath } from "@/lib/object-path";
import type { CloudPrice, PricingKind } from "@/lib/validation/catalog";
import { applyPick } from "./apply-pick";
import { CatalogPanel } from "./catalog-panel";
import { KindBadge } from "./kind-badge";
import { draftSources, PickedSourcesNote } from "./picked-sources-note";
import { useCatalog } from "./use-catalog";

const FIELDS = ["cloud.pricePerGpuHour"];
const NONE: CloudPrice[] = [];

/**
 * "Pick from catalog" beside the cloud price: choose a GPU (and, if wanted, a pricing kind), then a
 * dated, sourced price; the pick fills the price and the billing its kind implies (a commitment is
 * reserved billing), records its source in the scenario and sets "prices as of". Typing in the
 * field afterwards overrides it.
 */
export function CloudPricePicker({
  draft,
  setField,
}: {
  draft: unknown;
  setField: (path: string, value: unknown) => void;
}) {
  const [open, setOpen] = useState(false);
  const [gpu, setGpu] = useState("H100");
  const [kind, setKind] = useState<PricingKind | "all">("all");
  const [notice, setNotice] = useState<string | null>(null);
  const state = useCatalog(open);
  const selectId = useId();
  const kindId = useId();
  const sources = draftSources(draft, FIELDS);
  const entries = state.kind === "ready" ? state.catalog.cloud.entries : NONE;
  const gpus = useMemo(() => [...new Set(entries.map((e) => e.gpu))].sort(), [entries]);
  const shown = useMemo(
    () =>
      sortCloudPrices(
        entries.filter((e) => e.gpu === gpu && (kind === "all" || e.kind === kind)),
        "pricePerGpuHour",
        "asc",
      ),
    [entries, gpu, kind],
  );
  const discountValue = getPath(draft, "cloud.discountPct");
  const discountPct = typeof discountValue === "number" ? discountValue : 0;
  const f = createFormatter("USD", "en-US");
  return (
    <div className="py-2">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50"
      >
        Pick cloud price from catalog
      </button>
      <PickedSourcesNote draft={draft} sources={sources} />
      {notice && sources.length > 0 ? (
        <p role="status" className="mt-1 text-xs text-slate-700">
          {notice}
        </p>
      ) : null}
      {open ? (
        <CatalogPanel label="Cloud price catalog" state={state}>
          {() => (
            <>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <span>
                  <label htmlFor={selectId} className="text-xs font-medium text-slate-700">
                    GPU
                  </label>
                  <select
                    id={selectId}
                    value={gpu}
                    onChange={(e) => setGpu(e.target.value)}
                    className="ml-2 rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs"
                  >
                    {gpus.map((g) => (
                      <option key={g}>{g}</option>
                    ))}
                  </select>
                </span>
                <span>
                  <label htmlFor={kindId} className="text-xs font-medium text-slate-700">
                    Pricing
                  </label>
                  <select
                    id={kindId}
                    value={kind}
                    onChange={(e) => setKind(e.target.value as PricingKind | "all")}
                    className="ml-2 rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs"
                  >
                    <option value="all">All kinds</option>
                    {PRICING_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {kindName(k)}
                      </option>
                    ))}
                  </select>
                </span>
              </div>
              <p className="mt-1 text-xs text-slate-500">
                Per GPU-hour in US dollars (whatever the scenario&rsquo;s currency), cheapest first. A commitment bills
                every hour of the term.
              </p>
              <ul className="mt-1 max-h-72 divide-y divide-slate-200 overflow-y-auto">
                {shown.map((e) => (
                  <li key={e.id}>
                    <button
                      type="button"
                      onClick={() => {
                        applyPick(draft, setField, pickCloudPrice(e));
                        setNotice(cloudPickNotice(e.kind, discountPct));
                        setOpen(false);
                      }}
                      className="flex w-full items-baseline justify-between gap-2 px-1 py-1.5 text-left text-xs hover:bg-white"
                    >
                      <span>
                        <span className="font-medium text-slate-900">{providerName(e.provider)}</span> {e.instanceType}
                        <span className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-slate-500">
                          <KindBadge kind={e.kind} />
                          <span>
                            {e.gpuVariant ? `${e.gpuVariant} · ` : ""}
                            {e.region} · {f.date(e.asOf)}
                          </span>
                        </span>
                      </span>
                      <span
                        className="tabular font-semibold whitespace-nowrap text-slate-900"
                        title={`${e.pricePerGpuHour} ${e.currency} per GPU-hour as published`}
                      >
                        {f.moneyRate(e.pricePerGpuHour, 2)}
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
