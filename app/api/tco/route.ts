import { errorResponse, JSON_BODY_LIMIT, readJsonBody } from "@/lib/http/responses";
import { computeTco } from "@/lib/tco";
import { parseScenario } from "@/lib/validation/scenario";


/** Computes a scenario's result without saving anything. */
export async function POST(request: Request) {
  const body = await readJsonBody(request, JSON_BODY_LIMIT);
  if (!body.ok) return body.response;
  const parsed = parseScenario(body.value);
  if (!parsed.ok) return errorResponse(400, parsed.errors);
  return Response.json(computeTco(parsed.scenario));
}
