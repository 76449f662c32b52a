import { revalidatePath } from "next/cache";
import { scopeOf } from "@/lib/auth/access";
import { route } from "@/lib/http/route";
import { scenarioListResponse, scenarioResponse } from "@/lib/http/scenario-response";
import { readScenarioBody } from "@/lib/http/scenario-request";
import { listScenarioPage } from "@/lib/data/scenario-list";
import { createScenario } from "@/lib/data/scenarios";
import { createScenarioBodySchema } from "@/lib/validation/scenario-body";
import { parseScenarioListQuery } from "@/lib/validation/scenario-list";

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
