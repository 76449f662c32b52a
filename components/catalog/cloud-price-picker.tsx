"use client";

import { useId, useState } from "react";
import { cloudPickNotice, pickCloudPrice } from "@/lib/catalog/picks";
import { kindName, PRICING_KINDS, providerName } from "@/lib/catalog/providers";
import { sortCloudPrices } from "@/lib/catalog/sort";
import { createFormatter } from "@/lib/format/formatter";
import { getPath } from "@/lib/object-path";
import type { CloudPrice, PricingKind } from "@/lib/catalog/schema";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { CatalogPicker, type DraftProps } from "./catalog-picker";
import { KindBadge } from "./kind-badge";

const FIELDS = ["cloud.pricePerGpuHour"];

/**
 * "Pick from catalog" beside the cloud price: choose a GPU (and, if wanted, a pricing kind), then a
 * dated, sourced price; the pick fills the price and the billing its kind implies (a commitment is
 * reserved billing), records its source in the scenario and sets "prices as of".
 */
export function CloudPricePicker(props: DraftProps) {
  const [gpu, setGpu] = useState("H100");
  const [kind, setKind] = useState<PricingKind | "all">("all");
  const gpuId = useId();
  const kindId = useId();
  const discountValue = getPath(props.draft, "cloud.discountPct");
  const discountPct = typeof discountValue === "number" ? discountValue : 0;
  const f = createFormatter("USD", "en-US");
  return (
    <CatalogPicker<CloudPrice>
      {...props}
      fields={FIELDS}
      buttonLabel="Pick cloud price from catalog"
      panelLabel="Cloud price catalog"
      scroll
      intro={(catalog) => (
        <>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span>
              <Label htmlFor={gpuId} size="sm">
                GPU
              </Label>
              <Select id={gpuId} size="sm" className="ml-2" value={gpu} onChange={(e) => setGpu(e.target.value)}>
                {[...new Set(catalog.cloud.entries.map((e) => e.gpu))].sort().map((g) => (
                  <option key={g}>{g}</option>
                ))}
              </Select>
            </span>
            <span>
              <Label htmlFor={kindId} size="sm">
                Pricing
              </Label>
              <Select
                id={kindId}
                size="sm"
                className="ml-2"
                value={kind}
                onChange={(e) => setKind(e.target.value as PricingKind | "all")}
              >
                <option value="all">All kinds</option>
                {PRICING_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {kindName(k)}
                  </option>
                ))}
              </Select>
            </span>
          </div>
          <p className="mt-1 text-xs text-slate-500">
            Per GPU-hour in US dollars (whatever the scenario&rsquo;s currency), cheapest first. A commitment bills
            every hour of the term.
          </p>
        </>
      )}
      entries={(catalog) =>
        sortCloudPrices(
          catalog.cloud.entries.filter((e) => e.gpu === gpu && (kind === "all" || e.kind === kind)),
          "pricePerGpuHour",
          "asc",
        )
      }
      entryKey={(e) => e.id}
      row={(e) => ({
        name: (
          <>
            {providerName(e.provider)} <span className="font-normal">{e.instanceType}</span>
          </>
        ),
        detail: (
          <span className="flex flex-wrap items-center gap-x-1.5">
            <KindBadge kind={e.kind} />
            <span>
              {e.gpuVariant ? `${e.gpuVariant} · ` : ""}
              {e.region} · {f.date(e.asOf)}
            </span>
          </span>
        ),
        price: (
          <span title={`${e.pricePerGpuHour} ${e.currency} per GPU-hour as published`}>
            {f.moneyRate(e.pricePerGpuHour, 2)}
          </span>
        ),
      })}
      choose={(e) => ({
        pick: pickCloudPrice(e),
        notice: { text: cloudPickNotice(e.kind, discountPct), tone: "note" },
      })}
    />
  );
}
