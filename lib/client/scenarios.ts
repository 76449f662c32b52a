import { z } from "zod/mini";
import type { Scenario } from "@/lib/tco/types";
import type { Checklist } from "@/lib/validation/checklist";
import { jsonInit, request, type ClientResult } from "./http";
import {
  conflictResponse,
  revisionResponse,
  revisionsResponse,
  savedScenarioResponse,
  shareResponse,
  sharesResponse,
  type ConflictResponse,
  type SavedScenarioResponse,
} from "@/lib/validation/responses";

/*
 * The browser's typed client for the scenario routes. Every call answers a ClientResult whose
 * body has been checked, so components hold no `as` casts on JSON.
 */

const base = (id: string) => `/api/scenarios/${encodeURIComponent(id)}`;
const nothing = z.unknown();

/** Reads one saved scenario with its checklist. */
export const getScenario = (id: string) => request(base(id), {}, savedScenarioResponse);

/** Creates a scenario. */
export const createScenario = (scenario: Scenario, checklist?: Checklist) =>
  request("/api/scenarios", jsonInit("POST", { scenario, checklist }), savedScenarioResponse);

/** The outcome of a save: saved, refused because someone saved first, or failed. */
export type SaveResult =
  ClientResult<SavedScenarioResponse> | { ok: false; status: 409; message: string; conflict: ConflictResponse };

/**
 * Saves over `version`; a 409 carries the version someone else saved.
 *
 * @example
 * const r = await saveScenario(id, 3, scenario, checklist);
 * if (!r.ok && "conflict" in r) r.conflict.currentVersion; // 4
 */
export async function saveScenario(
  id: string,
  version: number,
  scenario: Scenario,
  checklist: Checklist,
): Promise<SaveResult> {
  return withConflict(
    await request(base(id), jsonInit("PUT", { version, scenario, checklist }), savedScenarioResponse),
  );
}

function withConflict(result: ClientResult<SavedScenarioResponse>): SaveResult {
  if (result.ok || result.status !== 409) return result;
  const conflict = conflictResponse.safeParse(result.body);
  return conflict.success ? { ok: false, status: 409, message: result.message, conflict: conflict.data } : result;
}

/** Deletes a scenario (it can be brought back with `undeleteScenario`). */
export const deleteScenario = (id: string) => request(base(id), { method: "DELETE" }, nothing);

/** Brings a deleted scenario back. */
export const undeleteScenario = (id: string) =>
  request(`${base(id)}/undelete`, { method: "POST" }, savedScenarioResponse);

/**
 * Saves an old version again as the newest, over `over` (the version on screen): a 409 carries
 * the version someone else saved since, as a save's does.
 *
 * @example
 * const r = await restoreRevision(id, 1, 3); // version 4 holds version 1's scenario, or 409 if 4 exists already
 */
export const restoreRevision = async (id: string, version: number, over: number): Promise<SaveResult> =>
  withConflict(
    await request(
      `${base(id)}/revisions/${version}/restore`,
      jsonInit("POST", { version: over }),
      savedScenarioResponse,
    ),
  );

/** A page of saved versions, newest first; `before` (a page's `nextBefore`) reads the older ones. */
export const listRevisions = (id: string, before?: number) =>
  request(`${base(id)}/revisions${before === undefined ? "" : `?before=${before}`}`, {}, revisionsResponse);

/** One saved version's inputs, to show what changed against the version before it. */
export const getRevision = (id: string, version: number) =>
  request(`${base(id)}/revisions/${version}`, {}, revisionResponse);

/** The scenario's live read-only links. */
export const listShares = (id: string) => request(`${base(id)}/shares`, {}, sharesResponse);

/** Creates a read-only link to the saved version. */
export const createShare = (id: string) => request(`${base(id)}/shares`, { method: "POST" }, shareResponse);

/** Revokes a link. */
export const revokeShare = (id: string, token: string) =>
  request(`${base(id)}/shares/${encodeURIComponent(token)}`, { method: "DELETE" }, nothing);

/** Creates a scenario from an exported scenario.json, sent as it is. */
export const importScenario = (fileText: string) =>
  request("/api/scenarios/import", jsonInit("POST", fileText), savedScenarioResponse);
