import { withDatabase } from "@/lib/http/guard";
import { getSharedRevision } from "@/lib/sharing/store";
import { exportResponse, isExportFile } from "@/lib/export/respond";

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });

/** The shared revision's downloads, under the share link. */
export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/s/[token]/[file]">) => {
  const { token, file } = await ctx.params;
  if (!isExportFile(file)) return notFound();
  const shared = await getSharedRevision(token);
  if (!shared) return notFound();
  const source = {
    scenarioId: shared.scenarioId,
    scenario: shared.scenario,
    checklist: shared.checklist,
    version: shared.version,
    sharedAt: shared.createdAt,
  };
  return exportResponse(request, file, source, { "Referrer-Policy": "no-referrer" });
});
