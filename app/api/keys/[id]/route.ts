import { authorize } from "@/lib/auth/access";
import { sessionOnly } from "@/lib/http/api-key-response";
import { notFound, withDatabase } from "@/lib/http/responses";
import { revokeApiKey } from "@/lib/data/api-keys";

/** Revokes one of the caller's keys; from the next request on it is refused like a key never made. */
export const DELETE = withDatabase(async (request: Request, ctx: RouteContext<"/api/keys/[id]">) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const { caller } = access;
  if (caller.via !== "session") return sessionOnly();
  const { id } = await ctx.params;
  if (!(await revokeApiKey({ id: caller.user.id, name: caller.user.name }, caller.workspace.id, id))) return notFound();
  return new Response(null, { status: 204 });
});
