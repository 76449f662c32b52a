import { authorize } from "@/lib/auth/access";
import { errorResponse, JSON_BODY_LIMIT, readJsonBody, withDatabase } from "@/lib/http/responses";
import type { TcoResponse } from "@/lib/http/scenario-response";
import { parseScenarioInput } from "@/lib/export/json";
import { computeTco, withUncertainty } from "@/lib/tco";

/** Computes a scenario's result without saving anything: a bare scenario or an exported scenario.json, with its Monte Carlo ranges when it has them. */
export const POST = withDatabase(async (request: Request) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const body = await readJsonBody(request, JSON_BODY_LIMIT);
  if (!body.ok) return body.response;
  const parsed = parseScenarioInput(body.value);
  if (!parsed.ok) return errorResponse(400, parsed.errors);
  return Response.json(withUncertainty(parsed.scenario, computeTco(parsed.scenario)) satisfies TcoResponse);
});
