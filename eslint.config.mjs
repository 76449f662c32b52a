import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layers of the house, enforced by the linter rather than remembered.
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];

/** Only lib/data talks to the database: the Prisma client, its generated code and getDb stay there. */
const databaseOutsideData = {
  paths: [
    {
      name: "@/lib/db",
      importNames: ["getDb"],
      message: "Only lib/data talks to the database: call a function of lib/data.",
    },
  ],
  patterns: [
    {
      group: ["@prisma/*", "@/lib/generated/*", "**/lib/generated/*", "**/generated/prisma*"],
      message: "Only lib/data imports the Prisma client and its generated code.",
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
    ignores: ["lib/data/**", ...TESTS],
    rules: { "no-restricted-imports": ["error", databaseOutsideData] },
  },
  {
    files: ["lib/tco/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { ...databaseOutsideData, patterns: [...databaseOutsideData.patterns, ...impureInTco] },
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
