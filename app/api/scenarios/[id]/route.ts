import { revalidatePath } from "next/cache";
import { authorize, scopeOf } from "@/lib/auth/access";
import { notFound, withDatabase } from "@/lib/http/responses";
import { conflictResponse, scenarioResponse } from "@/lib/http/scenario-response";
import { readScenarioBody } from "@/lib/http/scenario-request";
import { deleteScenario, getScenario, updateScenario } from "@/lib/data/scenarios";
import { updateScenarioBody } from "@/lib/validation/scenario-body";

export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]">) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const { id } = await ctx.params;
  const stored = await getScenario(access.caller.workspace.id, id);
  if (!stored) return notFound();
  // The Monte Carlo simulation costs far more than the model: reads run it only when asked.
  const simulate = new URL(request.url).searchParams.get("uncertainty") === "1";
  return scenarioResponse(stored, { withResult: true, simulate });
});

export const PUT = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]">) => {
  const access = await authorize(request, "editor");
  if (!access.ok) return access.response;
  const { id } = await ctx.params;
  const body = await readScenarioBody(request, updateScenarioBody);
  if (!body.ok) return body.response;
  const { version, scenario, checklist } = body.value;
  const result = await updateScenario(scopeOf(access.caller), id, version, scenario, checklist);
  if (result.status === "not-found") return notFound();
  if (result.status === "conflict") {
    return conflictResponse(
      `Someone saved version ${result.currentVersion} after the version ${version} you edited`,
      result.currentVersion,
    );
  }
  revalidatePath("/");
  return scenarioResponse(result.scenario);
});

export const DELETE = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]">) => {
  const access = await authorize(request, "editor");
  if (!access.ok) return access.response;
  const { id } = await ctx.params;
  if (!(await deleteScenario(scopeOf(access.caller), id))) return notFound();
  revalidatePath("/");
  return new Response(null, { status: 204 });
});
