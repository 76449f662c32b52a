import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AuthCard } from "@/components/account/auth-card";
import { InvitationForm } from "@/components/account/invitation-form";
import { resolveCaller } from "@/lib/accounts/access";
import { ROLE_LABELS, isRole } from "@/lib/accounts/roles";
import { getInvitation } from "@/lib/accounts/invitations-store";

export const metadata: Metadata = { title: "Invitation", robots: { index: false, follow: false } };

/** An invitation link: who invited whom into which workspace, and the one step left to join. */
export default async function InvitationPage({ params }: PageProps<"/invite/[id]">) {
  const invitation = await getInvitation((await params).id);
  if (!invitation) notFound();
  const role = isRole(invitation.role) ? ROLE_LABELS[invitation.role].toLowerCase() : invitation.role;
  const title = `Join ${invitation.workspaceName}`;
  if (!invitation.open) {
    return (
      <AuthCard
        title={title}
        intro="This invitation has expired, was cancelled, or was used already. Ask the workspace owner for a new link."
      >
        {null}
      </AuthCard>
    );
  }
  const caller = await resolveCaller(await headers());
  const intro =
    `${invitation.inviterName} invited ${invitation.email} to join as ` +
    `${role === "owner" || role === "editor" ? "an" : "a"} ${role}.`;
  if (caller && caller.user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <AuthCard
        title={title}
        intro={`${intro} You are signed in as ${caller.user.email}: sign out first, then open this link again.`}
      >
        {null}
      </AuthCard>
    );
  }
  const step = caller ? "accept" : invitation.accountExists ? "sign-in" : "sign-up";
  return (
    <AuthCard title={title} intro={intro}>
      <InvitationForm invitationId={invitation.id} email={invitation.email} step={step} />
    </AuthCard>
  );
}
