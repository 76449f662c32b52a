import { notFound, withDatabase } from "@/lib/http/responses";
import { getScenario } from "@/lib/data/scenarios";
import { exportResponse, isExportFile } from "@/lib/export/respond";
import { localeFromAcceptLanguage } from "@/lib/format";

/** Downloads: summary.pdf, cash-flows.csv, scenario.xlsx, scenario.json. */
export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/[file]">) => {
  const { id, file } = await ctx.params;
  if (!isExportFile(file)) return notFound();
  const stored = await getScenario(id);
  if (!stored) return notFound();
  const locale = localeFromAcceptLanguage(request.headers.get("accept-language"));
  return exportResponse(file, { scenario: stored.scenario, checklist: stored.checklist, version: stored.version, locale });
});
