import { describe, expect, test, vi } from "vitest";
import { getDb } from "@/lib/db";
import type {
  RevisionListResponse,
  ScenarioResponse as Saved,
  ScenarioWithResultResponse,
} from "@/lib/scenarios/response";
import { computeTco } from "@/lib/tco";
import { call, jsonRequest, params, request, scenarioJson, uniqueName } from "@/scripts/test-support/http";
import { POST as create } from "../route";
import { POST as restoreRevision } from "./revisions/[version]/restore/route";
import { GET as listRevisions } from "./revisions/route";
import type { ErrorResponse } from "@/lib/scenarios/response";
import { DELETE, GET, PUT } from "./route";
import { POST as undelete } from "./undelete/route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

type Errors = ErrorResponse & { currentVersion?: number };

const at = (id: string) => `/api/scenarios/${id}`;

async function createScenario(name: string, checklist: Record<string, string> = {}): Promise<Saved> {
  const { response } = await call(() =>
    create(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(name), checklist })),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Saved;
}

const get = (id: string) => GET(request("GET", at(id)), params({ id }));
const put = (id: string, body: unknown) => call(() => PUT(jsonRequest("PUT", at(id), body), params({ id })));
const remove = (id: string) => call(() => DELETE(request("DELETE", at(id)), params({ id })));
const revisionsResponse = (id: string) => listRevisions(request("GET", `${at(id)}/revisions`), params({ id }));
async function revisions(id: string) {
  const response = await revisionsResponse(id);
  return { status: response.status, body: (await response.json()) as RevisionListResponse };
}
const restore = (id: string, version: string) =>
  call(() => restoreRevision(request("POST", `${at(id)}/revisions/${version}/restore`), params({ id, version })));
const undo = (id: string) => call(() => undelete(request("POST", `${at(id)}/undelete`), params({ id })));

async function current(id: string): Promise<ScenarioWithResultResponse> {
  const response = await get(id);
  expect(response.status).toBe(200);
  return (await response.json()) as ScenarioWithResultResponse;
}

