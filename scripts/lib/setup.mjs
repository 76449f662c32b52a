// Steps shared by `npm start`, `npm test` and the e2e server. Plain ESM JavaScript on purpose:
// these run before node_modules (and so tsx) may exist.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const root = new URL("../..", import.meta.url).pathname;
export const bin = (name) => join(root, "node_modules", ".bin", name);

/** Runs a command in the project root, inheriting stdio; exits the process if it fails. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    if (!options.allowFailure) {
      console.error(`\n✖ ${[cmd, ...args].join(" ")} failed (exit ${result.status ?? result.signal})`);
      process.exit(result.status || 1);
    }
  }
  return result.status ?? 1;
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "generated" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const isStale = (target, sources) => {
  if (!existsSync(join(root, target))) return true;
  const built = statSync(join(root, target)).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
};

/** Installs node modules from the lock file when they are missing or older than the lock. */
export function ensureDependencies() {
  if (!isStale("node_modules/.package-lock.json", ["package-lock.json"])) return;
  console.log("→ Installing dependencies (npm ci)…");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

// One generated client per provider; prisma.config.ts picks the schema from DATABASE_URL, and
// generating connects to nothing, so any URL of the right kind will do.
const PRISMA_CLIENTS = [
  { output: "lib/generated/prisma/client.ts", schema: "prisma/schema.prisma", url: "file:./data/tco.db" },
  {
    output: "lib/generated/prisma-postgresql/client.ts",
    schema: "prisma/postgresql/schema.prisma",
    url: "postgresql://generate@localhost/generate",
  },
];

/** Generates the Prisma clients (SQLite and PostgreSQL) when missing or older than their schema. */
export function ensurePrismaClient() {
  for (const { output, schema, url } of PRISMA_CLIENTS) {
    if (!isStale(output, [schema, "node_modules/.package-lock.json"])) continue;
    console.log(`→ Generating the Prisma client for ${schema}…`);
    run(bin("prisma"), ["generate"], { env: { ...process.env, DATABASE_URL: url } });
  }
}

/** Migrates the database (creating it if needed) and seeds the presets when it is empty. */
export function prepareDatabase(env = process.env) {
  run(bin("tsx"), ["--conditions=react-server", "scripts/prepare-db.ts"], { env });
}

const BUILD_SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "next.config.ts",
  "proxy.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
];

/** Builds the production app when there is no build or a source changed since the last one. */
export function ensureBuild(env = process.env) {
  if (!isStale(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`, BUILD_SOURCES)) return;
  console.log("→ Building the app (next build)…");
  run(bin("next"), ["build"], { env: { ...env, NEXT_TELEMETRY_DISABLED: "1" } });
}
