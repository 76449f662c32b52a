import { z } from "zod/mini";
import { checklistSchema } from "@/lib/validation/checklist";
import { scenarioSchema } from "@/lib/validation/scenario";

/*
 * The JSON the scenario routes answer, one schema per answer. The server builds its bodies to
 * these types (lib/http/scenario-response.ts) and the browser checks each body against them on
 * arrival (lib/client), so neither side can drift from the other. zod/mini, as these ship to the
 * browser with the editor.
 */

const timestamp = z.string();

/** A refusal's reason, by the JSON path of the field it concerns. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** What create, save, import, undelete and a revision restore answer: the saved scenario. */
export const savedScenarioResponse = z.object({
  id: z.string(),
  version: z.int(),
  scenario: scenarioSchema,
  checklist: checklistSchema,
  updatedAt: timestamp,
});
export type SavedScenarioResponse = z.infer<typeof savedScenarioResponse>;

/** Every refusal (4xx, 503). */
export const errorsResponse = z.object({ errors: z.array(fieldErrorSchema) });
export type ErrorsResponse = z.infer<typeof errorsResponse>;

/** 409 of a save or a revision restore: someone saved `currentVersion` in the meantime. */
export const conflictResponse = z.extend(errorsResponse, { currentVersion: z.int() });
export type ConflictResponse = z.infer<typeof conflictResponse>;

/** One saved version in a scenario's history; `savedBy` is null before accounts existed, and for the presets. */
export const revisionItem = z.object({
  version: z.int(),
  name: z.string(),
  note: z.nullable(z.string()),
  createdAt: timestamp,
  savedBy: z.nullable(z.string()),
});
export type Revision = z.infer<typeof revisionItem>;

/** `GET /api/scenarios/:id/revisions`, newest first; `nextBefore` is `?before=` for older ones, null at version 1. */
export const revisionsResponse = z.object({ revisions: z.array(revisionItem), nextBefore: z.nullable(z.int()) });
export type RevisionsResponse = z.infer<typeof revisionsResponse>;

/** `GET /api/scenarios/:id/revisions/:version`: one saved version's inputs. */
export const revisionResponse = z.object({ version: z.int(), scenario: scenarioSchema, createdAt: timestamp });
export type RevisionResponse = z.infer<typeof revisionResponse>;

/** One read-only link pinned to `revision`, as `POST /api/scenarios/:id/shares` (201) answers it and the list holds it. */
export const shareResponse = z.object({ token: z.string(), url: z.string(), revision: z.int(), createdAt: timestamp });
export type Share = z.infer<typeof shareResponse>;

/** `GET /api/scenarios/:id/shares`: the live links, newest first. */
export const sharesResponse = z.object({ shares: z.array(shareResponse) });
export type SharesResponse = z.infer<typeof sharesResponse>;

/** One row of the scenario list, without its headline figures (which the server adds, typed by the engine). */
export const scenarioListRow = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  updatedAt: timestamp,
  version: z.int(),
});

/** `GET /api/scenarios`: one page; `total` counts every page, `pageCount` is at least 1. */
export const scenarioListResponse = z.object({
  scenarios: z.array(scenarioListRow),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  pageCount: z.int(),
});