describe("/api/scenarios/:id", () => {
  test("the whole life of a scenario: create, read, save, conflict, history, restore, delete, undelete", async () => {
    const name = uniqueName("lifecycle");
    const created = await createScenario(name, { load: "on-prem", regions: "cloud" });

    // GET answers with the saved inputs and their result.
    const first = await current(created.id);
    expect(first.version).toBe(1);
    expect(first.scenario).toEqual(created.scenario);
    expect(first.result.totals).toEqual(computeTco(created.scenario).totals);

    // A save from the current version wins and bumps the version.
    const edited = { ...created.scenario, name: `${name} v2`, horizonYears: 5 };
    const saved = await put(created.id, { version: 1, scenario: edited });
    expect(saved.response.status).toBe(200);
    expect(saved.revalidated).toEqual(["/"]);
    const savedBody = (await saved.response.json()) as Saved;
    expect(savedBody.version).toBe(2);
    expect(savedBody.scenario.horizonYears).toBe(5);
    // A save without a checklist keeps the one saved before.
    expect(savedBody.checklist).toEqual(created.checklist);
    expect((await current(created.id)).result.months).toHaveLength(5 * 12 + 1);

    // A save from a stale version conflicts, says which version is current and changes nothing.
    const stale = await put(created.id, { version: 1, scenario: { ...created.scenario, name: `${name} lost` } });
    expect(stale.response.status).toBe(409);
    const conflict = (await stale.response.json()) as Errors;
    expect(conflict.currentVersion).toBe(2);
    expect(conflict.errors[0]?.path).toBe("version");
    expect(stale.revalidated).toEqual([]);
    const afterConflict = await current(created.id);
    expect(afterConflict.version).toBe(2);
    expect(afterConflict.scenario).toEqual(savedBody.scenario);

    // Every version is in the history, newest first.
    const history = await revisions(created.id);
    expect(history.status).toBe(200);
    expect(history.body.revisions.map((r) => [r.version, r.name])).toEqual([
      [2, `${name} v2`],
      [1, name],
    ]);

    // Restoring version 1 saves its inputs as version 3; version 2 stays in the history.
    const restored = await restore(created.id, "1");
    expect(restored.response.status).toBe(200);
    expect(restored.revalidated).toEqual(["/"]);
    const restoredBody = (await restored.response.json()) as Saved;
    expect(restoredBody.version).toBe(3);
    // The restored checklist comes with it, so the editor has the whole version in one answer.
    expect(restoredBody.checklist).toEqual(created.checklist);
    const afterRestore = await current(created.id);
    expect(afterRestore.version).toBe(3);
    expect(afterRestore.scenario).toEqual(created.scenario);
    expect(afterRestore.checklist).toEqual(created.checklist);
    const historyAfterRestore = (await revisions(created.id)).body.revisions;
    expect(historyAfterRestore.map((r) => r.version)).toEqual([3, 2, 1]);
    expect(historyAfterRestore[0]?.note).toBe("Restored from version 1");

    // Delete hides it from every endpoint; a second delete finds nothing.
    const deleted = await remove(created.id);
    expect(deleted.response.status).toBe(204);
    expect(await deleted.response.text()).toBe("");
    expect(deleted.revalidated).toEqual(["/"]);
    expect((await get(created.id)).status).toBe(404);
    expect((await revisions(created.id)).status).toBe(404);
    expect((await put(created.id, { version: 3, scenario: created.scenario })).response.status).toBe(404);
    expect((await restore(created.id, "1")).response.status).toBe(404);
    expect((await remove(created.id)).response.status).toBe(404);

    // Undelete brings it back exactly as it was.
    const undone = await undo(created.id);
    expect(undone.response.status).toBe(200);
    expect(undone.revalidated).toEqual(["/"]);
    expect(((await undone.response.json()) as Saved).version).toBe(3);
    const back = await current(created.id);
    expect(back.scenario).toEqual(created.scenario);
    expect((await revisions(created.id)).body.revisions).toHaveLength(3);
  });

  test("an unknown id answers 404 on every endpoint", async () => {
    const id = "no-such-scenario";
    const notFound = { errors: [{ path: "", code: "not_found", message: "Not found" }] };
    const responses = [
      await get(id),
      (await put(id, { version: 1, scenario: scenarioJson("x") })).response,
      (await remove(id)).response,
      await revisionsResponse(id),
      (await restore(id, "1")).response,
      (await undo(id)).response,
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
  });

  test("restoring a version that does not exist answers 404; one that is not a number answers 400", async () => {
    const { id } = await createScenario(uniqueName("restore bounds"));
    expect((await restore(id, "7")).response.status).toBe(404);
    for (const version of ["0", "1.5", "abc"]) {
      const { response } = await restore(id, version);
      expect(response.status).toBe(400);
      expect(((await response.json()) as Errors).errors[0]?.path).toBe("version");
    }
    expect((await current(id)).version).toBe(1);
  });

  test("an invalid save answers 400 with paths under scenario. and changes nothing", async () => {
    const name = uniqueName("invalid save");
    const created = await createScenario(name);
    const scenario = { ...created.scenario, name: `${name} bad`, horizonYears: 11 };
    const { response } = await put(created.id, { version: 1, scenario });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Errors).errors).toEqual([
      { path: "scenario.horizonYears", code: "out_of_range", message: expect.stringContaining("horizonYears") },
    ]);
    const after = await current(created.id);
    expect(after.version).toBe(1);
    expect(after.scenario).toEqual(created.scenario);
    expect(await getDb().revision.count({ where: { scenarioId: created.id } })).toBe(1);
  });

  test("a save needs a whole version of 1 or more and no stray keys", async () => {
    const created = await createScenario(uniqueName("envelope"));
    const paths = async (body: unknown) => {
      const { response } = await put(created.id, body);
      expect(response.status).toBe(400);
      return ((await response.json()) as Errors).errors.map((e) => e.path);
    };
    expect(await paths({ scenario: created.scenario })).toEqual(["version"]);
    expect(await paths({ version: "1", scenario: created.scenario })).toEqual(["version"]);
    expect(await paths({ version: 0, scenario: created.scenario })).toEqual(["version"]);
    expect(await paths({ version: 1, scenario: created.scenario, id: created.id })).toEqual(["id"]);
    expect((await current(created.id)).version).toBe(1);
  });

  test("two saves racing from the same version: exactly one wins, the other conflicts", async () => {
    const name = uniqueName("race");
    const created = await createScenario(name);
    const [a, b] = await Promise.all(
      ["a", "b"].map((who) =>
        put(created.id, { version: 1, scenario: { ...created.scenario, name: `${name} ${who}` } }),
      ),
    );
    const statuses = [a!.response.status, b!.response.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a!.response.status === 409 ? a! : b!;
    const winner = a!.response.status === 200 ? a! : b!;
    expect(((await loser.response.json()) as Errors).currentVersion).toBe(2);
    const winnerName = ((await winner.response.json()) as Saved).scenario.name;

    const after = await current(created.id);
    expect(after.version).toBe(2);
    expect(after.scenario.name).toBe(winnerName);
    expect((await revisions(created.id)).body.revisions.map((r) => r.version)).toEqual([2, 1]);
  });

  test("many saves racing from the same version still leave one new version", async () => {
    const created = await createScenario(uniqueName("stampede"));
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        put(created.id, { version: 1, scenario: { ...created.scenario, name: `stampede ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.response.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.response.status === 409)).toHaveLength(7);
    expect(await getDb().revision.count({ where: { scenarioId: created.id } })).toBe(2);
  });
});
