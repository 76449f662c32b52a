import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { errorsResponseSchema } from "@/lib/http/answers";
import {
  conflictResponseSchema,
  revisionsResponseSchema,
  savedScenarioResponseSchema,
  scenarioListResponseSchema,
} from "@/lib/scenarios/answers";
import { shareResponseSchema, sharesResponseSchema } from "@/lib/sharing/answers";

// The answers the routes really give, recorded per preset by app/api/scenario-responses.golden.test.ts.
const GOLDEN = join(__dirname, "../../app/api/__golden__");
type Recorded = Record<string, { status: number; body: unknown }>;
const recordings = readdirSync(GOLDEN)
  .filter((file) => file.endsWith(".json"))
  .map((file) => [file, JSON.parse(readFileSync(join(GOLDEN, file), "utf8")) as Recorded] as const);

/** Which schema the client reads each recorded answer with; GET adds `result`, which the client does not read. */
const SCHEMA_OF: Record<
  string,
  | typeof savedScenarioResponseSchema
  | typeof conflictResponseSchema
  | typeof errorsResponseSchema
  | typeof revisionsResponseSchema
  | typeof shareResponseSchema
  | typeof sharesResponseSchema
  | typeof scenarioListResponseSchema
  | null
> = {
  "POST /api/tco": null,
  "POST /api/scenarios": savedScenarioResponseSchema,
  "GET /api/scenarios/:id": savedScenarioResponseSchema,
  "GET /api/scenarios?q=": scenarioListResponseSchema,
  "PUT /api/scenarios/:id": savedScenarioResponseSchema,
  "PUT /api/scenarios/:id (stale version)": conflictResponseSchema,
  "GET /api/scenarios/:id/revisions": revisionsResponseSchema,
  "POST /api/scenarios/:id/revisions/1/restore": savedScenarioResponseSchema,
  "GET /api/scenarios/:id/revisions (after restore)": revisionsResponseSchema,
  "POST /api/scenarios/:id/revisions/1/restore (over a newer save)": conflictResponseSchema,
  "POST /api/scenarios/:id/shares": shareResponseSchema,
  "GET /api/scenarios/:id/shares": sharesResponseSchema,
  "DELETE /api/scenarios/:id": null,
  "GET /api/scenarios/:id (deleted)": errorsResponseSchema,
  "POST /api/scenarios/:id/restore": savedScenarioResponseSchema,
  "POST /api/scenarios/:id/undelete": savedScenarioResponseSchema,
  "POST /api/scenarios/import": savedScenarioResponseSchema,
};

/** The body without what the client's schema leaves out on purpose. */
function read(step: string, body: unknown): unknown {
  if (step === "GET /api/scenarios/:id") {
    const rest = { ...(body as Record<string, unknown>) };
    delete rest.result;
    return rest;
  }
  if (step === "GET /api/scenarios?q=") {
    const list = body as { scenarios: Record<string, unknown>[] };
    return {
      ...list,
      scenarios: list.scenarios.map(({ id, name, currency, updatedAt, version }) => ({
        id,
        name,
        currency,
        updatedAt,
        version,
      })),
    };
  }
  return body;
}

describe.each(recordings)("the client's schemas read every recorded answer of %s whole", (_file, recorded) => {
  test("every step of the recording has a schema", () => {
    expect(Object.keys(recorded).sort()).toEqual(Object.keys(SCHEMA_OF).sort());
  });

  test.each(Object.entries(SCHEMA_OF).filter(([, schema]) => schema !== null))("%s", (step, schema) => {
    const body = recorded[step]!.body;
    const parsed = schema!.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Nothing the server sends is dropped on the way in (the restore's checklist once was).
    expect(parsed.data).toEqual(read(step, body));
  });
});

test("a body of another shape is refused, not trusted", () => {
  const saved = recordings[0]![1]["POST /api/scenarios"]!.body as Record<string, unknown>;
  expect(savedScenarioResponseSchema.safeParse({ ...saved, version: "2" }).success).toBe(false);
  expect(savedScenarioResponseSchema.safeParse({ ...saved, checklist: undefined }).success).toBe(false);
  expect(revisionsResponseSchema.safeParse({ revisions: [{ version: 1 }] }).success).toBe(false);
});
