import { describe, expect, test } from "vitest";
import { getDb } from "@/lib/db";
import { listScenarioPage } from "./list-store";
import { createScenario, deleteScenario, freeName, listRevisions, updateScenario } from "./store";
import { presets } from "@/lib/tco/presets";
import { scenarioSchema } from "@/lib/scenarios/schema";
import { testOwner } from "@/scripts/test-support/http";

// The data layer takes the workspace a write lands in and who makes it; this file's own owner's.
const scope = { workspaceId: testOwner.workspaceId, authorId: testOwner.id };
const ws = scope.workspaceId;

describe("freeName", () => {
  test.each([
    ["Plan", [], "Plan"],
    ["Plan", ["Plan"], "Plan (2)"],
    ["Plan", ["Plan", "Plan (2)", "Plan (3)"], "Plan (4)"],
    ["Plan", ["Plan", "Plan (3)"], "Plan (2)"],
    ["Plan (2)", ["Plan", "Plan (2)"], "Plan (3)"],
    ["Plan (2)", ["Plan"], "Plan (2)"],
    ["plan", ["Plan"], "plan"],
  ] as const)("%s among %j is %s", (name, taken, expected) => expect(freeName(name, taken)).toBe(expected));

  test("a name at the length limit is shortened to make room for its number", () => {
    const long = "x".repeat(120);
    const free = freeName(long, [long]);
    expect(free).toHaveLength(120);
    expect(free.endsWith(" (2)")).toBe(true);
  });
});

describe("createScenario", () => {
  const tag = `Twins ${Date.now()}`;
  const preset = scenarioSchema.parse({ ...presets[0]!.scenario, name: tag });

  test("a scenario made twice from one preset gets a numbered name, so the list has no twins", async () => {
    const first = await createScenario(scope, preset);
    const second = await createScenario(scope, preset, {}, "from a preset");
    const third = await createScenario(scope, { ...preset, name: `${tag} (2)` });
    expect([first.scenario.name, second.scenario.name, third.scenario.name]).toEqual([tag, `${tag} (2)`, `${tag} (3)`]);
    const names = (await listScenarioPage(ws, { q: tag, sort: "name-asc", page: 1 })).scenarios.map(
      (s) => s.scenario.name,
    );
    expect(new Set(names).size).toBe(names.length);
  });

  test("a deleted scenario's name is free again", async () => {
    const name = `${tag} deleted`;
    const gone = await createScenario(scope, { ...preset, name });
    await deleteScenario(scope, gone.id);
    expect((await createScenario(scope, { ...preset, name })).scenario.name).toBe(name);
  });
});

const scenario = (name: string) => scenarioSchema.parse({ ...presets[0]!.scenario, name });

// Runs on SQLite and, in `npm test`, on PostgreSQL, where the two saves really run at once on
// two connections of the pool.
describe("updateScenario", () => {
  test("two saves from the same version at once: one is saved, the other gets the winner's version as a conflict", async () => {
    const { id } = await createScenario(scope, scenario("raced in the data layer"));
    const ROUNDS = 15;
    for (let round = 0; round < ROUNDS; round++) {
      const version = round + 1;
      const results = await Promise.all([
        updateScenario(scope, id, version, scenario(`left ${round}`)),
        updateScenario(scope, id, version, scenario(`right ${round}`)),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, `round ${round}`).toEqual(["conflict", "ok"]);
      for (const result of results) {
        if (result.status === "ok") expect(result.scenario.version).toBe(version + 1);
        if (result.status === "conflict") expect(result.currentVersion).toBe(version + 1);
      }
    }
    const revisions = await listRevisions(ws, id);
    expect(revisions?.map((r) => r.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: ROUNDS + 1 }, (_, i) => i + 1),
    );
  }, 30_000);

  test("a save from a version someone else already replaced is a conflict naming the current version", async () => {
    const { id } = await createScenario(scope, scenario("stale"));
    expect((await updateScenario(scope, id, 1, scenario("first"))).status).toBe("ok");
    expect(await updateScenario(scope, id, 1, scenario("stale edit"))).toEqual({
      status: "conflict",
      currentVersion: 2,
    });
    expect(await updateScenario(scope, "no-such-id", 1, scenario("x"))).toEqual({ status: "not-found" });
  });

  test("a save that has to wait 3 s for the database's only free connection waits, instead of failing", async () => {
    const cache = globalThis as { prisma?: { $disconnect(): Promise<void> } };
    const shared = cache.prisma;
    const poolSize = process.env.DATABASE_POOL_SIZE;
    // One connection on PostgreSQL, as SQLite always has: a transaction holding it blocks every other.
    process.env.DATABASE_POOL_SIZE = "1";
    cache.prisma = undefined;
    try {
      const { id } = await createScenario(scope, scenario("waits its turn"));
      const held = getDb().$transaction(
        async (tx) => {
          await tx.scenario.count();
          await new Promise((resolve) => setTimeout(resolve, 3000));
        },
        { timeout: 10_000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const saved = await updateScenario(scope, id, 1, scenario("saved after the wait"));
      await held;
      expect(saved.status).toBe("ok");
    } finally {
      // The test's own one-connection client (getDb() made it; TypeScript can't see that).
      await (cache as { prisma?: { $disconnect(): Promise<void> } }).prisma?.$disconnect();
      cache.prisma = shared;
      if (poolSize === undefined) delete process.env.DATABASE_POOL_SIZE;
      else process.env.DATABASE_POOL_SIZE = poolSize;
    }
  }, 30_000);
});
