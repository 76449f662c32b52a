import { z } from "zod/mini";
import { checklistSchema } from "@/lib/validation/checklist";
import { scenarioSchema } from "@/lib/validation/scenario";

/*
 * The JSON the scenario routes answer, as the browser reads it: each body is checked against
 * its schema on arrival, so a component never works on a shape it merely assumed. zod/mini, as
 * these ship to the browser with the editor.
 */

const timestamp = z.string();

/** `POST /api/scenarios` (201), `PUT` and `GET /api/scenarios/:id` (GET adds `result`, not read here). */
export const savedScenarioResponse = z.object({
  id: z.string(),
  version: z.int(),
  scenario: scenarioSchema,
  checklist: checklistSchema,
  updatedAt: timestamp,
});
export type SavedScenarioResponse = z.infer<typeof savedScenarioResponse>;

/** `POST /api/scenarios/:id/revisions/:version/restore`: the new version, without the checklist. */
export const restoredRevisionResponse = z.omit(savedScenarioResponse, { checklist: true });
export type RestoredRevisionResponse = z.infer<typeof restoredRevisionResponse>;

/** `POST /api/scenarios/import` (201). */
export const importedScenarioResponse = z.pick(savedScenarioResponse, { id: true, version: true, scenario: true });
export type ImportedScenarioResponse = z.infer<typeof importedScenarioResponse>;

/** `POST /api/scenarios/:id/restore`: a deleted scenario brought back. */
export const undeletedScenarioResponse = z.pick(savedScenarioResponse, { id: true, version: true, updatedAt: true });
export type UndeletedScenarioResponse = z.infer<typeof undeletedScenarioResponse>;

/** 409 from `PUT /api/scenarios/:id` or a revision restore. */
export const conflictResponse = z.object({
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
  currentVersion: z.int(),
});
export type ConflictResponse = z.infer<typeof conflictResponse>;

/** Any 4xx/5xx with field errors. */
export const errorsResponse = z.object({ errors: z.array(z.object({ path: z.string(), message: z.string() })) });
export type ErrorsResponse = z.infer<typeof errorsResponse>;

/** `GET /api/scenarios/:id/revisions`, newest first, a page at a time. */
export const revisionsResponse = z.object({
  revisions: z.array(z.object({ version: z.int(), name: z.string(), note: z.nullable(z.string()), createdAt: timestamp, savedBy: z.nullable(z.string()) })),
  nextBefore: z.nullable(z.int()),
});
export type Revision = z.infer<typeof revisionsResponse>["revisions"][number];

/** `GET /api/scenarios/:id/revisions/:version`: one saved version's inputs. */
export const revisionResponse = z.object({ version: z.int(), scenario: scenarioSchema, createdAt: timestamp });

/** One read-only link, as `POST /api/scenarios/:id/shares` (201) answers it and the list holds it. */
export const shareResponse = z.object({ token: z.string(), url: z.string(), revision: z.int(), createdAt: timestamp });
export type Share = z.infer<typeof shareResponse>;

/** `GET /api/scenarios/:id/shares`. */
export const sharesResponse = z.object({ shares: z.array(shareResponse) });
