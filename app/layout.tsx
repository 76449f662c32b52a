import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AccountBar } from "@/components/account/account-bar";
import { LeaveGuardRoot } from "@/components/navigation/leave-guard";
import { currentCaller } from "@/lib/accounts/page-access";
import { listMemberships } from "@/lib/accounts/workspaces-store";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "GPU TCO", template: "%s · GPU TCO" },
  description: "Cloud vs on-prem total cost of ownership for GPU infrastructure",
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // Every page, the not-found page included, renders per request: proxy.ts's CSP admits only
  // scripts carrying that request's nonce, which a page prerendered at build time can't have.
  await connection();
  const caller = await currentCaller();
  const workspaces = caller
    ? (await listMemberships(caller.user.id)).map((m) => ({ id: m.workspaceId, name: m.workspaceName, role: m.role }))
    : [];
  return (
    <html lang="en">
      <body className="min-h-screen">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex min-h-12 max-w-[1600px] flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2">
            <Link href="/" className="font-semibold tracking-tight whitespace-nowrap text-slate-900">
              GPU TCO
            </Link>
            <span className="hidden text-sm text-slate-500 sm:inline">
              Rent, own, or mix: the numbers behind the decision
            </span>
            <nav aria-label="Reference" className="ml-auto flex items-center gap-4 text-sm whitespace-nowrap">
              <Link href="/catalog" className="font-medium text-slate-700 hover:text-slate-900">
                Price catalog
              </Link>
              <Link href="/model" className="text-slate-700 hover:underline">
                How it is computed
              </Link>
            </nav>
            {caller ? (
              <AccountBar
                userName={caller.user.name}
                workspaceId={caller.workspace?.id ?? null}
                workspaces={workspaces}
                isOwner={caller.workspace?.role === "owner"}
              />
            ) : null}
          </div>
        </header>
        <LeaveGuardRoot />
        {children}
      </body>
    </html>
  );
}
