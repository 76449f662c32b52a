import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layers of the house, enforced by the linter rather than remembered.
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

/**
 * The house's order, bottom first: a file may import from its own row and the rows before it in this
 * list, never from a row after it (docs/architecture.md draws it). Layers first, which know nothing
 * of features; then the features, each a folder that may use the ones before it; then route() (it
 * asks lib/accounts who is calling), the components and the pages. Every row is enforced below.
 */
const ORDER = [
  { name: "the model", paths: ["lib/tco/**"] },
  { name: "helpers", paths: ["lib/format/**", "lib/object-path.ts", "lib/stable-json.ts", "lib/env.ts"] },
  { name: "field errors", paths: ["lib/validation/**"] },
  { name: "the database client", paths: ["lib/db/**", "lib/generated/**"] },
  { name: "HTTP plumbing", paths: ["lib/http/!(route).ts"] },
  { name: "worker threads", paths: ["lib/server/**"] },
  { name: "catalog", paths: ["lib/catalog/**"] },
  { name: "input", paths: ["lib/input/**"] },
  { name: "report", paths: ["lib/report/**"] },
  { name: "audit", paths: ["lib/audit/**"] },
  { name: "accounts", paths: ["lib/accounts/**"] },
  { name: "scenarios", paths: ["lib/scenarios/**"] },
  { name: "sharing", paths: ["lib/sharing/**"] },
  { name: "bill", paths: ["lib/bill/**"] },
  { name: "compare", paths: ["lib/compare/**"] },
  { name: "export", paths: ["lib/export/**"] },
  { name: "the browser's API object", paths: ["lib/client/**"] },
  { name: "route()", paths: ["lib/http/route.ts"] },
  { name: "components", paths: ["components/**"] },
  { name: "pages and routes", paths: ["app/**", "proxy.ts"] },
];

/** The rule takes `from` as globs only: a file's name becomes one that matches just it (`env[.]ts`). */
const glob = (path) => `./${path.includes("*") || path.includes("(") ? path : path.replace(/\.ts$/, "[.]ts")}`;

const upwardImports = ORDER.slice(0, -1).map((row, i) => ({
  target: row.paths.map(glob),
  from: ORDER.slice(i + 1).flatMap((above) => above.paths.map(glob)),
  message: `${row.name} sits below it in the house's order (eslint.config.mjs ORDER, docs/architecture.md).`,
}));

/** Only the database client and the feature stores (`*store.ts`) talk to the database. */
const databaseOutsideStores = {
  paths: [
    {
      name: "@/lib/db",
      importNames: ["getDb"],
      message: "Only a feature's store (*store.ts) talks to the database: call a function of one.",
    },
  ],
  patterns: [
    {
      group: ["@prisma/*", "@/lib/generated/*", "**/lib/generated/*", "**/generated/prisma*"],
      message: "Only lib/db and the feature stores (*store.ts) import the Prisma client and its generated code.",
    },
  ],
};

/** lib/tco is pure TypeScript, the same in the browser and on the server. */
const impureInTco = [
  {
    group: ["next", "next/*", "react", "react/*", "react-dom", "react-dom/*", "server-only"],
    message: "lib/tco is pure TypeScript: no Next or React.",
  },
  { group: ["zod", "zod/*"], message: "lib/tco is pure TypeScript: schemas live in lib/validation." },
];

/**
 * A "use client" file may not import the lib/tco barrel for a value: the barrel pulls the whole
 * engine into the browser bundle; import the module it needs (types alone are erased, so allowed).
 */
const clientBarrel = {
  meta: {
    type: "problem",
    messages: {
      barrel: "A client component imports {{name}} from the lib/tco barrel; import it from its own lib/tco module.",
    },
  },
  create(context) {
    let client = false;
    return {
      Program(node) {
        client = node.body.some(
          (statement) => statement.type === "ExpressionStatement" && statement.directive === "use client",
        );
      },
      ImportDeclaration(node) {
        if (
          !client ||
          node.importKind === "type" ||
          (node.source.value !== "@/lib/tco" && node.source.value !== "@/lib/tco/index")
        )
          return;
        for (const specifier of node.specifiers) {
          if (specifier.importKind !== "type")
            context.report({ node: specifier, messageId: "barrel", data: { name: specifier.local.name } });
        }
      },
    };
  },
};

/**
 * No code line over 140 characters: a long sentence in JSX or TypeScript becomes a named constant
 * or wraps. Comments are ignored; strings and template literals are not (split or extract them).
 * Data tables are exempt by file pattern: the JSON files (catalog data, golden files, fixtures)
 * are not linted at all, and LONG_LINES.tables lists the TypeScript files that are tables of rows
 * (none so far: lib/input/fields.ts and lib/export/workbook/model-columns.ts wrap like code).
 */
const LONG_LINES = {
  tables: [],
  rule: ["error", { code: 140, ignoreComments: true }],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts"],
    ignores: ["lib/db/**", "lib/**/*store.ts", ...TESTS],
    rules: { "no-restricted-imports": ["error", databaseOutsideStores] },
  },
  {
    // A test may drive its code through anything above it (a route, the proxy); production code may not.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts"],
    ignores: TESTS,
    rules: {
      "import/no-restricted-paths": ["error", { zones: upwardImports }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["lib/tco/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { ...databaseOutsideStores, patterns: [...databaseOutsideStores.patterns, ...impureInTco] },
      ],
    },
  },
  {
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    plugins: { house: { rules: { "client-barrel": clientBarrel } } },
    rules: { "house/client-barrel": "error" },
  },
  { ignores: LONG_LINES.tables, rules: { "max-len": LONG_LINES.rule } },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "node_modules/**",
    "lib/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "data/**",
    ".stryker-tmp*/**",
    "reports/**",
  ]),
]);
