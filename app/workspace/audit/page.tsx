import type { Metadata } from "next";
import { headers } from "next/headers";
import { AuditTable } from "@/components/audit/audit-table";
import { buttonClasses } from "@/components/ui/button";
import { pageCaller } from "@/lib/accounts/page-access";
import { listAudit } from "@/lib/audit/store";
import { localeFromAcceptLanguage } from "@/lib/format";

export const metadata: Metadata = { title: "Audit log" };

const SHOWN = 500;

export default async function AuditPage() {
  const { workspace } = await pageCaller("owner", "/workspace/audit");
  const requestHeaders = await headers();
  const events = await listAudit(workspace.id, { limit: SHOWN });
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Audit log · {workspace.name}</h1>
          <p className="max-w-3xl text-sm text-slate-600">
            Who created, saved, deleted, restored or shared what, and who joined, left or changed role, newest first.
            {events.length === SHOWN ? ` The latest ${SHOWN} are shown here; the CSV has all of them.` : ""}
          </p>
        </div>
        <a href="/api/audit/csv" className={buttonClasses("secondary")} download>
          Download CSV
        </a>
      </header>
      <AuditTable events={events} locale={localeFromAcceptLanguage(requestHeaders.get("accept-language"))} />
    </main>
  );
}
