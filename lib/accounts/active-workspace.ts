import "server-only";
import type { GenericEndpointContext, HookEndpointContext } from "@better-auth/core";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { findMembership, workspaceIdBySlug } from "@/lib/accounts/workspaces-store";

const SET_ACTIVE = "/organization/set-active";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * Refuses (403, better-auth's own answer) a set-active that names a workspace the caller is not
 * in, before better-auth's endpoint, which clears the session's active workspace on its way to
 * the same 403: a refused request must change nothing, and the caller's next saves went to their
 * first workspace. The workspace is found as better-auth finds it: the id, else the slug.
 */
export async function assertMaySetActive(ctx: HookEndpointContext): Promise<void> {
  if (ctx.path !== SET_ACTIVE) return;
  const body = (typeof ctx.body === "object" && ctx.body !== null ? ctx.body : {}) as Record<string, unknown>;
  const id = text(body.organizationId);
  const slug = id ? undefined : text(body.organizationSlug);
  if (!id && !slug) return;
  const session = await getSessionFromCtx(ctx as GenericEndpointContext);
  if (!session) return;
  // An unknown slug is better-auth's 400 (ORGANIZATION_NOT_FOUND), which changes nothing.
  const workspaceId = id ?? (slug ? await workspaceIdBySlug(slug) : null);
  if (!workspaceId || (await findMembership(session.user.id, workspaceId))) return;
  throw new APIError("FORBIDDEN", {
    message: "User is not a member of the organization",
    code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
  });
}
