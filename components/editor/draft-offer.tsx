"use client";

import { Button } from "@/components/ui/button";
import type { KeptDraft } from "./use-draft-backup";

/** "14:02" today; "2 Dec 2026, 14:02" on another day: when the kept edits were last made. */
function when(keptAt: string, locale: string): string {
  const at = new Date(keptAt);
  const sameDay = at.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(
    locale,
    sameDay ? { hour: "2-digit", minute: "2-digit" } : { dateStyle: "medium", timeStyle: "short" },
  ).format(at);
}

/** The offer of edits this browser kept from an earlier visit, with the two answers. */
export function DraftOffer({
  kept,
  version,
  locale,
  onRestore,
  onDiscard,
}: {
  kept: KeptDraft;
  version: number;
  locale: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-label="Unsaved changes found"
      className={
        "mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 " +
        "text-sm text-amber-950"
      }
    >
      <p className="min-w-0 flex-1">
        <span className="font-medium">Restore your unsaved changes from {when(kept.keptAt, locale)}?</span>{" "}
        {kept.version === version
          ? "They were kept in this browser and are not saved yet."
          : `They were made on version ${kept.version}; the scenario has been saved as version ${version} since, so saving ` +
            `them replaces that version's changes.`}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="primary" onClick={onRestore}>
          Restore
        </Button>
        <Button size="sm" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
