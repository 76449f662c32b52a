/**
 * Property-based fuzzing of every route that takes input: whatever arrives (random JSON, wrong
 * types, huge numbers, deep nesting, long strings, invalid UTF-8, wrong content types, bodies over
 * the limit), the answer is never a 5xx, a refusal is a 4xx with a useful message, and a refused
 * request changes no row. Runs on a database file of its own, so row counts are exact.
 */
import { copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { call, params, scenarioJson, testOwner } from "@/lib/http/test-support";
import { getDb } from "@/lib/data/db";
import { GET as download } from "./scenarios/[id]/[file]/route";
import { GET as getOne, PUT } from "./scenarios/[id]/route";
import { POST as restoreRevision } from "./scenarios/[id]/revisions/[version]/restore/route";
import { DELETE as revokeShare } from "./scenarios/[id]/shares/[token]/route";
import { POST as importFile } from "./scenarios/import/route";
import { GET as list, POST as create } from "./scenarios/route";
import { POST as compute } from "./tco/route";

vi.mock("next/cache", async () => (await import("@/lib/http/test-support")).nextCacheMock);

// Every request is signed in as this file's owner, so the fuzzed input reaches the handlers' parsing.
const signedIn = { cookie: testOwner.cookie };
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
let requests = 0;
let refused = 0;

beforeAll(() => {
  const file = join(tmpdir(), `gpu-tco-fuzz-${Date.now()}-${process.pid}.db`);
  copyFileSync(process.env.TCO_TEST_DATABASE!, file);
  process.env.DATABASE_URL = `file:${file}`;
  // The worker may hold a client on another file from an earlier test file.
  (globalThis as { prisma?: unknown }).prisma = undefined;
});

afterAll(() => {
  console.log(`fuzz: ${requests} requests, ${refused} refused with a 4xx, 0 answered 5xx`);
});

async function snapshot() {
  const db = getDb();
  const [scenarios, revisions, shares] = await Promise.all([
    db.scenario.findMany({ select: { id: true, version: true, inputs: true, deletedAt: true }, orderBy: { id: "asc" } }),
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

const weirdNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e308, -1e308, 5e-324, 2 ** 53 + 1),
  fc.integer(),
);
const weirdValue = fc.oneof(
  weirdNumber,
  fc.string({ maxLength: 40 }),
  fc.constant("x".repeat(5000)),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** Every path to a leaf of a valid scenario: the places a mutation can hit. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

const base = scenarioJson("fuzz base");
const paths = leafPaths(base);

/** A valid scenario with one leaf replaced, removed, or a stray key added beside it. */
const mutatedScenario = fc
  .tuple(fc.constantFrom(...paths), weirdValue, fc.constantFrom("replace", "remove", "stray"))
  .map(([path, value, how]) => {
    const copy = structuredClone(base) as unknown as Record<string, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    const last = path[path.length - 1]!;
    if (how === "replace") node[last] = value;
    else if (how === "remove") delete node[last];
    else node[`${last}Extra`] = value;
    return copy;
  });

const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 4 }), mutatedScenario, fc.record({ scenario: mutatedScenario }));

const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

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
      ["PUT /api/scenarios/:id", (body: BodyInit, type?: string) => PUT(raw("PUT", `/api/scenarios/${id}`, body, type), params({ id }))],
      ["POST /api/scenarios/import", (body: BodyInit, type?: string) => importFile(raw("POST", "/api/scenarios/import", body, type))],
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
    const bodies: [BodyInit, string?][] = [
      [new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
      ['{"name": "x"'],
      [""],
      ["null"],
      [deep(100_000)],
      [deepObject(50_000)],
      [JSON.stringify(base), "text/plain"],
      [JSON.stringify(base), "application/x-www-form-urlencoded"],
      [JSON.stringify(base), "multipart/form-data; boundary=x"],
      [JSON.stringify({ scenario: { ...base, name: "y".repeat(300_000) } })],
      ["x".repeat(2 * 1024 * 1024)],
    ];
    for (const [, handler] of endpoints()) {
      for (const [body, type] of bodies) {
        const response = await send(() => handler(body, type));
        expect(response.status).toBeGreaterThanOrEqual(400);
      }
    }
  }, 120_000);

  test("path parameters: random ids, versions, tokens and file names", async () => {
    const segment = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("0", "-1", "1e3", "NaN", "99999999999999999999", "../../etc/passwd", "%00", "summary.pdf"));
    await fc.assert(
      fc.asyncProperty(segment, segment, async (a, b) => {
        await send(() => getOne(new Request("http://localhost/x", { headers: signedIn }), params({ id: a })));
        await send(() => restoreRevision(new Request("http://localhost/x", { method: "POST", headers: signedIn }), params({ id, version: a })));
        await send(() => restoreRevision(new Request("http://localhost/x", { method: "POST", headers: signedIn }), params({ id: a, version: "1" })));
        await send(() => revokeShare(new Request("http://localhost/x", { method: "DELETE", headers: signedIn }), params({ id, token: b })));
        const file = await call(() => download(new Request("http://localhost/x", { headers: signedIn }), params({ id: a, file: b })));
        requests += 1;
        expect(file.response.status).toBeLessThan(500);
        await send(() => list(new Request(`http://localhost/api/scenarios?q=${encodeURIComponent(a)}`, { headers: signedIn })));
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
