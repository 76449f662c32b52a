import type { Metadata } from "next";
import { headers } from "next/headers";
import { ApiKeysPanel } from "@/components/account/api-keys-panel";
import { pageCaller } from "@/lib/accounts/page-access";
import { localeFromAcceptLanguage } from "@/lib/format";

export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysPage() {
  const { workspace } = await pageCaller("viewer", "/settings/api-keys");
  const locale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">API keys</h1>
        <p className="max-w-3xl text-sm text-slate-600">
          A key lets a script or the command line use the API as you, in one workspace, with the role you give it. Send
          it as <code className="font-mono text-xs">Authorization: Bearer tco_…</code>. Anyone holding a key can do what
          it allows: keep it in a secret store, and revoke it when it is no longer needed or may have leaked.
        </p>
      </header>
      <ApiKeysPanel workspaceName={workspace.name} role={workspace.role} locale={locale} />
    </main>
  );
}
