import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";

export const metadata: Metadata = { title: "No workspace" };

/** Where a signed-in user lands who belongs to no workspace (every owner removed them). */
export default function NoWorkspacePage() {
  return (
    <AuthCard
      title="You are not in a workspace"
      intro={
        "Your account is not a member of any workspace any more. Ask a workspace owner for a new invitation link, or " +
        "sign out from the menu above."
      }
    >
      {null}
    </AuthCard>
  );
}
