import { notFound, requestOrigin, withDatabase } from "@/lib/http/responses";
import { shareListResponse, shareResponse } from "@/lib/http/scenario-response";
import { createShare, listShares } from "@/lib/data/shares";

/** Creates a read-only link to the scenario's current version. */
export const POST = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/shares">) => {
  const { id } = await ctx.params;
  const share = await createShare(id);
  return share ? shareResponse(share, requestOrigin(request)) : notFound();
});

export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/shares">) => {
  const { id } = await ctx.params;
  const shares = await listShares(id);
  return shares ? shareListResponse(shares, requestOrigin(request)) : notFound();
});
