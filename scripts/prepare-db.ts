// Migrates the database and seeds the presets into an empty one. Run through tsx with the
// react-server condition, so that lib/data's "server-only" guard lets it in.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import Database from "better-sqlite3";
import { databasePath } from "@/lib/env";
import { envOrExit, fail } from "./lib/cli";
import { seedPresets } from "@/lib/data/seed";


// Only the default location is ours to create; a folder named in DATABASE_URL must exist.
if (!process.env.DATABASE_URL) mkdirSync("data", { recursive: true });

const env = envOrExit();

// Migrating a read-only file fails with Prisma's bare "External error"; say what is wrong instead.
const path = databasePath(env.DATABASE_URL);
try {
  if (existsSync(path)) accessSync(path, constants.W_OK);
} catch {
  fail(`The database at ${path} is read-only. Make it writable (its permissions, or \`chattr -i\`) and start again.`);
}

const migrate = spawnSync("node_modules/.bin/prisma", ["migrate", "deploy"], {
  env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
  encoding: "utf8",
});
if (migrate.status !== 0) {
  fail(`Could not migrate the database at ${databasePath(env.DATABASE_URL)}:\n${migrate.stdout}${migrate.stderr}`);
}

// WAL lets readers carry on while one request writes; the mode is stored in the file itself.
const sqlite = new Database(databasePath(env.DATABASE_URL));
sqlite.pragma("journal_mode = WAL");
sqlite.close();

const seeded = await seedPresets();
console.log(
  seeded > 0
    ? `→ Database ready at ${databasePath(env.DATABASE_URL)}; seeded ${seeded} preset scenarios`
    : `→ Database ready at ${databasePath(env.DATABASE_URL)}`,
);
