"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { revisionChanges, type RevisionChange } from "@/lib/report/revision-changes";

/** What a saved version changed against the one before it: each input, old → new. */
export function RevisionChanges({
  scenarioId,
  version,
  locale,
}: {
  scenarioId: string;
  version: number;
  locale: string;
}) {
  const [changes, setChanges] = useState<RevisionChange[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([api.revisions.get(scenarioId, version - 1), api.revisions.get(scenarioId, version)]).then(
      ([older, newer]) => {
        if (!live) return;
        if (!older.ok) setError(`What changed could not be loaded: ${older.message}`);
        else if (!newer.ok) setError(`What changed could not be loaded: ${newer.message}`);
        else setChanges(revisionChanges(older.value.scenario, newer.value.scenario, locale));
      },
    );
    return () => {
      live = false;
    };
  }, [scenarioId, version, locale]);

  if (error) return <p className="mt-1 text-xs text-red-700">{error}</p>;
  if (!changes) return <p className="mt-1 text-xs text-slate-500">Loading…</p>;
  if (changes.length === 0)
    return <p className="mt-1 text-xs text-slate-500">No input changed against version {version - 1}.</p>;
  return (
    <div className="mt-1">
      <p className="text-xs text-slate-500">Against version {version - 1}:</p>
      <ul aria-label={`What version ${version} changed`} className="mt-0.5 space-y-0.5 text-xs">
        {changes.map((c) => (
          <li key={c.path}>
            <span className="text-slate-600">{c.label}:</span>{" "}
            <span className="tabular text-slate-500">{c.from ?? "not set"}</span> →{" "}
            <span className="tabular font-medium text-slate-900">{c.to ?? "not set"}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
