// `npm run backup [-- <file>]`: a consistent copy of the database, taken with SQLite's online
// backup API (pg_dump on PostgreSQL) so the app can keep serving (and saving) meanwhile.
// Restoring is in README.md.
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import { databasePath, isPostgresUrl } from "@/lib/env";
import { envOrExit, fail } from "./lib/cli";
import { readArgs, UsageError } from "./lib/cli-args";

const USAGE =
  "Usage: npm run backup [-- <backup file>]   (default: data/backups/tco-<timestamp>.db, or .dump on PostgreSQL)";

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The backup file named on the command line, if one is; anything else on it ends with the usage. */
function fileArgument(): string | undefined {
  try {
    const { positionals } = readArgs(process.argv.slice(2), {});
    // "-" stands for stdout, which cannot take a database file.
    if (positionals.length <= 1 && positionals[0] !== "-") return positionals[0];
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
  }
  fail(USAGE);
}

const file = fileArgument();

const env = envOrExit();
const postgres = isPostgresUrl(env.DATABASE_URL);
const source = postgres ? "" : databasePath(env.DATABASE_URL);
if (!postgres && !existsSync(source))
  fail(`There is no database at ${source} to back up. Is DATABASE_URL (${env.DATABASE_URL}) right?`);

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
// npm runs scripts in the project folder: a path given on the command line is relative to where
// the command was typed (INIT_CWD); the default sits beside the default database.
const target =
  file === undefined
    ? resolve(`data/backups/tco-${stamp}.${postgres ? "dump" : "db"}`)
    : resolve(process.env.INIT_CWD ?? ".", file);
if (existsSync(target)) fail(`${target} already exists; a backup never overwrites a file.`);
if (file === undefined) mkdirSync(dirname(target), { recursive: true });
else if (!existsSync(dirname(target))) fail(`The folder ${dirname(target)} does not exist.`);

if (postgres) {
  // Loaded only here: SQLite backups don't pay for the pg driver.
  const { backupPostgres } = await import("./lib/postgres-backup");
  await backupPostgres(env.DATABASE_URL, target);
  console.log(target);
  process.exit(0);
}

// Written under a temporary name and renamed once verified, so a file with the final name is
// always a complete, checked backup, even if this is interrupted.
const partial = `${target}.partial`;
let summary: { scenarios: number; revisions: number };
try {
  // timeout: wait out the app's write lock instead of failing with SQLITE_BUSY.
  const db = new Database(source, { fileMustExist: true, timeout: 5000 });
  try {
    // After the first step, copy every remaining page in one step: a write by the app between
    // steps restarts the copy, and small steps could keep restarting on a busy server.
    await db.backup(partial, { progress: ({ totalPages }) => totalPages });
  } finally {
    db.close();
  }
  const copy = new Database(partial, { fileMustExist: true });
  try {
    // One self-contained file, with no -wal or -shm beside it; `npm start` turns WAL back on.
    copy.pragma("journal_mode = DELETE");
    const integrity = copy.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new Error(`the copy fails integrity_check: ${String(integrity)}`);
    summary = copy
      .prepare<[], { scenarios: number; revisions: number }>(
        'SELECT (SELECT COUNT(*) FROM "Scenario") AS scenarios, (SELECT COUNT(*) FROM "Revision") AS revisions',
      )
      .get()!;
  } finally {
    copy.close();
  }
} catch (error) {
  rmSync(partial, { force: true });
  fail(`Could not back up ${source}: ${reason(error)}`);
}
renameSync(partial, target);

console.log(
  `✔ Backed up ${summary.scenarios} scenarios (${summary.revisions} revisions) from ${source}; integrity_check: ok`,
);
// The path alone on the last line, for scripts: `npm run --silent backup | tail -n 1`.
console.log(target);
