import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { redirect } from "next/navigation";
import { hasAnyUser } from "@/lib/accounts/workspaces-store";
import { resolveCaller, type WorkspaceCaller } from "@/lib/accounts/access";
import { atLeast, type Role } from "@/lib/accounts/roles";

/**
 * The caller of the page being rendered, looked up once per request however many server
 * components (the layout, the page, its metadata) ask.
 */
export const currentCaller = cache(async () => resolveCaller(await headers()));

/**
 * The access check of every page, {@link resolveCaller} with a page's answers: before the first
 * account exists, the first-run page; nobody signed in, the sign-in page (coming back to `path`
 * afterwards); no workspace, the page saying so; a role too weak, the page saying which role the
page needs and which the caller has (not a 404, whose "may have been deleted" misleads).
 */
export async function pageCaller(needed: Role, path: string): Promise<WorkspaceCaller> {
  const caller = await currentCaller();
  if (!caller) redirect((await hasAnyUser()) ? `/sign-in?next=${encodeURIComponent(path)}` : "/first-run");
  if (!caller.workspace) redirect("/no-workspace");
  if (!atLeast(caller.workspace.role, needed))
    redirect(`/not-allowed?${new URLSearchParams({ need: needed, from: path }).toString()}`);
  return caller as WorkspaceCaller;
}
