import { z } from "zod/mini";
import { errorsResponseSchema } from "@/lib/http/answers";
import { checklistSchema } from "@/lib/scenarios/checklist-schema";
import { scenarioSchema } from "@/lib/scenarios/schema";

/*
 * The JSON the scenario routes answer, one schema per answer. The server builds its bodies to
 * these types (lib/scenarios/response.ts) and the browser checks each body against them on
 * arrival (lib/scenarios/client.ts), so neither side can drift from the other. zod/mini, as these
 * ship to the browser with the editor.
 */

export const timestampSchema = z.string();

/** What create, save, import, undelete and a revision restore answer: the saved scenario. */
export const savedScenarioResponseSchema = z.object({
  id: z.string(),
  version: z.int(),
  scenario: scenarioSchema,
  checklist: checklistSchema,
  updatedAt: timestampSchema,
});
export type SavedScenarioResponse = z.infer<typeof savedScenarioResponseSchema>;

/** 409 of a save or a revision restore: someone saved `currentVersion` in the meantime. */
export const conflictResponseSchema = z.extend(errorsResponseSchema, { currentVersion: z.int() });
export type ConflictResponse = z.infer<typeof conflictResponseSchema>;

/** One saved version in a scenario's history; `savedBy` is null before accounts existed, and for the presets. */
export const revisionItemSchema = z.object({
  version: z.int(),
  name: z.string(),
  note: z.nullable(z.string()),
  createdAt: timestampSchema,
  savedBy: z.nullable(z.string()),
});
export type Revision = z.infer<typeof revisionItemSchema>;

/** `GET /api/scenarios/:id/revisions`, newest first; `nextBefore` is `?before=` for older ones, null at version 1. */
export const revisionsResponseSchema = z.object({
  revisions: z.array(revisionItemSchema),
  nextBefore: z.nullable(z.int()),
});
export type RevisionsResponse = z.infer<typeof revisionsResponseSchema>;

/** `GET /api/scenarios/:id/revisions/:version`: one saved version's inputs. */
export const revisionResponseSchema = z.object({
  version: z.int(),
  scenario: scenarioSchema,
  createdAt: timestampSchema,
});
export type RevisionResponse = z.infer<typeof revisionResponseSchema>;

/** One row of the scenario list, without its headline figures (which the server adds, typed by the engine). */
export const scenarioListRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  updatedAt: timestampSchema,
  version: z.int(),
});

/** `GET /api/scenarios`: one page; `total` counts every page, `pageCount` is at least 1. */
export const scenarioListResponseSchema = z.object({
  scenarios: z.array(scenarioListRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  pageCount: z.int(),
});
