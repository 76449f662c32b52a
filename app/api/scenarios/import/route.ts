import { revalidatePath } from "next/cache";
import { authorize, scopeOf } from "@/lib/auth/access";
import { errorResponse, readJsonText, withDatabase } from "@/lib/http/responses";
import { scenarioResponse } from "@/lib/http/scenario-response";
import { createScenario } from "@/lib/data/scenarios";
import { parseScenarioFile } from "@/lib/export/json";

const FILE_LIMIT = 1024 * 1024;

/** Creates a scenario from an exported scenario.json (or a bare scenario); an invalid file creates nothing. */
export const POST = withDatabase(async (request: Request) => {
  const access = await authorize(request, "editor");
  if (!access.ok) return access.response;
  const body = await readJsonText(request, FILE_LIMIT, 413);
  if (!body.ok) return body.response;
  const parsed = parseScenarioFile(body.text);
  if (!parsed.ok) return errorResponse(400, parsed.errors);
  const stored = await createScenario(
    scopeOf(access.caller),
    parsed.scenario,
    parsed.checklist ?? {},
    "Imported from a file",
  );
  revalidatePath("/");
  return scenarioResponse(stored, { created: true });
});
