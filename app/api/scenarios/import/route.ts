import { revalidatePath } from "next/cache";
import { scopeOf } from "@/lib/accounts/access";
import { jsonFileBody } from "@/lib/http/read";
import { route } from "@/lib/http/route";
import { scenarioResponse } from "@/lib/scenarios/response";
import { createScenario } from "@/lib/scenarios/store";
import { parseScenarioFile } from "@/lib/export/json";

const FILE_LIMIT = 1024 * 1024;

/** Creates a scenario from an exported scenario.json (or a bare scenario); an invalid file creates nothing. */
export const POST = route(
  {
    role: "editor",
    body: jsonFileBody(FILE_LIMIT, (text) => {
      const parsed = parseScenarioFile(text);
      return parsed.ok ? { ok: true, value: parsed } : parsed;
    }),
  },
  async ({ caller, body: { scenario, checklist } }) => {
    const stored = await createScenario(scopeOf(caller), scenario, checklist ?? {}, "Imported from a file");
    revalidatePath("/");
    return scenarioResponse(stored, { created: true });
  },
);
