import { revalidatePath } from "next/cache";
import { authorize, scopeOf } from "@/lib/auth/access";
import { errorResponse, withDatabase } from "@/lib/http/responses";
import { scenarioListResponse, scenarioResponse } from "@/lib/http/scenario-response";
import { readScenarioBody } from "@/lib/http/scenario-request";
import { listScenarioPage } from "@/lib/data/scenario-list";
import { createScenario } from "@/lib/data/scenarios";
import { createScenarioBody } from "@/lib/validation/scenario-body";
import { parseScenarioListQuery } from "@/lib/validation/scenario-list";

/**
 * The workspace's live scenarios, a page at a time: `?q=` searches names (case-insensitive),
 * `?sort=` is updated-desc (the default), updated-asc, name-asc or name-desc, `?page=` counts from 1.
 */
export const GET = withDatabase(async (request: Request) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const query = parseScenarioListQuery(new URL(request.url).searchParams);
  if (!query.ok) return errorResponse(400, query.errors);
  return scenarioListResponse(await listScenarioPage(access.caller.workspace.id, query.value));
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
