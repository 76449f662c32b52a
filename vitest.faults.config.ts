import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The fault tests (scripts/faults): real servers killed, raced, backed up and starved of their
// database. Slow, so they run apart from the unit tests:
//   npx vitest run --config vitest.faults.config.ts
// With TCO_TEST_POSTGRES_URL (a cluster's maintenance database, which `npm test` starts) it runs
// the PostgreSQL ones instead (scripts/faults/postgres): several instances on one database.
const postgres = Boolean(process.env.TCO_TEST_POSTGRES_URL);
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    include: postgres ? ["scripts/faults/postgres/*.test.ts"] : ["scripts/faults/*.test.ts"],
    environment: "node",
    globalSetup: ["./scripts/faults/global-setup.ts"],
    // One file at a time: each runs servers and load, and two cores are all there is.
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
