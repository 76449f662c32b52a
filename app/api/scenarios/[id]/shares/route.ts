import { notFound, requestOrigin, withDatabase } from "@/lib/http/responses";
import { createShare, listShares } from "@/lib/data/shares";

const shareUrl = (request: Request, token: string) => new URL(`/s/${token}`, requestOrigin(request)).toString();

/** Creates a read-only link to the scenario's current version. */
export const POST = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/shares">) => {
  const { id } = await ctx.params;
  const share = await createShare(id);
  if (!share) return notFound();
  return Response.json({ token: share.token, url: shareUrl(request, share.token), revision: share.version, createdAt: share.createdAt }, { status: 201 });
});

export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/shares">) => {
  const { id } = await ctx.params;
  const shares = await listShares(id);
  if (!shares) return notFound();
  return Response.json({ shares: shares.map((s) => ({ token: s.token, url: shareUrl(request, s.token), revision: s.version, createdAt: s.createdAt })) });
});
