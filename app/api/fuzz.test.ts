/**
 * Property-based fuzzing of every route that takes input: whatever arrives (random JSON, wrong
 * types, huge numbers, deep nesting, long strings, invalid UTF-8, wrong content types, bodies over
 * the limit), the answer is never a 5xx, a refusal is a 4xx with a useful message, and a refused
 * request changes no row. Runs on a database file of its own, so row counts are exact.
 */
import { copyFileSync } from "node:fs";
import Database from "better-sqlite3";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { call, params, scenarioJson, testOwner } from "@/scripts/test-support/http";
import { getDb } from "@/lib/db";
import { GET as download } from "./scenarios/[id]/[file]/route";
import { GET as getOne, PUT } from "./scenarios/[id]/route";
import { POST as restoreRevision } from "./scenarios/[id]/revisions/[version]/restore/route";
import { DELETE as revokeShare } from "./scenarios/[id]/shares/[token]/route";
import { POST as importFile } from "./scenarios/import/route";
import { GET as list, POST as create } from "./scenarios/route";
import { POST as compute } from "./tco/route";
import { joinAs, signUpForTest } from "@/scripts/test-support/users";
import { createApiKey } from "@/lib/accounts/keys-store";
import { createScenario } from "@/lib/scenarios/store";
import { createShare } from "@/lib/sharing/store";
import { scenarioSchema } from "@/lib/scenarios/schema";
import {
  changesState,
  fuzzRequests,
  routeFiles,
  segment,
  type FuzzRequest,
  type FuzzTarget,
  type RouteFile,
} from "@/scripts/lib/fuzz-requests";
import { anyJson as fuzzJson, malformedBodies } from "@/scripts/lib/fuzz-values";
import { changedTables, fingerprint } from "@/scripts/lib/fuzz-fingerprint";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

// Every request is signed in as this file's owner, so the fuzzed input reaches the handlers' parsing.
const signedIn = { cookie: testOwner.cookie };
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
let requests = 0;
let refused = 0;

let databaseFile = "";

beforeAll(() => {
  const file = join(tmpdir(), `gpu-tco-fuzz-${Date.now()}-${process.pid}.db`);
  copyFileSync(process.env.TCO_TEST_DATABASE!, file);
  process.env.DATABASE_URL = `file:${file}`;
  databaseFile = file;
  // The worker may hold a client on another file from an earlier test file.
  (globalThis as { prisma?: unknown }).prisma = undefined;
});

afterAll(() => {
  console.log(`fuzz: ${requests} requests, ${refused} refused with a 4xx, 0 answered 5xx`);
});

async function snapshot() {
  const db = getDb();
  const [scenarios, revisions, shares] = await Promise.all([
    db.scenario.findMany({
      select: { id: true, version: true, inputs: true, deletedAt: true },
      orderBy: { id: "asc" },
    }),
    db.revision.count(),
    db.share.findMany({ select: { token: true, revokedAt: true }, orderBy: { token: "asc" } }),
  ]);
  return { scenarios, revisions, shares };
}

/** Sends one request and checks the contract every answer keeps. */
async function send(handler: () => Promise<Response>): Promise<Response> {
  const before = await snapshot();
  const { response } = await call(handler);
  requests += 1;
  expect(response.status, `answered ${response.status}`).toBeLessThan(500);
  if (response.status >= 400) {
    refused += 1;
    const type = response.headers.get("content-type") ?? "";
    if (type.includes("json")) {
      const body = (await response.clone().json()) as { errors?: { path: unknown; message: unknown }[] };
      expect(Array.isArray(body.errors) && body.errors.length > 0).toBe(true);
      for (const error of body.errors!) {
        expect(typeof error.path).toBe("string");
        expect(typeof error.message === "string" && error.message.length > 3).toBe(true);
      }
    }
    expect(await snapshot()).toEqual(before);
  }
  return response;
}

const raw = (method: string, path: string, body: BodyInit, type = "application/json", cookie = testOwner.cookie) =>
  new Request(`http://localhost${path}`, { method, headers: { "content-type": type, cookie }, body });

