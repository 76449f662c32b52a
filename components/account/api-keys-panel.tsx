"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableColumns, TableRow } from "@/components/ui/table";
import { api } from "@/lib/client/api";
import { ROLES } from "@/lib/accounts/roles";
import type { WorkspaceRole } from "@/lib/accounts/keys-schema";
import type { ApiKeySummaryJson } from "@/lib/accounts/keys-answers";
import { Timestamp } from "@/components/ui/timestamp";
import { Card } from "@/components/ui/card";

const ROLE_WORDS: Record<WorkspaceRole, string> = {
  viewer: "Viewer: read and export",
  editor: "Editor: also create, save, delete and share",
  owner: "Owner: everything an owner can do",
};

/**
 * The user's API keys in this workspace: make one (its key is shown once, with a copy button),
 * see when each was last used, revoke one. `role` is the user's own: a key can't have more.
 */
export function ApiKeysPanel({
  workspaceName,
  role,
  locale,
}: {
  workspaceName: string;
  role: WorkspaceRole;
  locale: string;
}) {
  const [keys, setKeys] = useState<ApiKeySummaryJson[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<{ key: string; name: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [name, setName] = useState("");
  const allowed = ROLES.slice(0, ROLES.indexOf(role) + 1);
  const [keyRole, setKeyRole] = useState<WorkspaceRole>("viewer");

  useEffect(() => {
    let live = true;
    void api.keys.list().then((result) => {
      if (!live) return;
      if (result.ok)
        setKeys((current) => [
          ...(current ?? []),
          ...result.value.keys.filter((k) => !current?.some((c) => c.id === k.id)),
        ]);
      else setError(`The keys could not be loaded: ${result.message}`);
    });
    return () => {
      live = false;
    };
  }, []);

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await api.keys.create({ name, role: keyRole });
    if (!result.ok) {
      setError(`The key was not created: ${result.message}`);
      return;
    }
    setFresh({ key: result.value.key, name: result.value.apiKey.name });
    setCopied(false);
    setName("");
    setKeys((current) => [result.value.apiKey, ...(current ?? [])]);
  };

  const revoke = async (id: string) => {
    setError(null);
    const result = await api.keys.revoke(id);
    if (!result.ok && result.status !== 404) {
      setError(`The key was not revoked: ${result.message}`);
      return;
    }
    setKeys((current) => (current ?? []).filter((k) => k.id !== id));
  };

  const copy = async (key: string) => {
    await navigator.clipboard?.writeText(key).catch(() => undefined);
    setCopied(true);
  };

  return (
    <div className="space-y-6">
      <Card onSubmit={(e) => void create(e)} as="form" className="space-y-3" aria-labelledby="new-key-heading">
        <h2 id="new-key-heading" className="text-sm font-semibold text-slate-900">
          New key for {workspaceName}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <Label layout="stacked" quiet>
            Name
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              maxLength={120}
              placeholder="e.g. nightly export"
              className="w-64"
            />
          </Label>
          <Label layout="stacked" quiet>
            Role
            <Select value={keyRole} onChange={(e) => setKeyRole(e.target.value as WorkspaceRole)}>
              {allowed.map((r) => (
                <option key={r} value={r}>
                  {ROLE_WORDS[r]}
                </option>
              ))}
            </Select>
          </Label>
          <Button type="submit" variant="primary">
            Create key
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          A key can do at most what you can do here, and loses access when you do.
        </p>
      </Card>

      {fresh ? (
        <Alert tone="warning" data-testid="new-api-key">
          <p className="font-medium">Copy the key &ldquo;{fresh.name}&rdquo; now: it is not shown again.</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code
              aria-label="New API key"
              className="rounded border border-amber-300 bg-white px-2 py-1 font-mono text-xs break-all text-slate-900"
            >
              {fresh.key}
            </code>
            <Button size="sm" variant="warning" onClick={() => void copy(fresh.key)}>
              {copied ? "Copied" : "Copy"}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setFresh(null)}>
              Done
            </Button>
          </div>
          <p className="mt-2 text-xs">
            Send it as <code className="font-mono">Authorization: Bearer …</code> on any /api/ request.
          </p>
        </Alert>
      ) : null}

      {error ? <Alert tone="error">{error}</Alert> : null}

      <section aria-labelledby="keys-heading" className="space-y-2">
        <h2 id="keys-heading" className="text-sm font-semibold text-slate-900">
          Your keys
        </h2>
        {keys === null ? (
          <p className="text-sm text-slate-500">Loading…</p>
        ) : keys.length === 0 ? (
          <p className="text-sm text-slate-500">No keys yet.</p>
        ) : (
          <Table look="ruled" containerClassName="max-w-4xl">
            <TableColumns
              columns={["Name", "Key", "Role", "Created", "Last used", { label: "Actions", srOnly: true }]}
            />
            <TableBody>
              {keys.map((k) => (
                <TableRow key={k.id}>
                  <TableCell className="text-slate-900">{k.name}</TableCell>
                  <TableCell className="font-mono text-xs text-slate-600">{k.start}…</TableCell>
                  <TableCell className="text-slate-700 capitalize">{k.role}</TableCell>
                  <TableCell className="tabular text-slate-700">
                    <Timestamp value={k.createdAt} locale={locale} />
                  </TableCell>
                  <TableCell className="tabular text-slate-700">
                    {k.lastUsedAt ? <Timestamp value={k.lastUsedAt} locale={locale} /> : "Never"}
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => void revoke(k.id)}
                      aria-label={`Revoke ${k.name}`}
                    >
                      Revoke
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </div>
  );
}
