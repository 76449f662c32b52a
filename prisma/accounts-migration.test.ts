/**
 * The migration that brought accounts (20261201000000_accounts_workspaces), run on a SQLite
 * database that holds scenarios, revisions and share links saved before accounts existed: every
 * row is kept, every scenario lands in the default workspace, and the first account to sign up
 * becomes its owner and sees them.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, test } from "vitest";
import { getAuth } from "@/lib/accounts/server";
import { listScenarioPage } from "@/lib/scenarios/list-store";
import { listRevisions } from "@/lib/scenarios/store";
import { getSharedRevision } from "@/lib/sharing/store";
import { presets } from "@/lib/tco/presets";
import { DEFAULT_WORKSPACE_ID, listMemberships } from "@/lib/accounts/workspaces-store";

const migration = (name: string) =>
  readFileSync(join(import.meta.dirname, "migrations", name, "migration.sql"), "utf8");
const dir = mkdtempSync(join(tmpdir(), "gpu-tco-accounts-migration-"));
const saved = process.env.DATABASE_URL;
const cache = globalThis as { prisma?: unknown; prismaFile?: unknown };

afterAll(() => {
  process.env.DATABASE_URL = saved;
  cache.prisma = undefined;
  cache.prismaFile = undefined;
  rmSync(dir, { recursive: true, force: true });
});

test("scenarios saved before accounts move into the default workspace, whose owner the first account becomes", async () => {
  const file = join(dir, "tco.db");
  const db = new Database(file);
  db.exec(migration("20261129000000_init"));
  // Scenarios are read through the scenario schema, so the old rows hold a whole scenario.
  const inputs = JSON.stringify({ ...presets[0]!.scenario, name: "Old plan" });
  db.prepare(
    `INSERT INTO "Scenario" (id, name, inputs, version, updatedAt) VALUES ('old-1', 'Old plan', ?, 2, 1764547200000)`,
  ).run(inputs);
  db.prepare(
    `INSERT INTO "Scenario" (id, name, inputs, version, updatedAt, deletedAt) VALUES ('old-2', 'Deleted plan', ?, ` +
      `1, 1764547200000, 1764547300000)`,
  ).run(inputs);
  for (const [id, scenarioId, version] of [
    ["r1", "old-1", 1],
    ["r2", "old-1", 2],
    ["r3", "old-2", 1],
  ] as const) {
    db.prepare(`INSERT INTO "Revision" (id, scenarioId, version, name, inputs) VALUES (?, ?, ?, 'Old plan', ?)`).run(
      id,
      scenarioId,
      version,
      inputs,
    );
  }
  db.prepare(
    `INSERT INTO "Share" (token, scenarioId, version) VALUES ('an-old-share-token-of-24ch', 'old-1', 2)`,
  ).run();

  db.exec(migration("20261201000000_accounts_workspaces"));
  const rows = db
    .prepare<[], { id: string; workspaceId: string; version: number; deletedAt: unknown }>(
      `SELECT id, workspaceId, version, deletedAt FROM "Scenario" ORDER BY id`,
    )
    .all();
  expect(rows.map((r) => [r.id, r.workspaceId, r.version, r.deletedAt !== null])).toEqual([
    ["old-1", DEFAULT_WORKSPACE_ID, 2, false],
    ["old-2", DEFAULT_WORKSPACE_ID, 1, true],
  ]);
  expect(db.prepare(`SELECT count(*) AS n FROM "Revision" WHERE authorId IS NULL`).get()).toEqual({ n: 3 });
  expect(db.prepare(`SELECT id, name FROM "Organization"`).all()).toEqual([
    { id: DEFAULT_WORKSPACE_ID, name: "Team workspace" },
  ]);
  // The client below reads the columns later migrations added.
  for (const later of readdirSync(join(import.meta.dirname, "migrations"))
    .filter((name) => /^\d{14}_/.test(name) && name > "20261201000000_accounts_workspaces")
    .sort()) {
    db.exec(migration(later));
  }
  db.close();

  process.env.DATABASE_URL = `file:${file}`;
  cache.prisma = undefined;
  cache.prismaFile = undefined;
  const auth = await getAuth();
  const { user } = await auth.api.signUpEmail({
    body: { name: "First Person", email: "first@example.test", password: "a long enough password" },
  });
  expect(await listMemberships(user.id)).toEqual([
    { workspaceId: DEFAULT_WORKSPACE_ID, workspaceName: "Team workspace", role: "owner" },
  ]);
  expect(
    (await listScenarioPage(DEFAULT_WORKSPACE_ID, { sort: "updated-desc", page: 1 })).scenarios.map((s) => s.id),
  ).toEqual(["old-1"]);
  expect((await listRevisions(DEFAULT_WORKSPACE_ID, "old-1"))?.map((r) => [r.version, r.savedBy])).toEqual([
    [2, null],
    [1, null],
  ]);
  expect((await getSharedRevision("an-old-share-token-of-24ch"))?.version).toBe(2);

  // The second account to sign up does not become an owner of it too.
  const { user: second } = await auth.api.signUpEmail({
    body: { name: "Second Person", email: "second@example.test", password: "a long enough password" },
  });
  expect((await listMemberships(second.id)).map((m) => m.workspaceId)).not.toContain(DEFAULT_WORKSPACE_ID);
});
