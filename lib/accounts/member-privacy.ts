import "server-only";
import type { GenericEndpointContext, HookEndpointContext } from "@better-auth/core";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { findMembership, workspaceIdBySlug } from "@/lib/accounts/workspaces-store";

/**
 * better-auth's endpoints that list a workspace's people with their emails (members, invitees),
 * and whether each looks a slug up before the id, as better-auth does. get-active-member, the
 * caller's own row, and the owner-only changes (invite, remove, change a role) are not here.
 */
const PEOPLE_LISTS: Record<string, { slug: boolean }> = {
  "/organization/list-members": { slug: true },
  "/organization/list-invitations": { slug: false },
  "/organization/get-full-organization": { slug: true },
};

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * Refuses (403) a workspace's member and invitation lists to its editors and viewers: they hold
 * every member's email, and the Members page that shows them is the owner's. A 403 rather than
 * the lists without emails, because names and the list itself are the owner's business too, and
 * the app's own pages never ask better-auth for them (they read the workspace store). A caller outside the
 * workspace is left to better-auth, which refuses them itself.
 */
export async function assertMayListPeople(ctx: HookEndpointContext): Promise<void> {
  const list = ctx.path ? PEOPLE_LISTS[ctx.path] : undefined;
  if (!list) return;
  const session = await getSessionFromCtx(ctx as GenericEndpointContext);
  if (!session) return;
  const query = (ctx.query ?? {}) as Record<string, unknown>;
  const slug = list.slug ? text(query.organizationSlug) : undefined;
  const workspaceId = slug
    ? await workspaceIdBySlug(slug)
    : (text(query.organizationId) ?? text(session.session.activeOrganizationId));
  if (!workspaceId) return;
  const membership = await findMembership(session.user.id, workspaceId);
  if (membership && membership.role !== "owner") {
    throw new APIError("FORBIDDEN", {
      message: "Only the workspace's owner sees its members and invitations",
      code: "OWNER_ONLY",
    });
  }
}