const base = scenarioJson("fuzz base");
const anyJson = fuzzJson(base);
describe("fuzzing the JSON endpoints", () => {
  let id = "";
  beforeAll(async () => {
    const { response } = await call(() => create(raw("POST", "/api/scenarios", JSON.stringify({ scenario: base }))));
    id = ((await response.json()) as { id: string }).id;
  });

  const endpoints = () =>
    [
      ["POST /api/tco", (body: BodyInit, type?: string) => compute(raw("POST", "/api/tco", body, type))],
      ["POST /api/scenarios", (body: BodyInit, type?: string) => create(raw("POST", "/api/scenarios", body, type))],
      [
        "PUT /api/scenarios/:id",
        (body: BodyInit, type?: string) => PUT(raw("PUT", `/api/scenarios/${id}`, body, type), params({ id })),
      ],
      [
        "POST /api/scenarios/import",
        (body: BodyInit, type?: string) => importFile(raw("POST", "/api/scenarios/import", body, type)),
      ],
    ] as const;

  test("nobody signed in: whatever the body, a 401 before it is read, and nothing changes", async () => {
    const anonymous = [
      (body: string) => compute(raw("POST", "/api/tco", body, "application/json", "")),
      (body: string) => create(raw("POST", "/api/scenarios", body, "application/json", "")),
      (body: string) => PUT(raw("PUT", `/api/scenarios/${id}`, body, "application/json", ""), params({ id })),
      (body: string) => importFile(raw("POST", "/api/scenarios/import", body, "application/json", "")),
    ];
    for (const handler of anonymous) {
      await fc.assert(
        fc.asyncProperty(anyJson, async (value) => {
          const response = await send(() => handler(JSON.stringify(value)));
          expect(response.status).toBe(401);
        }),
        { numRuns: Math.ceil(RUNS / 10) },
      );
    }
  });

  test("random and mutated JSON never gets a 5xx, and refusals change nothing", async () => {
    for (const [, handler] of endpoints()) {
      await fc.assert(
        fc.asyncProperty(anyJson, fc.integer({ min: 1, max: 3 }), async (value, version) => {
          const body = handler === endpoints()[2][1] ? { version, scenario: value } : value;
          await send(() => handler(JSON.stringify(body)));
        }),
        { numRuns: RUNS },
      );
    }
  }, 120_000);

  test("malformed bytes: invalid UTF-8, truncated JSON, deep nesting, wrong content types, oversize", async () => {
    const bodies: [BodyInit, string?][] = malformedBodies(base);
    for (const [, handler] of endpoints()) {
      for (const [body, type] of bodies) {
        const response = await send(() => handler(body, type));
        expect(response.status).toBeGreaterThanOrEqual(400);
      }
    }
  }, 120_000);

  test("path parameters: random ids, versions, tokens and file names", async () => {
    await fc.assert(
      fc.asyncProperty(segment, segment, async (a, b) => {
        await send(() => getOne(new Request("http://localhost/x", { headers: signedIn }), params({ id: a })));
        await send(() =>
          restoreRevision(
            new Request("http://localhost/x", { method: "POST", headers: signedIn }),
            params({ id, version: a }),
          ),
        );
        await send(() =>
          restoreRevision(
            new Request("http://localhost/x", { method: "POST", headers: signedIn }),
            params({ id: a, version: "1" }),
          ),
        );
        await send(() =>
          revokeShare(
            new Request("http://localhost/x", { method: "DELETE", headers: signedIn }),
            params({ id, token: b }),
          ),
        );
        const file = await call(() =>
          download(new Request("http://localhost/x", { headers: signedIn }), params({ id: a, file: b })),
        );
        requests += 1;
        expect(file.response.status).toBeLessThan(500);
        await send(() =>
          list(new Request(`http://localhost/api/scenarios?q=${encodeURIComponent(a)}`, { headers: signedIn })),
        );
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});

type Handler = (request: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** The route a path names, and its params as Next passes them (decoded; `[...all]` as a list). */
function route(
  routes: RouteFile[],
  path: string,
): { template: string; params: Record<string, string | string[]> } | undefined {
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const parts = path.split("?")[0]!.split("/").filter(Boolean);
  // A static segment wins over a dynamic one (`/api/scenarios/import` is not a scenario id), as in Next.
  const dynamicParts = (template: string) => template.split("[").length;
  for (const { template } of [...routes].sort((a, b) => dynamicParts(a.template) - dynamicParts(b.template))) {
    const want = template.split("/").filter(Boolean);
    const params: Record<string, string | string[]> = {};
    let ok = true;
    for (const [i, part] of want.entries()) {
      const got = parts[i];
      if (part.startsWith("[...")) {
        params[part.slice(4, -1)] = parts.slice(i).map(decode);
        break;
      }
      if (got === undefined) ok = false;
      else if (part.startsWith("[")) params[part.slice(1, -1)] = decode(got);
      else if (part !== got) ok = false;
      if (!ok) break;
    }
    if (ok && (want.at(-1)?.startsWith("[...") || want.length === parts.length)) return { template, params };
  }
  return undefined;
}

describe("the bench's generator (scripts/lib/fuzz-requests.ts): every route, method and caller", () => {
  const routes = routeFiles(join(import.meta.dirname, ".."));
  const SEED = Number(process.env.FUZZ_SEED ?? 15);
  let sample: FuzzRequest[] = [];

  beforeAll(async () => {
    const viewer = await joinAs(await signUpForTest("fuzz-viewer"), testOwner.workspaceId, "viewer");
    const editor = await joinAs(await signUpForTest("fuzz-editor"), testOwner.workspaceId, "editor");
    const outsider = await signUpForTest("fuzz-outsider");
    const key = async (user: typeof testOwner, role: "owner" | "viewer") => {
      const made = await createApiKey({ id: user.id, name: user.name }, user.workspaceId, role, {
        name: `fuzz ${role}`,
        role,
      });
      return made;
    };
    const inputs = (name: string) => scenarioSchema.parse(scenarioJson(name));
    const scope = { workspaceId: testOwner.workspaceId, authorId: testOwner.id };
    const scenarios = [
      (await createScenario(scope, inputs("fuzz a"))).id,
      (await createScenario(scope, inputs("fuzz b"))).id,
    ];
    const target: FuzzTarget = {
      origin: "http://localhost",
      cookies: { viewer: viewer.cookie, editor: editor.cookie, owner: testOwner.cookie, outsider: outsider.cookie },
      keys: { ownerKey: (await key(testOwner, "owner")).key, viewerKey: (await key(viewer, "viewer")).key },
      ids: {
        scenarios,
        outsiderScenario: (
          await createScenario({ workspaceId: outsider.workspaceId, authorId: outsider.id }, inputs("fuzz outsider's"))
        ).id,
        shareToken: (await createShare(scope, scenarios[0]!))!.token,
        spareKeyId: (await key(testOwner, "viewer")).summary.id,
      },
    };
    sample = fuzzRequests(target, routes, RUNS, SEED);
  });

  test(`${RUNS} requests of seed FUZZ_SEED (default 15): none answered 5xx, and no refusal changed a row`, async () => {
    const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
    try {
      for (const fuzzed of sample) {
        const found = route(routes, fuzzed.path);
        if (!found) continue;
        const handler = ((await import(`@/app${found.template}/route`)) as Record<string, Handler | undefined>)[
          fuzzed.method
        ];
        // A method the route doesn't export is Next's to refuse (405), not the handler's.
        if (!handler) continue;
        const before = changesState(fuzzed.method) ? fingerprint(db) : undefined;
        const request = new Request(`http://localhost${fuzzed.path}`, {
          method: fuzzed.method,
          headers: fuzzed.headers,
          body: fuzzed.body as BodyInit | undefined,
        });
        const { response } = await call(() => handler(request, { params: Promise.resolve(found.params) }));
        requests += 1;
        const what = `${fuzzed.label}: ${fuzzed.method} ${fuzzed.path} (seed ${SEED})`;
        expect(response.status, `${what} answered ${response.status}`).toBeLessThan(500);
        if (response.status >= 400) refused += 1;
        if (before && response.status >= 400)
          expect(changedTables(before, fingerprint(db)), `${what} was refused but changed rows`).toEqual([]);
      }
    } finally {
      db.close();
    }
  }, 120_000);
});
