import { revalidatePath } from "next/cache";
import { scopeOf } from "@/lib/accounts/access";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { conflictResponse, scenarioResponse, simulatedResponse } from "@/lib/scenarios/response";
import { readScenarioBody } from "@/lib/scenarios/request";
import { deleteScenario, getScenario, updateScenario } from "@/lib/scenarios/store";
import { updateScenarioBodySchema } from "@/lib/scenarios/body";

const path = "/api/scenarios/[id]";

export const GET = route({ path, role: "viewer" }, async ({ request, caller, params }) => {
  const stored = await getScenario(caller.workspace.id, params.id);
  if (!stored) return notFound();
  // The Monte Carlo simulation costs far more than the model: reads run it only when asked.
  const simulate = new URL(request.url).searchParams.get("uncertainty") === "1";
  return simulate ? simulatedResponse(stored) : scenarioResponse(stored, { withResult: true });
});

export const PUT = route(
  { path, role: "editor", body: (request) => readScenarioBody(request, updateScenarioBodySchema) },
  async ({ caller, params, body: { version, scenario, checklist } }) => {
    const result = await updateScenario(scopeOf(caller), params.id, version, scenario, checklist);
    if (result.status === "not-found") return notFound();
    if (result.status === "conflict") {
      return conflictResponse(
        `Someone saved version ${result.currentVersion} after the version ${version} you edited`,
        result.currentVersion,
      );
    }
    revalidatePath("/");
    return scenarioResponse(result.scenario);
  },
);

export const DELETE = route({ path, role: "editor" }, async ({ caller, params }) => {
  if (!(await deleteScenario(scopeOf(caller), params.id))) return notFound();
  revalidatePath("/");
  return new Response(null, { status: 204 });
});
