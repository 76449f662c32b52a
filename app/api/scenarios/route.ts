import { revalidatePath } from "next/cache";
import { errorResponse, JSON_BODY_LIMIT, readJsonBody, withDatabase } from "@/lib/http/responses";
import { createScenario, listScenarios } from "@/lib/data/scenarios";
import { headline } from "@/lib/report/headline";
import { createScenarioBody, parseScenarioBody } from "@/lib/validation/scenario-body";


export const GET = withDatabase(async (request: Request) => {
  const search = new URL(request.url).searchParams.get("q")?.trim() || undefined;
  const scenarios = await listScenarios(search);
  return Response.json({
    scenarios: scenarios.map((s) => ({
      id: s.id,
      name: s.scenario.name,
      updatedAt: s.updatedAt,
      version: s.version,
      ...headline(s.scenario),
    })),
  });
});

export const POST = withDatabase(async (request: Request) => {
  const body = await readJsonBody(request, JSON_BODY_LIMIT);
  if (!body.ok) return body.response;
  const parsed = parseScenarioBody(createScenarioBody, body.value);
  if (!parsed.ok) return errorResponse(400, parsed.errors);
  const stored = await createScenario(parsed.value.scenario, parsed.value.checklist ?? {});
  revalidatePath("/");
  return Response.json(
    { id: stored.id, version: stored.version, scenario: stored.scenario, checklist: stored.checklist, updatedAt: stored.updatedAt },
    { status: 201, headers: { Location: `/api/scenarios/${stored.id}` } },
  );
});
