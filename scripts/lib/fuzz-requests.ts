// The fuzzer's requests, as plain data, for two runners: app/api/fuzz.test.ts hands them to the
// route handlers in Vitest (a small seeded run in every `npm test`), and scripts/bench/fuzz.ts
// sends ten thousand over HTTP to the production build. Both check the same contract: no answer
// is a 5xx, and a refused request (≥ 400) changes no row (fuzz-fingerprint.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import fc from "fast-check";
import { anyJson, baseScenario, malformedBodies, mutatedScenario, weirdValue } from "./fuzz-values";
import type { Scenario } from "@/lib/tco/types";

/** The methods a route may export; the fuzzer sends each of them to every route, exported or not. */
export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type Method = (typeof METHODS)[number];

/** A route.ts on disk: its URL template (`/api/scenarios/[id]`) and the methods it exports. */
export interface RouteFile {
  template: string;
  methods: Method[];
}

/**
 * Every `route.ts` under `appDir`, read as text (a script can't import them: they import
 * Next-only modules), with the methods it exports as `export const X` or `export async function X`.
 */
export function routeFiles(appDir: string): RouteFile[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === "route.ts") files.push(path);
    }
  };
  walk(appDir);
  return files
    .map((file) => {
      const text = readFileSync(file, "utf8");
      const methods = METHODS.filter((m) =>
        new RegExp(`export\\s+(const|async\\s+function|function)\\s+${m}\\b`).test(text),
      );
      return { template: `/${relative(appDir, file).replace(/\/?route\.ts$/, "")}`, methods };
    })
    .sort((a, b) => a.template.localeCompare(b.template));
}

/** The callers the fuzzer sends as, by the headers that make them who they are. */
export const CALLERS = [
  "anonymous",
  "viewer",
  "editor",
  "owner",
  "outsider",
  "ownerKey",
  "viewerKey",
  "badKey",
  "badCookie",
  "crossOrigin",
] as const;
export type Caller = (typeof CALLERS)[number];

/** What the fuzzer knows of the app it fuzzes: who signs in how, and real ids to aim at beside random ones. */
export interface FuzzTarget {
  /** The app's origin, sent as Origin on state-changing requests as a browser would. */
  origin: string;
  cookies: Record<"viewer" | "editor" | "owner" | "outsider", string>;
  keys: Record<"ownerKey" | "viewerKey", string>;
  ids: {
    /** Scenarios of the owner's workspace (the fuzz may delete, restore and rewrite them). */
    scenarios: string[];
    /** A scenario of the outsider's workspace, which to everyone else must look like none. */
    outsiderScenario: string;
    shareToken: string;
    /** An API key id to revoke: none of the keys in {@link keys}. */
    spareKeyId: string;
  };
}

/** One request, as plain data. `label` names the route template and caller, for reports. */
export interface FuzzRequest {
  label: string;
  /** Who sends it, for the report's counts (a {@link Caller}, or the auth fuzz's). */
  caller: string;
  method: Method;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

const STATE_CHANGING = new Set<Method>(["POST", "PUT", "PATCH", "DELETE"]);
/** Whether a request of this method may change rows (and so is fingerprinted around when refused). */
export const changesState = (method: Method) => STATE_CHANGING.has(method);

/** A path segment a client could send: random text, numbers that aren't, traversal, encoded NUL. */
export const segment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "0",
    "-1",
    "1e3",
    "NaN",
    "99999999999999999999",
    "../../etc/passwd",
    "%00",
    "summary.pdf",
    "%E0%A4%A",
    "a".repeat(300),
  ),
);

/** A segment as it goes into a URL: random text percent-encoded; the crafted ones as they are. */
const urlSegment = segment.map((s) => (/^[\w.%-]*$/.test(s) && s !== "" ? s : encodeURIComponent(s) || "%20"));

// better-auth's endpoints the fuzzer aims at. sign-out and revoke-sessions are left out: accepted,
// they end the sessions the rest of the run signs in with.
const AUTH_PATHS = [
  "get-session",
  "sign-in/email",
  "sign-up/email",
  "change-password",
  "update-user",
  "list-sessions",
  "organization/invite-member",
  "organization/accept-invitation",
  "organization/set-active",
  "organization/update-member-role",
  "organization/remove-member",
  "organization/delete",
  "organization/list-members",
  "organization/get-full-organization",
];

const CONTENT_TYPES = [
  "application/json",
  "application/json",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
];

const QUERY = fc.oneof(
  fc.constant(""),
  fc
    .tuple(
      fc.constantFrom("q", "ids", "base", "before", "beforeId", "uncertainty", "limit"),
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("1", "-1", "NaN", "9".repeat(30), ",")),
    )
    .map(([k, v]) => `?${k}=${encodeURIComponent(v)}`),
);

function headersOf(
  target: FuzzTarget,
  caller: Caller,
  method: Method,
  contentType: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (caller === "viewer" || caller === "editor" || caller === "owner" || caller === "outsider")
    headers.cookie = target.cookies[caller];
  else if (caller === "ownerKey" || caller === "viewerKey") headers.authorization = `Bearer ${target.keys[caller]}`;
  else if (caller === "badKey") headers.authorization = "Bearer tco_notakey0000000000000000";
  else if (caller === "badCookie") headers.cookie = "better-auth.session_token=forged.signature";
  else if (caller === "crossOrigin") headers.cookie = target.cookies.owner;
  if (changesState(method)) headers.origin = caller === "crossOrigin" ? "https://evil.example" : target.origin;
  if (contentType) headers["content-type"] = contentType;
  return headers;
}

