import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "..");
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "gpu-tco-backup-"));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the backup script as `npm run backup` would, from `cwd` (npm's INIT_CWD). */
function backup(databaseFile: string, args: string[] = [], cwd = root) {
  return spawnSync(
    join(root, "node_modules/.bin/tsx"),
    ["--tsconfig", join(root, "tsconfig.json"), "--conditions=react-server", join(root, "scripts/backup.ts"), ...args],
    { cwd, env: { ...process.env, DATABASE_URL: `file:${databaseFile}`, INIT_CWD: cwd }, encoding: "utf8" },
  );
}

function database(): { dir: string; file: string } {
  const dir = tempDir();
  const file = join(dir, "tco.db");
  copyFileSync(process.env.TCO_TEST_DATABASE!, file);
  const db = new Database(file);
  db.prepare(
    `INSERT INTO "Scenario" (id, name, inputs, updatedAt, workspaceId) VALUES ('backed-up', 'Backed up', '{}', 0, 'default-workspace')`,
  ).run();
  db.close();
  return { dir, file };
}

const lastLine = (stdout: string) => stdout.trim().split("\n").at(-1);

describe("scripts/backup.ts", () => {
  test("writes a checked copy to the path given, relative to where the command was typed, and prints the path", () => {
    const { dir, file } = database();
    const result = backup(file, ["copy.db"], dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(lastLine(result.stdout)).toBe(join(dir, "copy.db"));
    expect(result.stdout).toMatch(/integrity_check: ok/);
    const copy = new Database(join(dir, "copy.db"), { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(copy.prepare(`SELECT name FROM "Scenario" WHERE id = 'backed-up'`).get()).toEqual({ name: "Backed up" });
    copy.close();
    // One self-contained file: nothing left beside it, no half-written file under another name.
    expect(readdirSync(dir).sort()).toEqual(["copy.db", "tco.db"]);
  });

  test("by default writes data/backups/tco-<timestamp>.db under the working folder", () => {
    const { dir, file } = database();
    const result = backup(file, [], dir);
    expect(result.status).toBe(0);
    const path = lastLine(result.stdout)!;
    expect(path).toMatch(
      new RegExp(`^${dir}/data/backups/tco-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z\\.db$`),
    );
    expect(existsSync(path)).toBe(true);
  });

  test("never overwrites a file", () => {
    const { dir, file } = database();
    expect(backup(file, ["copy.db"], dir).status).toBe(0);
    const again = backup(file, ["copy.db"], dir);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/copy\.db already exists; a backup never overwrites a file/);
  });

  test.each([
    [
      "the database is missing",
      "/tmp/gpu-tco-no-such-database.db",
      /There is no database at \/tmp\/gpu-tco-no-such-database\.db to back up/,
    ],
    [
      "DATABASE_URL points into a missing folder",
      "/no/such/folder/tco.db",
      /DATABASE_URL points into a folder that does not exist/,
    ],
    ["the file is not a database", import.meta.filename, /Could not back up .*: file is not a database/],
  ])("fails with a plain message, not a stack trace, when %s", (_, file, message) => {
    const dir = tempDir();
    const result = backup(file, ["copy.db"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(dir)).toEqual([]);
  });
});
