import { errorResponse } from "@/lib/http/errors";
import { JSON_BODY_LIMIT, readJsonBody, readOptionalJsonBody, badInput, type Read } from "@/lib/http/read";
import {
  MAX_VERSION,
  parseRestoreBody,
  parseScenarioBody,
  type createScenarioBodySchema,
  type updateScenarioBodySchema,
} from "@/lib/scenarios/body";

/** The body of a create or a save, read within the size limit and validated (paths under `scenario.`). */
export async function readScenarioBody<S extends typeof createScenarioBodySchema | typeof updateScenarioBodySchema>(
  request: Request,
  schema: S,
) {
  const body = await readJsonBody(request, JSON_BODY_LIMIT);
  return body.ok ? badInput(parseScenarioBody(schema, body.value)) : body;
}

/** The optional `{ version }` body of a revision restore; no body at all is `undefined`. */
export async function readRestoreBody(request: Request): Promise<Read<{ version: number } | undefined>> {
  const body = await readOptionalJsonBody(request, JSON_BODY_LIMIT);
  if (!body.ok) return body;
  return body.value === undefined ? { ok: true, value: undefined } : badInput(parseRestoreBody(body.value));
}

/**
 * The segments of a revision's URL, its version read as a number.
 *
 * @example
 * versionParams({ id: "k3x", version: "3" });   // { ok: true, value: { id: "k3x", version: 3 } }
 * versionParams({ id: "k3x", version: "1.5" }); // { ok: false, response: 400 { errors: [{ path: "version", … }] } }
 */
export function versionParams({ id, version }: { id: string; version: string }): Read<{ id: string; version: number }> {
  const number = Number(version);
  if (Number.isSafeInteger(number) && number >= 1 && number <= MAX_VERSION)
    return { ok: true, value: { id, version: number } };
  return {
    ok: false,
    response: errorResponse(400, [
      { path: "version", code: "invalid_format", message: "version must be a whole number of 1 or more" },
    ]),
  };
}