/** Fills a route template's segments, from real ids (mostly) or random ones. */
function fillTemplate(target: FuzzTarget, template: string): fc.Arbitrary<string> {
  const parts = template.split("/").filter(Boolean);
  const filled = parts.map((part): fc.Arbitrary<string> => {
    const scenarioIds = [...target.ids.scenarios, target.ids.outsiderScenario];
    if (part === "[id]")
      return template.startsWith("/api/keys")
        ? fc.oneof(fc.constant(target.ids.spareKeyId), urlSegment)
        : fc.oneof({ arbitrary: fc.constantFrom(...scenarioIds), weight: 3 }, { arbitrary: urlSegment, weight: 1 });
    if (part === "[token]")
      return fc.oneof(
        { arbitrary: fc.constant(target.ids.shareToken), weight: 3 },
        { arbitrary: urlSegment, weight: 1 },
      );
    if (part === "[version]")
      return fc.oneof({ arbitrary: fc.constantFrom("1", "2", "3"), weight: 2 }, { arbitrary: urlSegment, weight: 1 });
    if (part === "[file]") {
      const files = template.startsWith("/compare")
        ? ["comparison.csv", "comparison.pdf"]
        : ["summary.pdf", "cash-flows.csv", "scenario.xlsx", "scenario.json"];
      // PDFs are the costly answers: fewer of them, so the run stays about the contract.
      return fc.oneof(
        { arbitrary: fc.constantFrom(...files.filter((f) => !f.endsWith(".pdf"))), weight: 4 },
        { arbitrary: fc.constantFrom(...files), weight: 1 },
        { arbitrary: urlSegment, weight: 1 },
      );
    }
    if (part === "[...all]")
      return fc.oneof({ arbitrary: fc.constantFrom(...AUTH_PATHS), weight: 4 }, { arbitrary: urlSegment, weight: 1 });
    return fc.constant(part);
  });
  return fc.tuple(...filled).map((segments) => `/${segments.join("/")}`);
}

/** A body for a state-changing request: the JSON a route expects, mutated JSON, random JSON, or malformed bytes. */
function bodyFor(
  template: string,
  base: Scenario,
): fc.Arbitrary<{ body?: string | Uint8Array<ArrayBuffer>; type?: string }> {
  const mutated = mutatedScenario(base);
  const json = fc.oneof(
    { arbitrary: anyJson(base), weight: 3 },
    {
      arbitrary: fc.record({
        version: fc.oneof(fc.integer({ min: 0, max: 4 }), weirdValue),
        scenario: fc.oneof(mutated, fc.constant(base)),
      }),
      weight: template === "/api/scenarios/[id]" ? 3 : 0,
    },
    {
      arbitrary: fc.record({
        name: fc.oneof(fc.string({ maxLength: 30 }), weirdValue),
        role: fc.oneof(fc.constantFrom("viewer", "editor", "owner", "admin"), weirdValue),
      }),
      weight: template === "/api/keys" ? 3 : 0,
    },
    {
      arbitrary: fc.record({
        email: fc.oneof(fc.emailAddress(), fc.string()),
        password: fc.string({ maxLength: 40 }),
        name: fc.string({ maxLength: 20 }),
      }),
      weight: template.startsWith("/api/auth") ? 3 : 0,
    },
  );
  const malformed = malformedBodies(base).map(([body, type]) => ({ body, type: type ?? "application/json" }));
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(json, fc.constantFrom(...CONTENT_TYPES))
        .map(([value, type]) => ({ body: JSON.stringify(value) ?? "null", type: type || undefined })),
      weight: 12,
    },
    { arbitrary: fc.constant({}), weight: 2 },
    { arbitrary: fc.constantFrom(...malformed), weight: 1 },
  );
}

/**
 * One fuzzed request to any route on disk, with any method, as any caller. Exported methods are
 * picked more often than the rest, which only need to be refused (405).
 */
export function fuzzRequest(
  target: FuzzTarget,
  routes: RouteFile[],
  base: Scenario = baseScenario(),
): fc.Arbitrary<FuzzRequest> {
  const perRoute = routes.map((route) => {
    const method: fc.Arbitrary<Method> = fc.oneof(
      { arbitrary: fc.constantFrom(...(route.methods.length > 0 ? route.methods : METHODS)), weight: 6 },
      { arbitrary: fc.constantFrom(...METHODS), weight: 1 },
    );
    return fc
      .tuple(
        fc.constant(route.template),
        method,
        fc.constantFrom(...CALLERS),
        fillTemplate(target, route.template),
        QUERY,
        bodyFor(route.template, base),
      )
      .map(([template, m, caller, path, query, { body, type }]): FuzzRequest => {
        const withBody = changesState(m) && body !== undefined;
        return {
          label: `${m} ${template} as ${caller}`,
          caller,
          method: m,
          path: `${path}${query}`,
          headers: headersOf(target, caller, m, withBody ? type : undefined),
          ...(withBody ? { body } : {}),
        };
      });
  });
  return fc.oneof(...perRoute);
}

/** `count` fuzzed requests, the same ones for the same seed (and the same target). */
export function fuzzRequests(target: FuzzTarget, routes: RouteFile[], count: number, seed: number): FuzzRequest[] {
  return fc.sample(fuzzRequest(target, routes), { numRuns: count, seed });
}
