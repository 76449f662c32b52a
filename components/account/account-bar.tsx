"use client";

import Link from "next/link";
import { useState } from "react";
import { useGo } from "@/components/account/use-go";
import { forgetAllDrafts } from "@/components/editor/use-draft-backup";
import { Select } from "@/components/ui/select";

export interface AccountBarProps {
  userName: string;
  workspaceId: string | null;
  workspaces: { id: string; name: string; role: string }[];
  isOwner: boolean;
}

/** The header's right end: the workspace switcher, the members page and audit log for owners, API keys, the user, sign out. */
// better-auth's client loads when a switch or sign-out asks for it, not with every page.
export function AccountBar({ userName, workspaceId, workspaces, isOwner }: AccountBarProps) {
  const [busy, setBusy] = useState(false);
  const go = useGo();

  async function switchTo(id: string) {
    setBusy(true);
    const { authClient } = await import("@/lib/accounts/client");
    await authClient.organization.setActive({ organizationId: id });
    // Every page shows the active workspace's scenarios: start again from its list.
    go("/");
  }

  async function signOut() {
    setBusy(true);
    const { authClient } = await import("@/lib/accounts/client");
    await authClient.signOut();
    // Edits kept for reload-safety belong to the person signing out, not to the next one here.
    forgetAllDrafts();
    go("/sign-in");
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="account-bar">
      {workspaces.length > 1 ? (
        <label className="flex items-center gap-1.5 text-slate-600">
          <span className="sr-only sm:not-sr-only">Workspace</span>
          <Select
            aria-label="Workspace"
            value={workspaceId ?? ""}
            disabled={busy}
            onChange={(event) => void switchTo(event.target.value)}
            className="py-1"
          >
            {workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </Select>
        </label>
      ) : workspaces[0] ? (
        <span className="text-slate-600" data-testid="workspace-name">
          {workspaces[0].name}
        </span>
      ) : null}
      {isOwner ? (
        <>
          <Link href="/members" className="font-medium text-slate-700 hover:text-slate-900">
            Members
          </Link>
          <Link href="/workspace/audit" className="text-slate-700 hover:text-slate-900">
            Audit log
          </Link>
        </>
      ) : null}
      <Link href="/settings/api-keys" className="text-slate-700 hover:text-slate-900">
        API keys
      </Link>
      <Link href="/account" className="text-slate-700 hover:underline" title="Your account">
        {userName}
      </Link>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={busy}
        className="text-slate-700 hover:underline disabled:opacity-60"
      >
        Sign out
      </button>
    </div>
  );
}
