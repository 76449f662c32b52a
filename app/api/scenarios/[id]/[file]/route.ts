import { authorize } from "@/lib/auth/access";
import { notFound, withDatabase } from "@/lib/http/responses";
import { getScenario } from "@/lib/data/scenarios";
import { exportResponse, isExportFile } from "@/lib/export/respond";

/** Downloads: summary.pdf, cash-flows.csv, scenario.xlsx, scenario.json. */
export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/[file]">) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const { id, file } = await ctx.params;
  if (!isExportFile(file)) return notFound();
  const stored = await getScenario(access.caller.workspace.id, id);
  if (!stored) return notFound();
  return exportResponse(request, file, {
    scenario: stored.scenario,
    checklist: stored.checklist,
    version: stored.version,
  });
});
