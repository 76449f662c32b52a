// `npm test`: everything a fresh clone needs, then typecheck, lint, unit and e2e tests.
// Ends with one line "tests: N passed, N failed, N skipped" and exits non-zero on any failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_PATH } from "./lib/chromium.mjs";
import { withPostgres } from "./lib/postgres.mjs";
import { bin, ensureDependencies, ensurePrismaClient, root, run } from "./lib/setup.mjs";

// Debian packages the tests drive: Chromium for the e2e tests, poppler's pdftotext and pdftoppm
// to read generated PDFs back, LibreOffice Calc to recalculate exported workbooks.
const SYSTEM_PACKAGES = [
  { binary: CHROMIUM_PATH, apt: "chromium" },
  { binary: "/usr/bin/pdftotext", apt: "poppler-utils" },
  { binary: "/usr/bin/soffice", apt: "libreoffice-calc-nogui" },
  { binary: "/usr/bin/unzip", apt: "unzip" },
];

function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((p) => !existsSync(p.binary)).map((p) => p.apt);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `✖ The tests need Debian's ${missing.join(" and ")}. Install with:\n    sudo apt-get update && sudo apt-get ` +
        `install -y ${missing.join(" ")}`,
    );
    process.exit(1);
  }
  console.log(`→ Installing ${missing.join(" and ")} from Debian…`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", ...missing], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

ensureDependencies();
ensureSystemPackages();
ensurePrismaClient();

const reports = join(root, "test-results");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Flaky: failed, then passed on a retry. Counted apart, so a retry's pass cannot pass for a first one.
const tally = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const failures = [];

function step(name, cmd, args, count, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  const counted = count?.();
  if (counted) {
    tally.passed += counted.passed;
    tally.failed += counted.failed;
    tally.skipped += counted.skipped ?? 0;
    tally.flaky += counted.flaky ?? 0;
  } else {
    tally[status === 0 ? "passed" : "failed"] += 1;
  }
  if (status !== 0) failures.push(name);
  console.log(`── ${name}: ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
// Skipped and todo tests ran nothing: counted apart, so a skip cannot pass for a pass.
const vitestSkipped = (report) => (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);

step("typegen", bin("next"), ["typegen"]);
step("typecheck", bin("tsc"), ["--noEmit"]);
step("lint", bin("eslint"), ["--max-warnings=0", "."]);
step("format", bin("prettier"), ["--check", "--log-level=warn", "."]);
step(
  "unit tests",
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile=${join(reports, "vitest.json")}`],
  () => {
    const report = readJson(join(reports, "vitest.json"));
    if (!report) return null;
    // A suite that failed to load has no test results of its own: count it as a failure.
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
      skipped: vitestSkipped(report),
    };
  },
);
step(
  "fault tests",
  bin("vitest"),
  [
    "run",
    "--config",
    "vitest.faults.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${join(reports, "vitest-faults.json")}`,
  ],
  () => {
    const report = readJson(join(reports, "vitest-faults.json"));
    if (!report) return null;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
      skipped: vitestSkipped(report),
    };
  },
);
// The data-layer, API and fault suites again, on a throwaway PostgreSQL cluster (the config files
// pick the PostgreSQL suites when these variables are set).
const vitestCount = (file) => () => {
  const report = readJson(join(reports, file));
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
    skipped: vitestSkipped(report),
  };
};
const postgresStarted = Date.now();
const postgresRan = await withPostgres(async (cluster) => {
  console.log(
    `→ PostgreSQL cluster on 127.0.0.1:${cluster.port}, ready in ${((Date.now() - postgresStarted) / 1000).toFixed(1)} s`,
  );
  step(
    "unit tests on PostgreSQL",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile=${join(reports, "vitest-postgres.json")}`],
    vitestCount("vitest-postgres.json"),
    {
      TCO_TEST_DATABASE_URL: cluster.createDatabase("unit"),
    },
  );
  step(
    "fault tests on PostgreSQL",
    bin("vitest"),
    [
      "run",
      "--config",
      "vitest.faults.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${join(reports, "vitest-faults-postgres.json")}`,
    ],
    vitestCount("vitest-faults-postgres.json"),
    {
      TCO_TEST_POSTGRES_URL: cluster.url("postgres"),
    },
  );
});
if (!postgresRan) {
  tally.failed += 1;
  failures.push("PostgreSQL tests (no cluster)");
}
console.log(
  `── PostgreSQL steps, cluster start and removal included: ${((Date.now() - postgresStarted) / 1000).toFixed(1)} s`,
);

process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = join(reports, "playwright.json");
step("e2e tests", bin("playwright"), ["test", "--reporter=list,json"], () => {
  const report = readJson(join(reports, "playwright.json"));
  if (!report?.stats) return null;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, flaky, failed: unexpected + (report.errors?.length ?? 0), skipped };
});

if (failures.length > 0) console.log(`\nFailed: ${failures.join(", ")}`);
if (tally.flaky > 0) console.log(`\nflaky: ${tally.flaky} (failed first, passed on a retry)`);
console.log(`\ntests: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
