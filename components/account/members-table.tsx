"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableColumns, TableRow } from "@/components/ui/table";
import { authClient, authErrorMessage } from "@/lib/accounts/client";

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
      <Table look="ruled" data-testid="members-table">
        <TableColumns columns={["Name", "Email", "Role", { label: "Actions", srOnly: true }]} />
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.memberId}>
              <TableCell className="text-slate-900">{m.name}</TableCell>
              <TableCell className="text-slate-600">{m.email}</TableCell>
              <TableCell>
                {m.userId === selfUserId ? (
                  <span className="text-slate-700">Owner (you)</span>
                ) : (
                  <Select
                    aria-label={`Role of ${m.name}`}
                    value={m.role}
                    onChange={(event) => void changeRole(m.memberId, event.target.value)}
                    className="py-1"
                  >
                    {ROLE_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </Select>
                )}
              </TableCell>
              <TableCell className="text-right">
                {m.userId === selfUserId ? null : (
                  <Button variant="danger" size="sm" onClick={() => void remove(m.memberId, m.name)}>
                    Remove
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
