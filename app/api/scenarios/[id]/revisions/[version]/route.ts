import { authorize } from "@/lib/auth/access";
import { notFound, withDatabase } from "@/lib/http/responses";
import { versionParam } from "@/lib/http/scenario-request";
import { getRevision } from "@/lib/data/scenarios";
import type { RevisionResponse } from "@/lib/validation/responses";

/** One saved version's inputs, for the History's "What changed" (the client compares two of them). */
export const GET = withDatabase(
  async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/revisions/[version]">) => {
    const access = await authorize(request, "viewer");
    if (!access.ok) return access.response;
    const { id, version } = await ctx.params;
    const revision = versionParam(version);
    if (!revision.ok) return revision.response;
    const found = await getRevision(access.caller.workspace.id, id, revision.value);
    if (!found) return notFound();
    return Response.json({
      version: revision.value,
      scenario: found.scenario,
      createdAt: found.createdAt.toISOString(),
    } satisfies RevisionResponse);
  },
);
