import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { revisionListResponse } from "@/lib/scenarios/response";
import { listRevisions } from "@/lib/scenarios/store";
import { REVISION_PAGE_SIZE, parseRevisionPageQuery } from "@/lib/scenarios/revision-page";

/**
 * A scenario's saved versions, newest first, {@link REVISION_PAGE_SIZE} at a time: `?before=<version>`
 * (the response's `nextBefore`) reads the page of older ones. A scenario can have thousands.
 */
export const GET = route(
  {
    path: "/api/scenarios/[id]/revisions",
    role: "viewer",
    query: (search) => {
      const parsed = parseRevisionPageQuery(search);
      return parsed.ok ? { ok: true, value: parsed.before } : parsed;
    },
  },
  async ({ caller, params, query: before }) => {
    const revisions = await listRevisions(caller.workspace.id, params.id, { before, take: REVISION_PAGE_SIZE + 1 });
    if (!revisions) return notFound();
    return revisionListResponse(revisions.slice(0, REVISION_PAGE_SIZE), revisions.length > REVISION_PAGE_SIZE);
  },
);
