"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import type { Revision } from "@/lib/scenarios/answers";
import { RevisionChanges } from "./revision-changes";
import { Timestamp } from "@/components/ui/timestamp";
import { Card } from "@/components/ui/card";

/**
 * The saved versions, newest first, a page of 50 at a time (a scenario can have thousands);
 * restoring one saves it again as the newest version.
 */
export function HistoryPanel({
  scenarioId,
  currentVersion,
  locale,
  onRestore,
  onClose,
}: {
  scenarioId: string;
  currentVersion: number;
  locale: string;
  /** Absent for a viewer, who can read the history but not restore from it. */ onRestore?: (version: number) => void;
  onClose: () => void;
}) {
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  // The `before` of each page shown so far (undefined: the newest), to step back to newer pages.
  const [trail, setTrail] = useState<(number | undefined)[]>([undefined]);
  const [error, setError] = useState<string | null>(null);
  const before = trail.at(-1);
  const [opened, setOpened] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void api.revisions.list(scenarioId, before).then((result) => {
      if (!live) return;
      if (result.ok) {
        setRevisions(result.value.revisions);
        setNextBefore(result.value.nextBefore);
      } else setError(`The history could not be loaded: ${result.message}`);
    });
    return () => {
      live = false;
    };
  }, [scenarioId, currentVersion, before]);
  // A new save starts the history again at the newest page.
  const [shownFor, setShownFor] = useState(currentVersion);
  if (shownFor !== currentVersion) {
    setShownFor(currentVersion);
    setTrail([undefined]);
  }

  return (
    <Card aria-labelledby="history-heading" as="section">
      <div className="flex items-center justify-between">
        <h2 id="history-heading" className="text-sm font-semibold text-slate-900">
          History
        </h2>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
      {!revisions && !error ? <p className="mt-2 text-sm text-slate-500">Loading…</p> : null}
      {revisions ? (
        <ol className="mt-2 divide-y divide-slate-100">
          {revisions.map((r) => (
            <li
              key={r.version}
              className="flex items-center justify-between gap-3 py-2 text-sm"
              data-testid={`revision-${r.version}`}
            >
              <div className="min-w-0">
                <div className="font-medium text-slate-900">
                  Version {r.version}
                  {r.version === currentVersion ? (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">current</span>
                  ) : null}
                </div>
                <div className="truncate text-xs text-slate-500">
                  <Timestamp value={r.createdAt} locale={locale} /> · {r.name}
                  {r.savedBy ? ` · saved by ${r.savedBy}` : ""}
                  {r.note ? ` · ${r.note}` : ""}
                </div>
                {r.version > 1 ? (
                  <button
                    type="button"
                    aria-expanded={opened === r.version}
                    onClick={() => setOpened(opened === r.version ? null : r.version)}
                    className="mt-0.5 text-xs text-slate-700 underline underline-offset-2"
                  >
                    What changed in version {r.version}
                  </button>
                ) : null}
                {opened === r.version ? (
                  <RevisionChanges scenarioId={scenarioId} version={r.version} locale={locale} />
                ) : null}
              </div>
              {onRestore && r.version !== currentVersion ? (
                <Button size="sm" onClick={() => onRestore(r.version)} className="shrink-0">
                  Restore version {r.version}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {revisions && (trail.length > 1 || nextBefore !== null) ? (
        <nav
          aria-label="Pages of the history"
          className="mt-2 flex items-center justify-between border-t border-slate-100 pt-2"
        >
          <Button
            size="sm"
            variant="ghost"
            disabled={trail.length <= 1}
            onClick={() => setTrail((t) => t.slice(0, -1))}
          >
            Newer versions
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={nextBefore === null}
            onClick={() => nextBefore !== null && setTrail((t) => [...t, nextBefore])}
          >
            Older versions
          </Button>
        </nav>
      ) : null}
    </Card>
  );
}
