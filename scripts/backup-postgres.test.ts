/**
 * `npm run backup` on PostgreSQL, and the restore README.md describes. Runs in `npm test`'s
 * PostgreSQL pass, on the run's own database.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { isPostgresUrl } from "@/lib/env";
import { createScenario } from "@/lib/scenarios/store";
import { DEFAULT_WORKSPACE_ID } from "@/lib/accounts/workspaces-store";
import { presets } from "@/lib/tco/presets";
import { scenarioSchema } from "@/lib/scenarios/schema";

const url = process.env.DATABASE_URL ?? "";
// In the PostgreSQL pass only (vitest.config.ts); run on SQLite by hand, it fails instead of skipping.
if (!isPostgresUrl(url))
  throw new Error("backup-postgres.test.ts needs the PostgreSQL pass: DATABASE_URL is not PostgreSQL");
const dir = mkdtempSync(join(tmpdir(), "gpu-tco-pg-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backup = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ["node_modules/.bin/tsx", "--conditions=react-server", "scripts/backup.ts", ...args], {
    env: { ...process.env, DATABASE_URL: url, INIT_CWD: dir, ...env },
    encoding: "utf8",
  });

async function query<T extends pg.QueryResultRow>(database: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const ROWS = 'SELECT id, version, inputs FROM "Scenario" ORDER BY id';

describe("npm run backup on PostgreSQL", () => {
  test("dumps with pg_dump, and pg_restore into an empty database gives back every scenario", async () => {
    await createScenario(
      { workspaceId: DEFAULT_WORKSPACE_ID, authorId: null },
      scenarioSchema.parse({ ...presets[0]!.scenario, name: "backed up on PostgreSQL" }),
    );
    const result = backup(["tco.dump"]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split("\n").at(-1)).toBe(join(dir, "tco.dump"));
    expect(result.stdout).toMatch(/pg_restore --list: ok/);
    expect(result.stdout).not.toMatch(/:[^@/]*@.*password/);

    // The restore README.md gives: an empty database, then pg_restore.
    const restoredName = `restored_${process.pid}`;
    await query(url, `DROP DATABASE IF EXISTS ${restoredName}`);
    await query(url, `CREATE DATABASE ${restoredName}`);
    const restoredUrl = Object.assign(new URL(url), { pathname: `/${restoredName}` }).toString();
    const restore = spawnSync(
      "pg_restore",
      ["--no-owner", "--exit-on-error", `--dbname=${restoredUrl}`, join(dir, "tco.dump")],
      { encoding: "utf8" },
    );
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    const original = await query(url, ROWS);
    expect(original.length).toBeGreaterThan(0);
    expect(await query(restoredUrl, ROWS)).toEqual(original);
    expect(await query(restoredUrl, 'SELECT migration_name FROM "_prisma_migrations"')).toEqual(
      await query(url, 'SELECT migration_name FROM "_prisma_migrations"'),
    );
    await query(url, `DROP DATABASE ${restoredName}`);
  }, 60_000);

  test("without pg_dump: a plain message saying what to install, and no file", () => {
    // A PATH with node and nothing else.
    const bin = join(dir, "bin");
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, "node"));
    const result = backup(["none.dump"], { PATH: bin });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/pg_dump is not installed.*postgresql-client/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
