import { revalidatePath } from "next/cache";
import { scopeOf } from "@/lib/accounts/access";
import { route } from "@/lib/http/route";
import { scenarioListResponse, scenarioResponse } from "@/lib/scenarios/response";
import { readScenarioBody } from "@/lib/scenarios/request";
import { listScenarioPage } from "@/lib/scenarios/list-store";
import { createScenario } from "@/lib/scenarios/store";
import { createScenarioBodySchema } from "@/lib/scenarios/body";
import { parseScenarioListQuery } from "@/lib/scenarios/list-schema";

/**
 * The workspace's live scenarios, a page at a time: `?q=` searches names (case-insensitive),
 * `?sort=` is updated-desc (the default), updated-asc, name-asc or name-desc, `?page=` counts from 1.
 */
export const GET = route({ role: "viewer", query: parseScenarioListQuery }, async ({ caller, query }) =>
  scenarioListResponse(await listScenarioPage(caller.workspace.id, query)),
);

export const POST = route(
  { role: "editor", body: (request) => readScenarioBody(request, createScenarioBodySchema) },
  async ({ caller, body }) => {
    const stored = await createScenario(scopeOf(caller), body.scenario, body.checklist ?? {});
    revalidatePath("/");
    return scenarioResponse(stored, { created: true });
  },
);
