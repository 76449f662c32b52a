import { z } from "zod/mini";
import type { Scenario } from "@/lib/tco/types";
import type { Checklist } from "@/lib/scenarios/checklist-schema";
import { jsonInit, request, type ClientResult } from "@/lib/http/client";
import {
  conflictResponseSchema,
  revisionResponseSchema,
  revisionsResponseSchema,
  savedScenarioResponseSchema,
  type ConflictResponse,
  type SavedScenarioResponse,
} from "@/lib/scenarios/answers";

/*
 * The browser's typed client for the scenario routes, one object per resource (reached through
 * `api` in ./api.ts). Every call answers a ClientResult whose body has been checked, so components
 * hold no `as` casts on JSON.
 */

export const base = (id: string) => `/api/scenarios/${encodeURIComponent(id)}`;
const anyBodySchema = z.unknown();

/** The outcome of a save: saved, refused because someone saved first, or failed. */
export type SaveResult =
  ClientResult<SavedScenarioResponse> | { ok: false; status: 409; message: string; conflict: ConflictResponse };

function withConflict(result: ClientResult<SavedScenarioResponse>): SaveResult {
  if (result.ok || result.status !== 409) return result;
  const conflict = conflictResponseSchema.safeParse(result.body);
  return conflict.success ? { ok: false, status: 409, message: result.message, conflict: conflict.data } : result;
}

/** `/api/scenarios` and `/api/scenarios/:id`. */
export const scenarios = {
  /** Reads one saved scenario with its checklist. */
  get: (id: string) => request(base(id), {}, savedScenarioResponseSchema),

  /** Creates a scenario. */
  create: (scenario: Scenario, checklist?: Checklist) =>
    request("/api/scenarios", jsonInit("POST", { scenario, checklist }), savedScenarioResponseSchema),

  /**
   * Saves over `version`; a 409 carries the version someone else saved.
   *
   * @example
   * const r = await api.scenarios.save(id, 3, scenario, checklist);
   * if (!r.ok && "conflict" in r) r.conflict.currentVersion; // 4
   */
  save: async (id: string, version: number, scenario: Scenario, checklist: Checklist): Promise<SaveResult> =>
    withConflict(
      await request(base(id), jsonInit("PUT", { version, scenario, checklist }), savedScenarioResponseSchema),
    ),

  /** Deletes a scenario (it can be brought back with `undelete`). */
  delete: (id: string) => request(base(id), { method: "DELETE" }, anyBodySchema),

  /** Brings a deleted scenario back. */
  undelete: (id: string) => request(`${base(id)}/undelete`, { method: "POST" }, savedScenarioResponseSchema),

  /** Creates a scenario from an exported scenario.json, sent as it is. */
  import: (fileText: string) =>
    request("/api/scenarios/import", jsonInit("POST", fileText), savedScenarioResponseSchema),
};

/** `/api/scenarios/:id/revisions`: a scenario's saved versions. */
export const revisions = {
  /** A page of saved versions, newest first; `before` (a page's `nextBefore`) reads the older ones. */
  list: (id: string, before?: number) =>
    request(`${base(id)}/revisions${before === undefined ? "" : `?before=${before}`}`, {}, revisionsResponseSchema),

  /** One saved version's inputs, to show what changed against the version before it. */
  get: (id: string, version: number) => request(`${base(id)}/revisions/${version}`, {}, revisionResponseSchema),

  /**
   * Saves an old version again as the newest, over `over` (the version on screen): a 409 carries
   * the version someone else saved since, as a save's does.
   *
   * @example
   * const r = await api.revisions.restore(id, 1, 3); // version 4 holds version 1's scenario, or 409 if 4 exists already
   */
  restore: async (id: string, version: number, over: number): Promise<SaveResult> =>
    withConflict(
      await request(
        `${base(id)}/revisions/${version}/restore`,
        jsonInit("POST", { version: over }),
        savedScenarioResponseSchema,
      ),
    ),
};
