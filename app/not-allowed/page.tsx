import type { Metadata } from "next";
import Link from "next/link";
import { pageCaller } from "@/lib/accounts/page-access";
import { isRole, ROLE_LABELS } from "@/lib/accounts/roles";

export const metadata: Metadata = { title: "Not available to your role" };

/** The pages that need more than a viewer, by the path `pageCaller` sends along (its query aside). */
const PAGE_NAMES: Record<string, string> = {
  "/members": "Members",
  "/workspace/audit": "Audit log",
  "/imports/focus": "Import a cloud bill",
  "/scenarios/new": "New scenario",
};

const WHO: Record<string, string> = { editor: "editors and owners", owner: "owners" };

/** Where `pageCaller` sends someone whose role is too weak for the page they opened. */
export default async function NotAllowedPage({ searchParams }: PageProps<"/not-allowed">) {
  const caller = await pageCaller("viewer", "/not-allowed");
  const { need, from } = await searchParams;
  const needed = typeof need === "string" && isRole(need) ? need : undefined;
  const page = typeof from === "string" ? PAGE_NAMES[from.split("?")[0]!] : undefined;
  const role = ROLE_LABELS[caller.workspace.role].toLowerCase();
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-xl font-semibold text-slate-900">
        {page ? `${page} is not available to your role` : "This page is not available to your role"}
      </h1>
      <p className="mt-3 text-slate-600">
        {needed && WHO[needed] ? `It is for the workspace's ${WHO[needed]}. ` : ""}
        You are a {role} in {caller.workspace.name}. Ask an owner of the workspace if you need a different role.
      </p>
      <Link href="/" className="mt-6 inline-block underline">
        Go to the scenario list
      </Link>
    </main>
  );
}
