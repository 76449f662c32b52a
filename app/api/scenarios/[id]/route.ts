import { revalidatePath } from "next/cache";
import { errorResponse, JSON_BODY_LIMIT, notFound, readJsonBody, withDatabase } from "@/lib/http/responses";
import { deleteScenario, getScenario, updateScenario } from "@/lib/data/scenarios";
import { computeTco, withUncertainty } from "@/lib/tco";
import { parseScenarioBody, updateScenarioBody } from "@/lib/validation/scenario-body";

export const GET = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]">) => {
  const { id } = await ctx.params;
  const stored = await getScenario(id);
  if (!stored) return notFound();
  // The Monte Carlo simulation costs far more than the model: reads run it only when asked.
  const deterministic = computeTco(stored.scenario);
  const simulate = new URL(request.url).searchParams.get("uncertainty") === "1";
  return Response.json({
    id: stored.id,
    version: stored.version,
    scenario: stored.scenario,
    checklist: stored.checklist,
    result: simulate ? withUncertainty(stored.scenario, deterministic) : deterministic,
    updatedAt: stored.updatedAt,
  });
});

export const PUT = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]">) => {
  const { id } = await ctx.params;
  const body = await readJsonBody(request, JSON_BODY_LIMIT);
  if (!body.ok) return body.response;
  const parsed = parseScenarioBody(updateScenarioBody, body.value);
  if (!parsed.ok) return errorResponse(400, parsed.errors);
  const { version, scenario, checklist } = parsed.value;
  const result = await updateScenario(id, version, scenario, checklist);
  if (result.status === "not-found") return notFound();
  if (result.status === "conflict") {
    return Response.json(
      {
        errors: [{ path: "version", message: `Someone saved version ${result.currentVersion} after the version ${version} you edited` }],
        currentVersion: result.currentVersion,
      },
      { status: 409 },
    );
  }
  revalidatePath("/");
  const saved = result.scenario;
  return Response.json({ id: saved.id, version: saved.version, scenario: saved.scenario, checklist: saved.checklist, updatedAt: saved.updatedAt });
});

export const DELETE = withDatabase(async (_request: Request, ctx: RouteContext<"/api/scenarios/[id]">) => {
  const { id } = await ctx.params;
  if (!(await deleteScenario(id))) return notFound();
  revalidatePath("/");
  return new Response(null, { status: 204 });
});
