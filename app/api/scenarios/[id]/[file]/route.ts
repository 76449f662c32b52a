import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { getScenario } from "@/lib/scenarios/store";
import { exportResponse, isExportFile } from "@/lib/export/respond";

/** Downloads: summary.pdf, cash-flows.csv, scenario.xlsx, scenario.json. */
export const GET = route(
  {
    path: "/api/scenarios/[id]/[file]",
    role: "viewer",
    params: ({ id, file }) => (isExportFile(file) ? { ok: true, value: { id, file } } : notFound()),
  },
  async ({ request, caller, params }) => {
    const stored = await getScenario(caller.workspace.id, params.id);
    if (!stored) return notFound();
    return exportResponse(request, params.file, {
      scenarioId: stored.id,
      scenario: stored.scenario,
      checklist: stored.checklist,
      version: stored.version,
    });
  },
);
