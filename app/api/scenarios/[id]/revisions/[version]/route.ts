import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { versionParams } from "@/lib/scenarios/request";
import { getRevision } from "@/lib/scenarios/store";
import type { RevisionResponse } from "@/lib/scenarios/answers";

/** One saved version's inputs, for the History's "What changed" (the client compares two of them). */
export const GET = route(
  { path: "/api/scenarios/[id]/revisions/[version]", role: "viewer", params: versionParams },
  async ({ caller, params: { id, version } }) => {
    const found = await getRevision(caller.workspace.id, id, version);
    if (!found) return notFound();
    return Response.json({
      version,
      scenario: found.scenario,
      createdAt: found.createdAt.toISOString(),
    } satisfies RevisionResponse);
  },
);
