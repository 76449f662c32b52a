"use client";

import { useState, type ReactNode } from "react";
import type { CatalogPick } from "@/lib/catalog/picks";
import { Button } from "@/components/ui/button";
import { applyPick } from "./apply-pick";
import { CatalogPanel } from "./catalog-panel";
import { draftSources, PickedSourcesNote } from "./picked-sources-note";
import { useCatalog, type CatalogBody } from "./use-catalog";

/** What a pick writes, and what to tell the reader about it afterwards. */
export interface ChosenEntry {
  pick: CatalogPick;
  /**
   * A note on what the pick did ("Billing set to reserved…"), shown while its values stand; a
   * warning (fields it could not fill) stays until the next pick.
   */
  notice?: { text: string; tone: "note" | "warning" };
}

/** The editor's draft and its setter, which a picker writes its pick through. */
export interface DraftProps {
  draft: unknown;
  setField: (path: string, value: unknown) => void;
}

export interface CatalogPickerProps<T> extends DraftProps {
  /** The fields a pick fills, whose recorded sources are listed under the button. */
  fields: readonly string[];
  /** The button's words: "Pick cloud price from catalog". */
  buttonLabel: string;
  /** The open panel's accessible name: "Cloud price catalog". */
  panelLabel: string;
  /** What stands above the list: filters, and what a pick fills. */
  intro: (catalog: CatalogBody) => ReactNode;
  entries: (catalog: CatalogBody) => readonly T[];
  entryKey: (entry: T) => string;
  /** An entry's row: its name and details on the left, its price on the right. */
  row: (entry: T) => { name: ReactNode; detail: ReactNode; price: ReactNode };
  choose: (entry: T) => ChosenEntry;
  /** A long list scrolls inside the panel. */
  scroll?: boolean;
}

/**
 * "Pick from catalog" beside an input: opens the catalog, lists its entries, and writes the one
 * chosen into the draft with its sources and "prices as of". Typing in a field afterwards
 * overrides it. The cloud price and the hardware pickers are this one with their own entries.
 */
export function CatalogPicker<T>({
  draft,
  setField,
  fields,
  buttonLabel,
  panelLabel,
  intro,
  entries,
  entryKey,
  row,
  choose,
  scroll = false,
}: CatalogPickerProps<T>) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<ChosenEntry["notice"] | null>(null);
  const state = useCatalog(open);
  const sources = draftSources(draft, fields);
  const shownNotice = notice && (notice.tone === "warning" || sources.length > 0) ? notice : null;
  return (
    <div className="py-2">
      <Button size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {buttonLabel}
      </Button>
      <PickedSourcesNote draft={draft} sources={sources} />
      {shownNotice ? (
        <p
          role="status"
          className={`mt-1 text-xs ${shownNotice.tone === "warning" ? "text-amber-800" : "text-slate-700"}`}
        >
          {shownNotice.text}
        </p>
      ) : null}
      {open ? (
        <CatalogPanel label={panelLabel} state={state}>
          {(catalog) => (
            <>
              {intro(catalog)}
              <ul className={`mt-1 divide-y divide-slate-200 ${scroll ? "max-h-72 overflow-y-auto" : ""}`}>
                {entries(catalog).map((entry) => {
                  const { name, detail, price } = row(entry);
                  return (
                    <li key={entryKey(entry)}>
                      <button
                        type="button"
                        onClick={() => {
                          const chosen = choose(entry);
                          applyPick(draft, setField, chosen.pick);
                          setNotice(chosen.notice ?? null);
                          setOpen(false);
                        }}
                        className="flex w-full items-baseline justify-between gap-2 px-1 py-1.5 text-left text-xs hover:bg-white"
                      >
                        <span>
                          <span className="font-medium text-slate-900">{name}</span>
                          <span className="mt-0.5 block text-slate-500">{detail}</span>
                        </span>
                        <span className="tabular font-semibold whitespace-nowrap text-slate-900">{price}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </CatalogPanel>
      ) : null}
    </div>
  );
}
