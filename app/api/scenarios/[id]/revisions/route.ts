import { notFound, withDatabase } from "@/lib/http/responses";
import { revisionListResponse } from "@/lib/http/scenario-response";
import { listRevisions } from "@/lib/data/scenarios";

export const GET = withDatabase(async (_request: Request, ctx: RouteContext<"/api/scenarios/[id]/revisions">) => {
  const { id } = await ctx.params;
  const revisions = await listRevisions(id);
  return revisions ? revisionListResponse(revisions) : notFound();
});
