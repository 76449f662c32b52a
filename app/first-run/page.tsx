import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/account/auth-card";
import { FirstAccountForm } from "@/components/account/first-account-form";
import { hasAnyUser } from "@/lib/accounts/workspaces-store";

export const metadata: Metadata = { title: "Set up" };

/** Shown once, on a fresh database: the first account becomes the owner of the team's workspace. */
export default async function FirstRunPage() {
  if (await hasAnyUser()) redirect("/sign-in");
  return (
    <AuthCard
      title="Create the first account"
      intro={
        <>
          <p>
            Nobody has signed up yet. This account becomes the <strong>owner</strong> of the team workspace, which
            already holds the seven preset scenarios and anything saved before accounts existed.
          </p>
          <p className="mt-2">As owner you invite colleagues as editors or viewers from the Members page.</p>
        </>
      }
    >
      <FirstAccountForm />
    </AuthCard>
  );
}
