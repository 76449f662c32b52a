"use client";

import { kindName, providerName } from "@/lib/catalog/providers";
import { fieldLabel } from "@/lib/input/fields";
import { getPath } from "@/lib/object-path";
import { formatCalendarDate } from "@/lib/format";
import type { PriceSource } from "@/lib/tco/types";

/** The sources recorded for some fields, read from an unvalidated draft. */
export function draftSources(draft: unknown, fields: readonly string[]): PriceSource[] {
  const all = getPath(draft, "sources");
  return Array.isArray(all) ? (all as PriceSource[]).filter((s) => fields.includes(s.field)) : [];
}

const dateOf = (iso: string) => formatCalendarDate(iso, "en-US");

/**
 * Under a picker: where each filled field came from and when, or that it was typed over since,
 * so the user sees what the reports will cite.
 */
export function PickedSourcesNote({ draft, sources }: { draft: unknown; sources: PriceSource[] }) {
  if (sources.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-600" data-testid="picked-sources">
      {sources.map((s) => {
        const typedOver = getPath(draft, s.field) !== s.filled;
        const who = s.provider === "hardware" ? s.item : `${providerName(s.provider)} ${s.item}`;
        return (
          <li key={s.field}>
            <span className="font-medium text-slate-700">{fieldLabel(s.field)}:</span>{" "}
            {typedOver ? (
              <span className="text-amber-800">typed over after picking {who}; reports show your figure as yours.</span>
            ) : (
              <>
                {who}, {kindName(s.kind).toLowerCase()},{" "}
                <a href={s.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                  {s.dateBasis === "retrieved" ? `read ${dateOf(s.asOf)}` : dateOf(s.asOf)}
                </a>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
