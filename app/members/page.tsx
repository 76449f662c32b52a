import type { Metadata } from "next";
import { DeleteWorkspace } from "@/components/account/delete-workspace";
import { InviteForm } from "@/components/account/invite-form";
import { MembersTable } from "@/components/account/members-table";
import { pageCaller } from "@/lib/accounts/page-access";
import { listPendingInvitations } from "@/lib/accounts/invitations-store";
import { listMembers } from "@/lib/accounts/workspaces-store";

export const metadata: Metadata = { title: "Members" };

/** The owner's page: who is in the workspace with which role, and invitations to it. */
export default async function MembersPage() {
  const caller = await pageCaller("owner", "/members");
  const [members, pending] = await Promise.all([
    listMembers(caller.workspace.id),
    listPendingInvitations(caller.workspace.id),
  ]);
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Members of {caller.workspace.name}</h1>
      <p className="mt-1 text-sm text-slate-600">
        Viewers read, export and compare. Editors also create, save, delete, share and restore. Owners also manage
        members.
      </p>
      <MembersTable workspaceId={caller.workspace.id} members={members} selfUserId={caller.user.id} />
      <section className="mt-10" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
          Invite someone
        </h2>
        <InviteForm
          workspaceId={caller.workspace.id}
          pending={pending.map((p) => ({ ...p, expiresAt: p.expiresAt.toISOString() }))}
        />
      </section>
      <section className="mt-12 border-t border-slate-200 pt-6" aria-labelledby="delete-heading">
        <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
          Delete the workspace
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every scenario, version and share link in it goes with it, for every member.
        </p>
        <DeleteWorkspace workspaceId={caller.workspace.id} name={caller.workspace.name} />
      </section>
    </main>
  );
}
