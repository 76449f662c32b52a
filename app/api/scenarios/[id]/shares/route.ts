import { authorize, scopeOf } from "@/lib/auth/access";
import { notFound, requestOrigin, withDatabase } from "@/lib/http/responses";
import { shareListResponse, shareResponse } from "@/lib/http/scenario-response";
import { createShare, listShares } from "@/lib/data/shares";

/** Creates a read-only link to the scenario's current version. */
export const POST = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/shares">) => {
  const access = await authorize(request, "editor");
  if (!access.ok) return access.response;
  const { id } = await ctx.params;
  const share = await createShare(scopeOf(access.caller), id);
  return share ? shareResponse(share, requestOrigin(request)) : notFound();
});

export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/shares">) => {
  const access = await authorize(request, "editor");
  if (!access.ok) return access.response;
  const { id } = await ctx.params;
  const shares = await listShares(access.caller.workspace.id, id);
  return shares ? shareListResponse(shares, requestOrigin(request)) : notFound();
});
