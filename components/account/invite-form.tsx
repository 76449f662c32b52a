"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient, authErrorMessage } from "@/lib/accounts/client";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

export interface InviteFormProps {
  workspaceId: string;
  pending: { id: string; email: string; role: string; expiresAt: string }[];
}

const inviteLink = (id: string) => `${window.location.origin}/invite/${id}`;

/** Invites an email with a role; the answer is a link for the owner to copy and send. */
export function InviteForm({ workspaceId, pending }: InviteFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const role = String(data.get("role") ?? "viewer") as "owner" | "editor" | "viewer";
    setError(null);
    const { data: invitation, error: failed } = await authClient.organization.inviteMember({
      email,
      role,
      organizationId: workspaceId,
      resend: true,
    });
    if (failed || !invitation) return setError(authErrorMessage(failed, "Could not invite."));
    setCopied(false);
    setLink(inviteLink(invitation.id));
  }

  async function cancel(id: string) {
    const { error: failed } = await authClient.organization.cancelInvitation({ invitationId: id });
    if (failed) return setError(authErrorMessage(failed, "Could not cancel the invitation."));
    window.location.reload();
  }

  return (
    <div className="mt-4">
      <form onSubmit={invite} className="flex flex-wrap items-end gap-3">
        <Label layout="stacked">
          Email
          <Input name="email" type="email" required className="w-72 px-3" />
        </Label>
        <Label layout="stacked">
          Role
          <Select name="role" defaultValue="viewer">
            <option value="viewer">Viewer: reads, exports, compares</option>
            <option value="editor">Editor: also creates, saves, shares</option>
            <option value="owner">Owner: also manages members</option>
          </Select>
        </Label>
        <Button type="submit" variant="primary">
          Create invitation link
        </Button>
      </form>
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
      {link ? (
        <Alert tone="note" className="mt-3">
          <p>Send this link to the person you invited. It works once, for their email, for 7 days.</p>
          <div className="mt-2 flex items-center gap-2">
            <Input readOnly value={link} aria-label="Invitation link" width="full" className="py-1 font-mono text-xs" />
            <Button
              size="sm"
              onClick={() => {
                void navigator.clipboard.writeText(link).then(() => setCopied(true));
              }}
            >
              {copied ? "Copied" : "Copy link"}
            </Button>
          </div>
        </Alert>
      ) : null}
      {pending.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-sm font-semibold text-slate-900">Open invitations</h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="pending-invitations">
            {pending.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-2">
                <span className="text-slate-800">
                  {p.email}{" "}
                  <span className="text-slate-500">
                    as {p.role}, until {p.expiresAt.slice(0, 10)}
                  </span>
                </span>
                <span className="flex gap-2">
                  <Button size="sm" onClick={() => setLink(inviteLink(p.id))}>
                    Show link
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => void cancel(p.id)}>
                    Cancel
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
