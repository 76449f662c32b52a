import { revalidatePath } from "next/cache";
import { withDatabase } from "@/lib/http/responses";
import { scenarioListResponse, scenarioResponse } from "@/lib/http/scenario-response";
import { readScenarioBody } from "@/lib/http/scenario-request";
import { createScenario, listScenarios } from "@/lib/data/scenarios";
import { createScenarioBody } from "@/lib/validation/scenario-body";

export const GET = withDatabase(async (request: Request) => {
  const search = new URL(request.url).searchParams.get("q")?.trim() || undefined;
  return scenarioListResponse(await listScenarios(search));
});

export const POST = withDatabase(async (request: Request) => {
  const body = await readScenarioBody(request, createScenarioBody);
  if (!body.ok) return body.response;
  const stored = await createScenario(body.value.scenario, body.value.checklist ?? {});
  revalidatePath("/");
  return scenarioResponse(stored, { created: true });
});
