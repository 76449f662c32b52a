import { revalidatePath } from "next/cache";
import { authorize, scopeOf } from "@/lib/auth/access";
import { withDatabase } from "@/lib/http/responses";
import { scenarioListResponse, scenarioResponse } from "@/lib/http/scenario-response";
import { readScenarioBody } from "@/lib/http/scenario-request";
import { createScenario, listScenarios } from "@/lib/data/scenarios";
import { createScenarioBody } from "@/lib/validation/scenario-body";

export const GET = withDatabase(async (request: Request) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const search = new URL(request.url).searchParams.get("q")?.trim() || undefined;
  return scenarioListResponse(await listScenarios(access.caller.workspace.id, search));
});

export const POST = withDatabase(async (request: Request) => {
  const access = await authorize(request, "editor");
  if (!access.ok) return access.response;
  const body = await readScenarioBody(request, createScenarioBody);
  if (!body.ok) return body.response;
  const stored = await createScenario(scopeOf(access.caller), body.value.scenario, body.value.checklist ?? {});
  revalidatePath("/");
  return scenarioResponse(stored, { created: true });
});
