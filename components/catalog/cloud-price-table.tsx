"use client";

import { useMemo, useState } from "react";
import { providerName } from "@/lib/catalog/providers";
import { sortCloudPrices, type CloudSortKey } from "@/lib/catalog/sort";
import { createFormatter } from "@/lib/format/formatter";
import type { CloudPrice } from "@/lib/catalog/schema";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { KindBadge } from "./kind-badge";

// Price and date come right after the GPU so a phone shows them without scrolling sideways.
const COLUMNS: { key: CloudSortKey; label: string; numeric?: boolean }[] = [
  { key: "provider", label: "Provider" },
  { key: "gpu", label: "GPU" },
  { key: "pricePerGpuHour", label: "Per GPU-hour", numeric: true },
  { key: "kind", label: "Pricing" },
  { key: "asOf", label: "As of" },
  { key: "instanceType", label: "Instance" },
  { key: "region", label: "Region" },
];

/** The cloud price catalog as a table sortable by every column, each row with its date and source. */
export function CloudPriceTable({ entries, locale }: { entries: CloudPrice[]; locale: string }) {
  const [sort, setSort] = useState<{ key: CloudSortKey; direction: "asc" | "desc" }>({
    key: "pricePerGpuHour",
    direction: "asc",
  });
  const rows = useMemo(() => sortCloudPrices(entries, sort.key, sort.direction), [entries, sort]);
  const f = createFormatter("USD", locale);
  const toggle = (key: CloudSortKey) =>
    setSort((s) => ({ key, direction: s.key === key && s.direction === "asc" ? "desc" : "asc" }));
  return (
    <Table aria-label="Cloud GPU prices">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableHead
              key={c.key}
              numeric={c.numeric}
              aria-sort={sort.key === c.key ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
            >
              <button
                type="button"
                onClick={() => toggle(c.key)}
                className="inline-flex items-center gap-1 hover:text-slate-900"
              >
                {c.label}
                <span aria-hidden className="text-slate-400">
                  {sort.key === c.key ? (sort.direction === "asc" ? "▲" : "▼") : "↕"}
                </span>
              </button>
            </TableHead>
          ))}
          <TableHead>Source</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((e) => (
          <TableRow key={e.id} data-testid="cloud-price-row">
            <TableCell className="whitespace-nowrap text-slate-900">{providerName(e.provider)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {e.gpu}
              {e.gpuVariant ? <span className="block text-xs text-slate-500 sm:inline"> {e.gpuVariant}</span> : null}
            </TableCell>
            <TableCell
              numeric
              className="font-medium text-slate-900"
              title={`${e.pricePerGpuHour} ${e.currency} per GPU-hour as published`}
            >
              {f.moneyRate(e.pricePerGpuHour, 2)}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <KindBadge kind={e.kind} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">
              {f.date(e.asOf)}
              {e.dateBasis === "retrieved" ? (
                <span className="block text-xs text-slate-500">date read; source states none</span>
              ) : null}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {e.instanceType}
              <span className="block text-xs text-slate-500">
                {e.gpusPerInstance === 1 ? "1 GPU" : `${e.gpusPerInstance} GPUs`}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">{e.region}</TableCell>
            <TableCell className="max-w-md min-w-72 text-xs text-slate-600">
              <a
                href={e.sourceUrl}
                className="text-slate-800 underline underline-offset-2"
                rel="noreferrer"
                target="_blank"
              >
                {e.publisher}
              </a>
              {e.note ? <span className="block text-slate-500">{e.note}</span> : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
