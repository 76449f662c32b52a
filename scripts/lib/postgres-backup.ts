// `npm run backup` on PostgreSQL: pg_dump's custom format, a consistent snapshot taken in one
// transaction while the app keeps serving. Restoring is in README.md.
import { spawnSync } from "node:child_process";
import { renameSync, rmSync } from "node:fs";
import pg from "pg";
import { redactedUrl } from "@/lib/env";
import { fail } from "./cli";

/**
 * libpq's environment for a URL, so that the password never appears on a command line (where
 * `ps` would show it). Prisma-only query parameters such as `schema` are left out.
 */
export function libpqEnv(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(parsed.hostname || "localhost"),
    PGPORT: parsed.port || "5432",
    PGDATABASE: decodeURIComponent(parsed.pathname.replace(/^\//, "")),
  };
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslmode = parsed.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

async function counts(url: string): Promise<{ scenarios: number; revisions: number }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ scenarios: number; revisions: number }>(
      'SELECT (SELECT COUNT(*) FROM "Scenario")::int AS scenarios, (SELECT COUNT(*) FROM "Revision")::int AS revisions',
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/** Dumps the database at `url` into `target` (written as `target.partial`, renamed once checked). */
export async function backupPostgres(url: string, target: string): Promise<void> {
  const version = spawnSync("pg_dump", ["--version"], { encoding: "utf8" });
  if (version.error) {
    fail(
      "pg_dump is not installed, and backing up PostgreSQL needs it. Install the client tools (Debian: apt-get " +
        "install postgresql-client, the same major version as the server or newer) and try again.",
    );
  }
  let summary: { scenarios: number; revisions: number };
  try {
    summary = await counts(url);
  } catch (error) {
    fail(`Could not reach the database ${redactedUrl(url)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const partial = `${target}.partial`;
  const env = { ...process.env, ...libpqEnv(url) };
  const dump = spawnSync("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`], {
    env,
    encoding: "utf8",
  });
  if (dump.status !== 0) {
    rmSync(partial, { force: true });
    fail(`pg_dump could not back up ${redactedUrl(url)}:\n${dump.stderr.trim()}`);
  }
  // The archive must be readable and hold the app's tables before it gets its final name.
  const list = spawnSync("pg_restore", ["--list", partial], { encoding: "utf8" });
  const tables = ["Scenario", "Revision", "Share"].filter((table) =>
    new RegExp(`TABLE DATA public "?${table}"? `).test(list.stdout),
  );
  if (list.status !== 0 || tables.length !== 3) {
    rmSync(partial, { force: true });
    fail(
      `The dump of ${redactedUrl(url)} could not be read back (pg_restore --list): ${list.stderr.trim() || "tables missing"}`,
    );
  }
  renameSync(partial, target);
  console.log(
    `✔ Backed up ${redactedUrl(url)} with ${version.stdout.trim()} (${summary.scenarios} scenarios, ` +
      `${summary.revisions} revisions when it began); pg_restore --list: ok`,
  );
}
