"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/lib/client/auth";

export interface MembersTableProps {
  workspaceId: string;
  members: { memberId: string; userId: string; name: string; email: string; role: string }[];
  /** The signed-in owner, who can't demote or remove themself here (a workspace keeps its owner). */
  selfUserId: string;
}

const ROLE_OPTIONS = [
  { value: "owner", label: "Owner" },
  { value: "editor", label: "Editor" },
  { value: "viewer", label: "Viewer" },
];

/** Members with their roles: an owner changes a role or removes a member, effective at that member's next request. */
export function MembersTable({ workspaceId, members, selfUserId }: MembersTableProps) {
  const [error, setError] = useState<string | null>(null);

  async function changeRole(memberId: string, role: string) {
    const { error: failed } = await authClient.organization.updateMemberRole({
      memberId,
      organizationId: workspaceId,
      role: role as "owner" | "editor" | "viewer",
    });
    if (failed) return setError(authErrorMessage(failed, "Could not change the role."));
    window.location.reload();
  }

  async function remove(memberId: string, name: string) {
    if (!window.confirm(`Remove ${name} from this workspace? They lose access at once.`)) return;
    const { error: failed } = await authClient.organization.removeMember({
      memberIdOrEmail: memberId,
      organizationId: workspaceId,
    });
    if (failed) return setError(authErrorMessage(failed, "Could not remove the member."));
    window.location.reload();
  }

  return (
    <div className="mt-4">
      {error ? (
        <Alert tone="error" className="mb-3">
          {error}
        </Alert>
      ) : null}
      <table className="w-full text-sm" data-testid="members-table">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="py-2 font-medium">Name</th>
            <th className="py-2 font-medium">Email</th>
            <th className="py-2 font-medium">Role</th>
            <th className="py-2" />
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.memberId} className="border-b border-slate-100">
              <td className="py-2 text-slate-900">{m.name}</td>
              <td className="py-2 text-slate-600">{m.email}</td>
              <td className="py-2">
                {m.userId === selfUserId ? (
                  <span className="text-slate-700">Owner (you)</span>
                ) : (
                  <select
                    aria-label={`Role of ${m.name}`}
                    value={m.role}
                    onChange={(event) => void changeRole(m.memberId, event.target.value)}
                    className="rounded-md border border-slate-300 bg-white px-2 py-1"
                  >
                    {ROLE_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                )}
              </td>
              <td className="py-2 text-right">
                {m.userId === selfUserId ? null : (
                  <Button variant="danger" size="sm" onClick={() => void remove(m.memberId, m.name)}>
                    Remove
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
