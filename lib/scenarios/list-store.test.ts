// Runs on SQLite and, in `npm test`, on PostgreSQL: the same rows must come back in the same order.
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "@/lib/db";
import { nameKey } from "@/lib/scenarios/name-key";
import { listScenarioPage, refreshNameKeys } from "./list-store";
import { createScenario, deleteScenario, updateScenario } from "./store";
import { signUpForTest } from "@/scripts/test-support/users";
import type { ScenarioSort } from "@/lib/scenarios/list-query";
import { presets } from "@/lib/tco/presets";
import { scenarioSchema } from "@/lib/scenarios/schema";

// A workspace of this file's alone, so totals and orders are exact.
const owner = await signUpForTest("owner");
const scope = { workspaceId: owner.workspaceId, authorId: owner.id };
const other = await signUpForTest("owner");

const scenario = (name: string) => scenarioSchema.parse({ ...presets[0]!.scenario, name });

// Chosen where the orders of SQLite (code points) and PostgreSQL's usual collations (en_US: case,
// spaces and punctuation ignored at first) part ways, and where LOWER() and LIKE fold only ASCII.
const NAMES = [
  "beta",
  "Alpha",
  "a b",
  "a-b",
  "ab",
  "Étude H100",
  "été plan",
  "100% owned",
  "1000 owned",
  "snake_case",
  "ZETA",
  "ﬁle server",
];

const ids = new Map<string, string>();
beforeAll(async () => {
  for (const name of NAMES) ids.set(name, (await createScenario(scope, scenario(name))).id);
  await createScenario({ workspaceId: other.workspaceId, authorId: other.id }, scenario("Alpha of another workspace"));
  const gone = await createScenario(scope, scenario("alpha deleted"));
  await deleteScenario(scope, gone.id);
});

const page = (q: string | undefined, sort: ScenarioSort = "name-asc", n = 1, size?: number) =>
  listScenarioPage(owner.workspaceId, { q, sort, page: n }, size);
const names = async (...args: Parameters<typeof page>) => (await page(...args)).scenarios.map((s) => s.scenario.name);

describe("listScenarioPage", () => {
  test("counts and lists only the workspace's live scenarios", async () => {
    const all = await page(undefined, "name-asc", 1, 100);
    expect(all.total).toBe(NAMES.length);
    expect(all.scenarios.map((s) => s.id).sort()).toEqual([...ids.values()].sort());
    expect(all).toMatchObject({ page: 1, pageSize: 100, pageCount: 1 });
  });

  test("by name: the folded names in code-point order, the same on both databases; descending is its reverse", async () => {
    const expected = [...NAMES].sort((a, b) => (nameKey(a) < nameKey(b) ? -1 : nameKey(a) > nameKey(b) ? 1 : 0));
    expect(await names(undefined, "name-asc", 1, 100)).toEqual(expected);
    expect(await names(undefined, "name-desc", 1, 100)).toEqual([...expected].reverse());
  });

  test("search is a case-insensitive substring of the name, beyond ASCII too", async () => {
    expect(await names("ALPHA")).toEqual(["Alpha"]);
    expect(await names("étude")).toEqual(["Étude H100"]);
    expect(await names("ÉTÉ")).toEqual(["été plan"]);
    expect(await names("h100")).toEqual(["Étude H100"]);
    // NFKC: the ligature matches the letters it stands for, and the other way round.
    expect(await names("file")).toEqual(["ﬁle server"]);
    expect(await names("ﬁ")).toEqual(["ﬁle server"]);
    // A decomposed é (e + combining accent), as some keyboards send it.
    expect(await names("e\u0301tude")).toEqual(["Étude H100"]);
  });

  test("% and _ in a search match themselves, not any text", async () => {
    expect(await names("100%")).toEqual(["100% owned"]);
    expect(await names("%")).toEqual(["100% owned"]);
    expect(await names("_")).toEqual(["snake_case"]);
    expect(await names("a_b")).toEqual([]);
    expect(await names("\\")).toEqual([]);
  });

  test("pages of a given size cover every row once, in order, with the total on each", async () => {
    const whole = await names(undefined, "name-asc", 1, 100);
    const pages = [
      await page(undefined, "name-asc", 1, 5),
      await page(undefined, "name-asc", 2, 5),
      await page(undefined, "name-asc", 3, 5),
    ];
    expect(pages.map((p) => p.scenarios.length)).toEqual([5, 5, 2]);
    expect(pages.every((p) => p.total === NAMES.length && p.pageCount === 3)).toBe(true);
    expect(pages.flatMap((p) => p.scenarios.map((s) => s.scenario.name))).toEqual(whole);
    expect(await page(undefined, "name-asc", 4, 5)).toMatchObject({ scenarios: [], total: NAMES.length, pageCount: 3 });
  });

  test("a search with no match has one empty page", async () => {
    expect(await page("no such scenario")).toMatchObject({ scenarios: [], total: 0, pageCount: 1 });
  });

  test("by last update: newest first by default order, oldest first ascending, ties broken by id", async () => {
    const [first] = (await page(undefined, "updated-asc", 1, 1)).scenarios;
    const saved = await updateScenario(scope, first!.id, first!.version, scenario(first!.scenario.name));
    expect(saved.status).toBe("ok");
    const newest = await page(undefined, "updated-desc", 1, 100);
    expect(newest.scenarios[0]!.id).toBe(first!.id);
    const key = (s: { updatedAt: Date; id: string }) => [s.updatedAt.getTime(), s.id] as const;
    const keys = newest.scenarios.map(key);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0));
    expect(keys).toEqual(sorted);
    expect((await page(undefined, "updated-asc", 1, 100)).scenarios.map((s) => s.id)).toEqual(
      newest.scenarios.map((s) => s.id).reverse(),
    );
  });

  test("a rename moves the scenario in the name order and in search", async () => {
    const id = ids.get("beta")!;
    const current = (await page("beta")).scenarios[0]!;
    const renamed = await updateScenario(scope, id, current.version, scenario("Omega beta"));
    expect(renamed.status).toBe("ok");
    expect(await names("OMEGA")).toEqual(["Omega beta"]);
    const after = await updateScenario(scope, id, current.version + 1, scenario("beta"));
    expect(after.status).toBe("ok");
  });
});

describe("refreshNameKeys", () => {
  test("refolds a key the database folded differently, without touching updatedAt", async () => {
    const id = ids.get("Étude H100")!;
    const db = getDb();
    // As the migration's LOWER() leaves it on SQLite: the É unfolded.
    await db.$executeRaw`UPDATE "Scenario" SET "nameKey" = ${"Étude h100"} WHERE "id" = ${id}`;
    const before = await db.scenario.findUniqueOrThrow({ where: { id }, select: { updatedAt: true } });
    expect(await names("étude")).toEqual([]);
    expect(await refreshNameKeys()).toBeGreaterThanOrEqual(1);
    expect(await names("étude")).toEqual(["Étude H100"]);
    expect(await db.scenario.findUniqueOrThrow({ where: { id }, select: { updatedAt: true } })).toEqual(before);
  });
});
