import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { OWNER_STATE } from "./e2e/accounts";
import { TEST_IDP } from "./e2e/support/test-idp-users";
import { CHROMIUM_LAUNCH_OPTIONS } from "./scripts/lib/chromium.mjs";

// Each run gets its own database file and port. The config is evaluated again in every worker,
// which inherits these variables from the main process, so all agree on one server.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATABASE ??= join(tmpdir(), `gpu-tco-e2e-${Date.now()}-${process.pid}.db`);
process.env.E2E_IDP_PORT ??= String(Number(process.env.E2E_PORT) + 1);
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  // The OpenID Connect provider the app's single sign-on talks to (e2e/sso.spec.ts).
  globalSetup: "./e2e/support/global-setup.ts",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A test drives the production build through several pages and downloads while a second worker
  // and the server share the same two cores: 30 s ran out for the longest ones on a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    // Signs up the first account (the owner) once; every spec then starts signed in as them.
    { name: "setup", testMatch: /auth\.setup\.ts$/ },
    {
      name: "chromium",
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, storageState: OWNER_STATE },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // Open sign-up, so that a spec can make a second person with a workspace of their own;
    // invitation-only sign-up is tested on a server of its own (e2e/first-run.spec.ts).
    env: {
      PORT: process.env.E2E_PORT,
      DATABASE_URL: `file:${process.env.E2E_DATABASE}`,
      AUTH_OPEN_SIGNUP: "1",
      // SSO needs the app's own URL: the IdP only sends people back to a registered address.
      BETTER_AUTH_URL: baseURL,
      SSO_ISSUER: `http://127.0.0.1:${process.env.E2E_IDP_PORT}`,
      SSO_NAME: TEST_IDP.name,
      SSO_CLIENT_ID: TEST_IDP.clientId,
      SSO_CLIENT_SECRET: TEST_IDP.clientSecret,
      SSO_ALLOWED_DOMAINS: TEST_IDP.allowedDomain,
    },
  },
});
