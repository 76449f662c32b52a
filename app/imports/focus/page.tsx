import type { Metadata } from "next";
import { connection } from "next/server";
import { BillImport } from "@/components/bill-import/bill-import";
import { pageCaller } from "@/lib/accounts/page-access";
import { loadCatalogs } from "@/lib/catalog/load";

export const metadata: Metadata = { title: "Start from your cloud bill" };

export default async function FocusImportPage() {
  await connection();
  await pageCaller("editor", "/imports/focus");
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Start from your cloud bill</h1>
        <p className="max-w-3xl text-sm text-slate-600">
          Drop a FOCUS cost and usage export (CSV or CSV.gz, as AWS, Azure, Google Cloud and Oracle export it). The
          scenario&apos;s cloud side becomes the bill: its GPUs, their busy hours, the price actually paid and the rest
          of the spend.
        </p>
        <p className="max-w-3xl rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
          Your file is read here, in this browser, and never uploaded. Only the scenario you create is saved.
        </p>
      </header>
      <BillImport hardware={loadCatalogs().hardware.entries} />
    </main>
  );
}
