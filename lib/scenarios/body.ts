import { z } from "zod";
import { checklistSchema, type Checklist } from "@/lib/scenarios/checklist-schema";
import { issueCode, type FieldError, type Parsed } from "@/lib/validation/field-error";
import { parseScenario } from "@/lib/scenarios/schema";
import type { Scenario } from "@/lib/tco/types";

/** The body of `POST /api/scenarios`: the scenario and, optionally, its decision checklist. */
export const createScenarioBodySchema = z.strictObject({
  scenario: z.unknown(),
  checklist: z.optional(checklistSchema),
});

/** The highest version number a save can name: the largest SQLite stores in the version column. */
export const MAX_VERSION = 2_147_483_647;

const versionSchema = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be 1 or more")
  .max(MAX_VERSION, `must be at most ${MAX_VERSION}`);

/** The body of `PUT /api/scenarios/:id`: the version it was edited from, so stale saves conflict. */
export const updateScenarioBodySchema = createScenarioBodySchema.extend({ version: versionSchema });

/**
 * The optional body of `POST /api/scenarios/:id/revisions/:v/restore`: the version the client has
 * on screen, so a restore over a newer save conflicts as a stale save does.
 */
export const restoreRevisionBodySchema = z.strictObject({ version: versionSchema });

const isObject = (body: unknown): body is object => typeof body === "object" && body !== null && !Array.isArray(body);

const notAnObject = () => ({
  ok: false as const,
  errors: [{ path: "", code: "wrong_type" as const, message: "The body must be a JSON object" }],
});

function envelopeErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => {
        const path = [...issue.path, key].join(".");
        return { path, code: "unknown_field" as const, message: `${path} is not a known field` };
      });
    }
    const path = issue.path.join(".");
    const code = issueCode(issue);
    const message = issue.path.length > 0 && code === "required" ? "is required" : issue.message;
    return { path, code, message: path ? `${path} ${message}` : message };
  });
}

/**
 * Validates a scenario body in two layers: the envelope (version, checklist, no stray keys) and
 * the scenario itself, whose error paths are prefixed with `scenario.` so they point into the body.
 */
export function parseScenarioBody<S extends typeof createScenarioBodySchema | typeof updateScenarioBodySchema>(
  schema: S,
  body: unknown,
): Parsed<Omit<z.output<S>, "scenario"> & { scenario: Scenario; checklist?: Checklist }> {
  if (!isObject(body)) return notAnObject();
  const envelope = schema.safeParse(body, { reportInput: true });
  const errors = envelope.success ? [] : envelopeErrors(envelope.error);
  const missingScenario = !("scenario" in body) || (body as { scenario?: unknown }).scenario === undefined;
  if (missingScenario) {
    if (!errors.some((e) => e.path === "scenario"))
      errors.push({ path: "scenario", code: "required", message: "scenario is required" });
  } else {
    const scenario = parseScenario((body as { scenario: unknown }).scenario);
    if (!scenario.ok) {
      errors.push(...scenario.errors.map((e) => ({ ...e, path: e.path ? `scenario.${e.path}` : "scenario" })));
    } else if (envelope.success) {
      return { ok: true, value: { ...envelope.data, scenario: scenario.scenario } as never };
    }
  }
  return { ok: false, errors };
}

/**
 * Validates the body of a revision restore (see {@link restoreRevisionBodySchema}).
 *
 * @example
 * parseRestoreBody({ version: 3 }); // { ok: true, value: { version: 3 } }
 * parseRestoreBody({ version: 0 }); // { ok: false, errors: [{ path: "version", code: "out_of_range", message: "version must be 1 or more" }] }
 */
export function parseRestoreBody(body: unknown): Parsed<z.output<typeof restoreRevisionBodySchema>> {
  if (!isObject(body)) return notAnObject();
  const parsed = restoreRevisionBodySchema.safeParse(body, { reportInput: true });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: envelopeErrors(parsed.error) };
}
