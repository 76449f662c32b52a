import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Tests that touch the database share one fresh SQLite file per run, migrated by the global setup,
// or the empty PostgreSQL database in TCO_TEST_DATABASE_URL (`npm test` runs them on both).
process.env.TCO_TEST_DATABASE ??= join(tmpdir(), `gpu-tco-unit-${Date.now()}-${process.pid}.db`);
const databaseUrl = process.env.TCO_TEST_DATABASE_URL || `file:${process.env.TCO_TEST_DATABASE}`;

// On PostgreSQL, the suites that go through the database: the client, every store and every route. Not the
// SQLite adapter's own tests, nor the fuzzer, whose exact row counts need a database to itself.
const POSTGRES_SUITES = [
  "lib/db/*.test.ts",
  "lib/**/*store.test.ts",
  "lib/scenarios/list-store.test.ts",
  "lib/scenarios/stored.test.ts",
  "app/**/*.test.ts",
  "prisma/**/*.test.ts",
  "scripts/*-postgres.test.ts",
];
// Tests that only make sense on one database live in files of their own, named *-sqlite.test.ts
// or *-postgres.test.ts, which stay out of the other pass: nothing skips itself in either.
const SQLITE_ONLY = [
  "lib/db/sqlite-adapter.test.ts",
  "app/api/fuzz.test.ts",
  "prisma/accounts-migration.test.ts",
  "**/*-sqlite.test.ts",
];
const POSTGRES_ONLY = ["**/*-postgres.test.ts"];
const postgres = Boolean(process.env.TCO_TEST_DATABASE_URL);

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // Tests run on the server side of the line that "server-only" guards.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    include: postgres
      ? POSTGRES_SUITES
      : [
          "lib/**/*.test.ts",
          "app/**/*.test.ts",
          "scripts/**/*.test.ts",
          "prisma/**/*.test.ts",
          // Component code's tests; a hook's names the DOM it needs (// @vitest-environment happy-dom).
          "components/**/*.test.{ts,tsx}",
        ],
    // The fault tests start real servers and kill them; they run as their own step (vitest.faults.config.ts).
    exclude: [...configDefaults.exclude, "scripts/faults/**", ...(postgres ? SQLITE_ONLY : POSTGRES_ONLY)],
    environment: "node",
    // Generous: PDF renders and child processes share two cores with builds and browsers.
    testTimeout: 30_000,
    globalSetup: ["./scripts/vitest-global-setup.ts"],
    // Each test file signs up users of its own (scripts/test-support/http.ts), each with a workspace.
    env: { DATABASE_URL: databaseUrl, NODE_ENV: "test", AUTH_OPEN_SIGNUP: "1" },
  },
});
