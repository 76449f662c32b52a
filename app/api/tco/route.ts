import { errorResponse, JSON_BODY_LIMIT, readJsonBody } from "@/lib/http/responses";
import { computeTco, withUncertainty } from "@/lib/tco";
import { parseScenario } from "@/lib/validation/scenario";


/** Computes a scenario's result without saving anything, with its Monte Carlo ranges when it has them. */
export async function POST(request: Request) {
  const body = await readJsonBody(request, JSON_BODY_LIMIT);
  if (!body.ok) return body.response;
  const parsed = parseScenario(body.value);
  if (!parsed.ok) return errorResponse(400, parsed.errors);
  return Response.json(withUncertainty(parsed.scenario, computeTco(parsed.scenario)));
}
