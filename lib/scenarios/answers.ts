import { z } from "zod/mini";
import { ROLES } from "@/lib/accounts/roles";
import { checklistSchema } from "@/lib/scenarios/checklist-schema";
import { scenarioSchema } from "@/lib/scenarios/schema";

/*
 * The JSON the scenario routes answer, one schema per answer. The server builds its bodies to
 * these types (lib/scenarios/response.ts) and the browser checks each body against them on
 * arrival (lib/client), so neither side can drift from the other. zod/mini, as these ship to the
 * browser with the editor.
 */

const timestampSchema = z.string();

/**
 * A refusal's reason, by the JSON path of the field it concerns: `code` is one of
 * lib/validation/field-error.ts's, read as any string so that a client meeting a newer code still
 * reads the answer (and shows the message).
 */
export const fieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
  params: z.optional(z.record(z.string(), z.number())),
});

/** What create, save, import, undelete and a revision restore answer: the saved scenario. */
export const savedScenarioResponseSchema = z.object({
  id: z.string(),
  version: z.int(),
  scenario: scenarioSchema,
  checklist: checklistSchema,
  updatedAt: timestampSchema,
});
export type SavedScenarioResponse = z.infer<typeof savedScenarioResponseSchema>;

/** Every refusal (4xx, 503). */
export const errorsResponseSchema = z.object({ errors: z.array(fieldErrorSchema) });
export type ErrorsResponse = z.infer<typeof errorsResponseSchema>;

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

/** One read-only link pinned to `revision`, as `POST /api/scenarios/:id/shares` (201) answers it and the list holds it. */
export const shareResponseSchema = z.object({
  token: z.string(),
  url: z.string(),
  revision: z.int(),
  createdAt: timestampSchema,
});
export type Share = z.infer<typeof shareResponseSchema>;

/** `GET /api/scenarios/:id/shares`: the live links, newest first. */
export const sharesResponseSchema = z.object({ shares: z.array(shareResponseSchema) });
export type SharesResponse = z.infer<typeof sharesResponseSchema>;

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

/** One API key as `GET /api/keys` lists it (never the key itself, only its first characters). */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  role: z.enum(ROLES),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.nullable(z.iso.datetime()),
});
export type ApiKeySummaryJson = z.infer<typeof apiKeySummarySchema>;

/** `GET /api/keys`: the caller's own keys in their current workspace. */
export const apiKeyListResponseSchema = z.object({ keys: z.array(apiKeySummarySchema) });

/** `POST /api/keys` answers the key in clear, this once. */
export const apiKeyCreatedResponseSchema = z.object({ key: z.string(), apiKey: apiKeySummarySchema });
