"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import type { Share } from "@/lib/sharing/answers";
import { Timestamp } from "@/components/ui/timestamp";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";

/** Both lists' links once each, newest first. */
function merge(a: Share[], b: Share[]): Share[] {
  const byToken = new Map([...b, ...a].map((share) => [share.token, share]));
  return [...byToken.values()].sort((x, y) => y.createdAt.localeCompare(x.createdAt));
}

/** Read-only links: each pins the version it was made from; revoking one makes it a plain 404. */
export function SharePanel({
  scenarioId,
  currentVersion,
  dirty,
  locale,
  onClose,
}: {
  scenarioId: string;
  currentVersion: number;
  dirty: boolean;
  locale: string;
  onClose: () => void;
}) {
  const [shares, setShares] = useState<Share[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  // The link whose revoking is being confirmed in the page (not through the browser's native confirm).
  const [asking, setAsking] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void api.shares.list(scenarioId).then((result) => {
      if (!live) return;
      // A link created while the list was loading must survive the list arriving.
      if (result.ok) setShares((current) => merge(result.value.shares, current ?? []));
      else setError(`The links could not be loaded: ${result.message}`);
    });
    return () => {
      live = false;
    };
  }, [scenarioId]);

  const create = async () => {
    setError(null);
    const result = await api.shares.create(scenarioId);
    if (!result.ok) {
      setError(`The link could not be created: ${result.message}`);
      return;
    }
    setShares((current) => merge([result.value], current ?? []));
  };

  const revoke = async (share: Share) => {
    setAsking(null);
    const { token } = share;
    const result = await api.shares.revoke(scenarioId, token);
    if (!result.ok && result.status !== 404) {
      setError(`The link could not be revoked: ${result.message}`);
      return;
    }
    setShares((s) => (s ?? []).filter((x) => x.token !== token));
  };

  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(url);
  };

  return (
    <Card aria-labelledby="share-heading" as="section">
      <div className="flex items-center justify-between">
        <h2 id="share-heading" className="text-sm font-semibold text-slate-900">
          Share a read-only link
        </h2>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Anyone with the link sees version {currentVersion} as saved — figures, charts and assumptions — without signing
        in, and cannot change this scenario. Only someone signed in as an editor of a workspace can make an editable
        copy of it there; other visitors are asked to sign in first. Links don&apos;t expire; revoke one to stop it
        working.
        {dirty ? " Save first to share your latest changes." : ""}
      </p>
      <Button variant="primary" onClick={() => void create()} className="mt-3">
        Create link to version {currentVersion}
      </Button>
      {error ? (
        <Alert tone="error" className="mt-2">
          {error}
        </Alert>
      ) : null}
      {shares && shares.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {shares.map((s) => (
            <li key={s.token} className="flex flex-wrap items-center gap-2 py-2 text-sm" data-testid="share-link">
              <Input
                readOnly
                aria-label={`Link to version ${s.revision}`}
                value={s.url}
                className="min-w-0 flex-1 border-slate-200 bg-slate-50 py-1 font-mono text-xs"
                onFocus={(e) => e.target.select()}
              />
              <span className="text-xs text-slate-500">
                Version {s.revision} · <Timestamp value={s.createdAt} locale={locale} />
              </span>
              <Button size="sm" onClick={() => void copy(s.url)}>
                {copied === s.url ? "Copied" : "Copy"}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setAsking(s.token)} aria-expanded={asking === s.token}>
                Revoke
              </Button>
              {asking === s.token ? (
                // A revoked link can't be brought back (a new one has a new address), so ask once, in the page.
                <div role="alertdialog" aria-label={`Revoke the link to version ${s.revision}?`} className="w-full">
                  <Alert tone="warning" className="text-xs">
                    <p>
                      Revoke the link to version {s.revision}? Anyone who has it will get &ldquo;Page not found&rdquo;;
                      a new link has a new address.
                    </p>
                    <div className="mt-2 flex gap-2">
                      <Button size="sm" variant="danger" onClick={() => void revoke(s)}>
                        Revoke the link
                      </Button>
                      <Button size="sm" onClick={() => setAsking(null)}>
                        Keep it
                      </Button>
                    </div>
                  </Alert>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : shares ? (
        <p className="mt-3 text-sm text-slate-500">No live links.</p>
      ) : null}
    </Card>
  );
}
