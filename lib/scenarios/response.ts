/**
 * Every JSON answer of the scenario routes, built in one place, with the types of what goes over
 * the wire (dates as ISO strings) for the browser client to share. Key order is part of the
 * contract: the golden test (app/api/scenario-responses.golden.test.ts) compares bytes.
 */
import type { ScenarioPage } from "@/lib/scenarios/list-store";
import type { RevisionSummary, StoredScenario } from "@/lib/scenarios/store";
import { headline, type Headline } from "@/lib/report/headline";
import { revisionResult } from "@/lib/scenarios/revision-results";
import { computeTco } from "@/lib/tco";
import type { TcoResult } from "@/lib/tco/types";
import type { z } from "zod/mini";
import type {
  ConflictResponse,
  RevisionsResponse,
  SavedScenarioResponse,
  scenarioListResponseSchema,
  scenarioListRowSchema,
} from "@/lib/scenarios/answers";
import type { ErrorsResponse } from "@/lib/http/answers";

/*
 * The types are those of the schemas the browser checks each answer with
 * (lib/scenarios/answers.ts); only the engine's result, which the client never parses, is
 * typed by the engine.
 */

/**
 * A saved scenario: what create, save, import, undelete and restoring a revision answer.
 *
 * @example
 * { id: "k3x…", version: 2, scenario: { name: "8×H100", … }, checklist: { load: "on-prem" }, updatedAt: "2026-12-01T09:30:00.000Z" }
 */
export type ScenarioResponse = SavedScenarioResponse;

/** `GET /api/scenarios/:id`: the saved scenario and its computed result. */
export type ScenarioWithResultResponse = ScenarioResponse & { result: TcoResult };

/** One row of the scenario list: enough to choose, with the headline figures in `currency` (ISO 4217). */
export type ScenarioListItem = z.infer<typeof scenarioListRowSchema> & Headline;

/**
 * `GET /api/scenarios`: one page of the list, and where it sits among the rest.
 *
 * @example
 * { scenarios: [ … 50 rows … ], total: 10000, page: 2, pageSize: 50, pageCount: 200 }
 */
export type ScenarioListResponse = Omit<z.infer<typeof scenarioListResponseSchema>, "scenarios"> & {
  scenarios: ScenarioListItem[];
};

/** `GET /api/scenarios/:id/revisions`: newest first, a page at a time. */
export type RevisionListResponse = RevisionsResponse;

/** `POST /api/tco`: the model's result, nothing saved. */
export type TcoResponse = TcoResult;

/** Every refusal (4xx, 503). */
export type ErrorResponse = ErrorsResponse;

export type { ConflictResponse };

const scenarioLocation = (id: string) => `/api/scenarios/${id}`;

/**
 * The one answer of every route that returns a saved scenario. `created` answers 201 with its
 * Location; `withResult` adds the computed result (placed before `updatedAt`, as GET always had it);
 * `also` adds what else the route answers with the scenario (a bill import's `bill`), last.
 *
 * @example
 * scenarioResponse(stored);                         // 200 { id, version, scenario, checklist, updatedAt }
 * scenarioResponse(stored, { created: true });      // 201, Location: /api/scenarios/<id>
 * scenarioResponse(stored, { withResult: true });   // 200 { id, version, scenario, checklist, result, updatedAt }
 */
export function scenarioResponse(
  stored: StoredScenario,
  options: { created?: boolean; withResult?: boolean; also?: Record<string, unknown> } = {},
): Response {
  if (options.withResult && !options.created) return readResponse(stored);
  const body: ScenarioResponse | ScenarioWithResultResponse = {
    id: stored.id,
    version: stored.version,
    scenario: stored.scenario,
    checklist: stored.checklist,
    ...(options.withResult && { result: computeTco(stored.scenario) }),
    updatedAt: stored.updatedAt.toISOString(),
    ...options.also,
  };
  if (!options.created) return Response.json(body);
  return Response.json(body, { status: 201, headers: { Location: scenarioLocation(stored.id) } });
}

/**
 * Read answers by revision: a saved version never changes, so its computed answer is kept rather
 * than recomputed (sensitivity, utilization break-even, 121 months serialized) on every read.
 * The key holds the update time too, so an id reused by an import can never match. A few hundred
 * answers of about 100 KB each bound the memory.
 */
const READ_CACHE_SIZE = 200;
const readCache = new Map<string, string>();

function readResponse(stored: StoredScenario): Response {
  const key = `${stored.id}\u0000${stored.version}\u0000${stored.updatedAt.getTime()}`;
  let body = readCache.get(key);
  if (body === undefined) {
    const fresh: ScenarioWithResultResponse = {
      id: stored.id,
      version: stored.version,
      scenario: stored.scenario,
      checklist: stored.checklist,
      result: computeTco(stored.scenario),
      updatedAt: stored.updatedAt.toISOString(),
    };
    body = JSON.stringify(fresh);
    if (readCache.size >= READ_CACHE_SIZE) readCache.delete(readCache.keys().next().value!);
  } else {
    readCache.delete(key);
  }
  readCache.set(key, body);
  return new Response(body, { headers: { "content-type": "application/json" } });
}

/**
 * `GET /api/scenarios/:id?uncertainty=1`: the saved scenario with its result, Monte Carlo
 * included, computed once per revision on the simulation pool (a 503 with Retry-After when its
 * queue is full).
 */
export async function simulatedResponse(stored: StoredScenario): Promise<Response> {
  const result = await revisionResult({ scenarioId: stored.id, version: stored.version, scenario: stored.scenario });
  const body: ScenarioWithResultResponse = {
    id: stored.id,
    version: stored.version,
    scenario: stored.scenario,
    checklist: stored.checklist,
    result,
    updatedAt: stored.updatedAt.toISOString(),
  };
  return Response.json(body);
}

/** `GET /api/scenarios`: a page of live scenarios with their headline figures, computed for that page only. */
export function scenarioListResponse(page: ScenarioPage): Response {
  const body: ScenarioListResponse = {
    scenarios: page.scenarios.map((s) => ({
      id: s.id,
      name: s.scenario.name,
      currency: s.scenario.currency,
      updatedAt: s.updatedAt.toISOString(),
      version: s.version,
      ...headline(s.scenario),
    })),
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    pageCount: page.pageCount,
  };
  return Response.json(body);
}

/** `GET /api/scenarios/:id/revisions`: `revisions` is one page; `olderExist` says whether a page follows it. */
export function revisionListResponse(revisions: RevisionSummary[], olderExist = false): Response {
  const body: RevisionListResponse = {
    revisions: revisions.map((r) => ({
      version: r.version,
      name: r.name,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      savedBy: r.savedBy,
    })),
    nextBefore: olderExist ? (revisions.at(-1)?.version ?? null) : null,
  };
  return Response.json(body);
}

/** 409: the save or restore was made over `currentVersion`, which someone saved in the meantime. */
export function conflictResponse(message: string, currentVersion: number): Response {
  const body: ConflictResponse = { errors: [{ path: "version", code: "conflict", message }], currentVersion };
  return Response.json(body, { status: 409 });
}
