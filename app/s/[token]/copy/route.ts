import { withDatabase } from "@/lib/http/responses";
import { createScenario } from "@/lib/data/scenarios";
import { getSharedRevision } from "@/lib/data/shares";

/** Copies the shared revision into a new scenario of the reader's own; the shared one is untouched. */
export const POST = withDatabase(async (_request: Request, ctx: RouteContext<"/s/[token]/copy">) => {
  const { token } = await ctx.params;
  const shared = await getSharedRevision(token);
  if (!shared) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  const copy = await createScenario(
    { ...shared.scenario, name: `Copy of ${shared.scenario.name}`.slice(0, 120) },
    shared.checklist,
    "Copied from a shared link",
  );
  // A relative Location: Next's request.url names the server's own host (localhost), not the reader's.
  return new Response(null, { status: 303, headers: { Location: `/scenarios/${copy.id}` } });
});
