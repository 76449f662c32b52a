import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Tests that touch the database share one fresh SQLite file per run, migrated by the global setup.
process.env.TCO_TEST_DATABASE ??= join(tmpdir(), `gpu-tco-unit-${Date.now()}-${process.pid}.db`);

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // Tests run on the server side of the line that "server-only" guards.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts", "components/**/*.test.ts"],
    // The fault tests start real servers and kill them; they run as their own step (vitest.faults.config.ts).
    exclude: [...configDefaults.exclude, "scripts/faults/**"],
    environment: "node",
    // Generous: PDF renders and child processes share two cores with builds and browsers.
    testTimeout: 30_000,
    globalSetup: ["./scripts/vitest-global-setup.ts"],
    env: { DATABASE_URL: `file:${process.env.TCO_TEST_DATABASE}`, NODE_ENV: "test" },
  },
});
