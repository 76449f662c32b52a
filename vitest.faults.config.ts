import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The fault tests (scripts/faults): real servers killed, raced, backed up and starved of their
// database. Slow, so they run apart from the unit tests:
//   npx vitest run --config vitest.faults.config.ts
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    include: ["scripts/faults/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./scripts/faults/global-setup.ts"],
    // One file at a time: each runs servers and load, and two cores are all there is.
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
