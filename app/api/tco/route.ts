import { jsonBody } from "@/lib/http/read";
import { route } from "@/lib/http/route";
import type { TcoResponse } from "@/lib/scenarios/response";
import { parseScenarioInput } from "@/lib/export/json";
import { simulate } from "@/lib/server/simulation-pool";

/** Computes a scenario's result without saving anything: a bare scenario or an exported scenario.json, with its Monte Carlo ranges when it has them. */
export const POST = route(
  {
    role: "viewer",
    body: jsonBody((value) => {
      const parsed = parseScenarioInput(value);
      return parsed.ok ? { ok: true, value: parsed.scenario } : parsed;
    }),
  },
  async ({ body: scenario }) => {
    // The Monte Carlo runs on the simulation pool, never on the thread that answers every request.
    return Response.json((await simulate(scenario)) satisfies TcoResponse);
  },
);
