import { authorize } from "@/lib/auth/access";
import { errorResponse, notFound, withDatabase } from "@/lib/http/responses";
import { revisionListResponse } from "@/lib/http/scenario-response";
import { listRevisions } from "@/lib/data/scenarios";
import { REVISION_PAGE_SIZE, parseRevisionPageQuery } from "@/lib/validation/revision-page";

/**
 * A scenario's saved versions, newest first, {@link REVISION_PAGE_SIZE} at a time: `?before=<version>`
 * (the response's `nextBefore`) reads the page of older ones. A scenario can have thousands.
 */
export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/revisions">) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const { id } = await ctx.params;
  const query = parseRevisionPageQuery(new URL(request.url).searchParams);
  if (!query.ok) return errorResponse(400, query.errors);
  const revisions = await listRevisions(access.caller.workspace.id, id, {
    before: query.before,
    take: REVISION_PAGE_SIZE + 1,
  });
  if (!revisions) return notFound();
  return revisionListResponse(revisions.slice(0, REVISION_PAGE_SIZE), revisions.length > REVISION_PAGE_SIZE);
});
