import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";

/** Migrates the run's own SQLite file before any test, and removes it afterwards. */
export default function setup() {
  const file = process.env.TCO_TEST_DATABASE!;
  execFileSync("node_modules/.bin/prisma", ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${file}` },
    stdio: "pipe",
  });
  return () => {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  };
}
