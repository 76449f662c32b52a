// Migrates the database and seeds the presets into an empty one. Run through tsx with the
// react-server condition, so that the stores' "server-only" guard lets them in.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import Database from "better-sqlite3";
import { databasePath, isPostgresUrl, redactedUrl } from "@/lib/env";
import { envOrExit, fail } from "./lib/cli";
import { lockPostgres } from "./lib/postgres-lock";
import { refreshNameKeys } from "@/lib/scenarios/list-store";
import { seedPresets } from "@/lib/scenarios/seed";

// Only the default location is ours to create; a folder named in DATABASE_URL must exist.
if (!process.env.DATABASE_URL) mkdirSync("data", { recursive: true });

const env = envOrExit();
const postgres = isPostgresUrl(env.DATABASE_URL);
const where = postgres
  ? `the PostgreSQL database ${redactedUrl(env.DATABASE_URL)}`
  : `the database at ${databasePath(env.DATABASE_URL)}`;

// Migrating a read-only file fails with Prisma's bare "External error"; say what is wrong instead.
if (!postgres) {
  const path = databasePath(env.DATABASE_URL);
  try {
    if (existsSync(path)) accessSync(path, constants.W_OK);
  } catch {
    fail(`The database at ${path} is read-only. Make it writable (its permissions, or \`chattr -i\`) and start again.`);
  }
}

// Instances starting together on one PostgreSQL take turns, so the presets are seeded once.
const unlock = postgres ? await lockPostgres(env.DATABASE_URL) : async () => {};
try {
  const migrate = spawnSync("node_modules/.bin/prisma", ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
    encoding: "utf8",
  });
  if (migrate.status !== 0) {
    // Prisma's own message is the line starting "Error:"; the rest is its engine's backtrace.
    const output = `${migrate.stdout}${migrate.stderr}`;
    const reason = output.split("\n").find((line) => line.startsWith("Error:")) ?? output;
    fail(`Could not migrate ${where}:\n${reason}`);
  }

  if (!postgres) {
    // WAL lets readers carry on while one request writes; the mode is stored in the file itself.
    const sqlite = new Database(databasePath(env.DATABASE_URL));
    sqlite.pragma("journal_mode = WAL");
    sqlite.close();
  }

  await refreshNameKeys();
  const seeded = await seedPresets();
  const ready = postgres
    ? `→ Database ready: ${redactedUrl(env.DATABASE_URL)}`
    : `→ Database ready at ${databasePath(env.DATABASE_URL)}`;
  console.log(seeded > 0 ? `${ready}; seeded ${seeded} preset scenarios` : ready);
} finally {
  await unlock();
}
// The PostgreSQL pool would keep the process alive for its idle timeout.
process.exit(0);
