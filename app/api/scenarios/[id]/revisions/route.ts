import { authorize } from "@/lib/auth/access";
import { notFound, withDatabase } from "@/lib/http/responses";
import { revisionListResponse } from "@/lib/http/scenario-response";
import { listRevisions } from "@/lib/data/scenarios";

export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/revisions">) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const { id } = await ctx.params;
  const revisions = await listRevisions(access.caller.workspace.id, id);
  return revisions ? revisionListResponse(revisions) : notFound();
});
