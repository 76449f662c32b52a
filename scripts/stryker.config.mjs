// Mutation testing of the model (lib/tco) and the schemas (lib/validation): `npm run mutation`.
// Slow (tens of minutes on two cores), so it is not part of `npm test`; the score and the
// surviving mutants judged equivalent are in docs/testing.md.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
const config = {
  packageManager: "npm",
  testRunner: "vitest",
  vitest: { configFile: "scripts/vitest.mutation.config.ts" },
  checkers: ["typescript"],
  tsconfigFile: "scripts/tsconfig.mutation.json",
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: "perTest",
  mutate: [
    "lib/tco/**/*.ts",
    "!lib/tco/**/*.test.ts",
    // Types only.
    "!lib/tco/types.ts",
    // Data: its mutants are the prose of the descriptions (Stryker does not mutate numbers), all
    // run at import, so each would cost a full run of the suite and say nothing about the model.
    // The presets' figures are pinned by presets.test.ts, results.test.ts and e2e/known-figures.
    "!lib/tco/presets.ts",
    "lib/validation/**/*.ts",
    "!lib/validation/**/*.test.ts",
  ],
  // Build output and reports: the sandbox copy of the project does not need them.
  ignorePatterns: [
    "/.next*",
    "/data",
    "/test-results",
    "/playwright-report",
    "/reports",
    "/docs/screenshots",
    "/.stryker-tmp*",
  ],
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  concurrency: 2,
  // Above the default 5 s: the machine is shared; a mutant that loops forever still ends in 10 s.
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
};

export default config;
