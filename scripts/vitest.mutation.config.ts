import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The unit tests of the model and the schemas, for `npm run mutation` (scripts/stryker.config.mjs).
// None of them opens the database, so unlike vitest.config.ts there is no global setup to migrate
// one: Stryker runs these tests for every mutant, and every second saved counts.
export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("..", import.meta.url)) },
  },
  test: {
    root: fileURLToPath(new URL("..", import.meta.url)),
    include: ["lib/tco/**/*.test.ts", "lib/validation/**/*.test.ts"],
    environment: "node",
    // The property tests run 25 random scenarios each instead of 200: every mutant they cover runs
    // them, and a wrong formula fails on most scenarios, not one in a hundred.
    env: { PROPERTY_RUNS: "25" },
    testTimeout: 60_000,
  },
});
