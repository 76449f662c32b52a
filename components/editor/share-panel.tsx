"use client";

import { useCallback, useEffect, useState } from "react";

interface Share {
  token: string;
  url: string;
  revision: number;
  createdAt: string;
}

/** Both lists' links once each, newest first. */
function merge(a: Share[], b: Share[]): Share[] {
  const byToken = new Map([...b, ...a].map((share) => [share.token, share]));
  return [...byToken.values()].sort((x, y) => y.createdAt.localeCompare(x.createdAt));
}

/** Read-only links: each pins the version it was made from; revoking one makes it a plain 404. */
export function SharePanel({ scenarioId, currentVersion, dirty, locale, onClose }: { scenarioId: string; currentVersion: number; dirty: boolean; locale: string; onClose: () => void }) {
  const [shares, setShares] = useState<Share[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  const load = useCallback(async () => {
    const res = await fetch(`/api/scenarios/${scenarioId}/shares`);
    if (!res.ok) throw new Error(`The links could not be loaded (HTTP ${res.status})`);
    return ((await res.json()) as { shares: Share[] }).shares;
  }, [scenarioId]);

  useEffect(() => {
    let live = true;
    load()
      // A link created while the list was loading must survive the list arriving.
      .then((loaded) => live && setShares((current) => merge(loaded, current ?? [])))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : "The links could not be loaded"));
    return () => {
      live = false;
    };
  }, [load]);

  const create = async () => {
    setError(null);
    const res = await fetch(`/api/scenarios/${scenarioId}/shares`, { method: "POST" });
    if (!res.ok) {
      setError(`The link could not be created (HTTP ${res.status})`);
      return;
    }
    const share = (await res.json()) as Share;
    setShares((current) => merge([share], current ?? []));
  };

  const revoke = async (token: string) => {
    const res = await fetch(`/api/scenarios/${scenarioId}/shares/${token}`, { method: "DELETE" });
    if (!res.ok && res.status !== 404) {
      setError(`The link could not be revoked (HTTP ${res.status})`);
      return;
    }
    setShares((s) => (s ?? []).filter((x) => x.token !== token));
  };

  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(url);
  };

  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="share-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <h2 id="share-heading" className="text-sm font-semibold text-slate-900">
          Share a read-only link
        </h2>
        <button type="button" onClick={onClose} className="text-sm text-slate-600 hover:text-slate-900">
          Close
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Anyone with the link sees version {currentVersion} as saved — figures, charts and assumptions — and can make their own copy. They cannot change this scenario. Links don&apos;t expire; revoke one to stop it working.
        {dirty ? " Save first to share your latest changes." : ""}
      </p>
      <button type="button" onClick={() => void create()} className="mt-3 rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700">
        Create link to version {currentVersion}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {shares && shares.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {shares.map((s) => (
            <li key={s.token} className="flex flex-wrap items-center gap-2 py-2 text-sm" data-testid="share-link">
              <input readOnly aria-label={`Link to version ${s.revision}`} value={s.url} className="min-w-0 flex-1 rounded border border-slate-200 bg-slate-50 px-2 py-1 font-mono text-xs" onFocus={(e) => e.target.select()} />
              <span className="text-xs text-slate-500">
                Version {s.revision} · {date.format(new Date(s.createdAt))}
              </span>
              <button type="button" onClick={() => void copy(s.url)} className="rounded border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-50">
                {copied === s.url ? "Copied" : "Copy"}
              </button>
              <button type="button" onClick={() => void revoke(s.token)} className="rounded px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50">
                Revoke
              </button>
            </li>
          ))}
        </ul>
      ) : shares ? (
        <p className="mt-3 text-sm text-slate-500">No live links.</p>
      ) : null}
    </section>
  );
}
