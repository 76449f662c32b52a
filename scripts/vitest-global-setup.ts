import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * Migrates the run's own database before any test: a new SQLite file, removed afterwards, or the
 * empty PostgreSQL database named by TCO_TEST_DATABASE_URL (whose cluster `npm test` removes).
 */
export default function setup() {
  const file = process.env.TCO_TEST_DATABASE!;
  const url = process.env.TCO_TEST_DATABASE_URL || `file:${file}`;
  execFileSync("node_modules/.bin/prisma", ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "pipe",
  });
  return () => {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  };
}
