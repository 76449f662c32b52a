import type { Metadata } from "next";
import { AccountSettings } from "@/components/account/account-settings";
import { pageCaller } from "@/lib/accounts/page-access";
import { ROLE_LABELS } from "@/lib/accounts/roles";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const caller = await pageCaller("viewer", "/account");
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{caller.user.name}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {caller.user.email} · {ROLE_LABELS[caller.workspace.role]} in {caller.workspace.name}
      </p>
      <AccountSettings />
    </main>
  );
}
