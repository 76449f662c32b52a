/**
 * Every route that reads or writes scenarios, with the database gone: each answers the one JSON
 * 503 (with Retry-After), never a 500, and revalidates nothing. The fault suite does the same
 * against a running server; this runs in the unit suite, route by route.
 */
import { join } from "node:path";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { call, jsonRequest, params, request, scenarioJson } from "@/scripts/test-support/http";
import { scenarioJson as exportFile } from "@/lib/export/json";
import { GET as download } from "./scenarios/[id]/[file]/route";
import { POST as undeleteAtOldPath } from "./scenarios/[id]/restore/route";
import { POST as restoreRevision } from "./scenarios/[id]/revisions/[version]/restore/route";
import { GET as listRevisions } from "./scenarios/[id]/revisions/route";
import { DELETE, GET, PUT } from "./scenarios/[id]/route";
import { DELETE as revokeShare } from "./scenarios/[id]/shares/[token]/route";
import { GET as listShares, POST as share } from "./scenarios/[id]/shares/route";
import { POST as undelete } from "./scenarios/[id]/undelete/route";
import { POST as importFile } from "./scenarios/import/route";
import { POST as importFocus } from "./imports/focus/route";
import { GET as list, POST as create } from "./scenarios/route";
import { GET as sharedDownload } from "@/app/s/[token]/[file]/route";
import { POST as copyShared } from "@/app/s/[token]/copy/route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

const UNAVAILABLE = {
  errors: [{ path: "", code: "unavailable", message: "The database is unavailable right now. Try again in a minute." }],
};

const saved = process.env.DATABASE_URL;
const prisma = globalThis as { prisma?: unknown; prismaFile?: unknown };

beforeAll(() => {
  // A file that isn't there; the cached client (from another test file in this worker) is dropped.
  process.env.DATABASE_URL = `file:${join(tmpdir(), `gpu-tco-missing-${process.pid}`, "tco.db")}`;
  prisma.prisma = undefined;
  prisma.prismaFile = undefined;
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterAll(() => {
  process.env.DATABASE_URL = saved;
  prisma.prisma = undefined;
  prisma.prismaFile = undefined;
  vi.restoreAllMocks();
});

const id = "k".repeat(24);
const token = "t".repeat(32);
const ctx = params({ id });
const scenario = scenarioJson("unavailable");
// A GPU row, so that the bill gives a scenario to save (a bill without one is refused before the database).
const FOCUS_CSV =
  "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,EffectiveCost,BilledCost,BillingCurrency,ServiceCategory," +
  "ConsumedQuantity,ConsumedUnit,ChargeDescription\n" +
  "2026-01-01T00:00:00Z,2026-01-02T00:00:00Z,Usage,1,1,USD,Compute,24,Hours,p5.48xlarge\n";

describe.each<[string, () => Promise<Response>]>([
  ["GET /api/scenarios", () => list(request("GET", "/api/scenarios"))],
  ["POST /api/scenarios", () => create(jsonRequest("POST", "/api/scenarios", { scenario }))],
  ["GET /api/scenarios/:id", () => GET(request("GET", `/api/scenarios/${id}`), ctx)],
  ["PUT /api/scenarios/:id", () => PUT(jsonRequest("PUT", `/api/scenarios/${id}`, { version: 1, scenario }), ctx)],
  ["DELETE /api/scenarios/:id", () => DELETE(request("DELETE", `/api/scenarios/${id}`), ctx)],
  ["POST /api/scenarios/:id/undelete", () => undelete(request("POST", `/api/scenarios/${id}/undelete`), ctx)],
  [
    "POST /api/scenarios/:id/restore (deprecated)",
    () => undeleteAtOldPath(request("POST", `/api/scenarios/${id}/restore`), ctx),
  ],
  ["GET /api/scenarios/:id/revisions", () => listRevisions(request("GET", `/api/scenarios/${id}/revisions`), ctx)],
  [
    "POST /api/scenarios/:id/revisions/1/restore",
    () => restoreRevision(request("POST", `/api/scenarios/${id}/revisions/1/restore`), params({ id, version: "1" })),
  ],
  ["POST /api/scenarios/:id/shares", () => share(request("POST", `/api/scenarios/${id}/shares`), ctx)],
  ["GET /api/scenarios/:id/shares", () => listShares(request("GET", `/api/scenarios/${id}/shares`), ctx)],
  [
    "DELETE /api/scenarios/:id/shares/:token",
    () => revokeShare(request("DELETE", `/api/scenarios/${id}/shares/${token}`), params({ id, token })),
  ],
  [
    "GET /api/scenarios/:id/summary.pdf",
    () => download(request("GET", `/api/scenarios/${id}/summary.pdf`), params({ id, file: "summary.pdf" })),
  ],
  ["POST /api/scenarios/import", () => importFile(jsonRequest("POST", "/api/scenarios/import", exportFile(scenario)))],
  [
    "POST /api/imports/focus",
    () => importFocus(jsonRequest("POST", "/api/imports/focus?create=1", FOCUS_CSV, { "content-type": "text/csv" })),
  ],
  [
    "GET /s/:token/scenario.json",
    () => sharedDownload(request("GET", `/s/${token}/scenario.json`), params({ token, file: "scenario.json" })),
  ],
  ["POST /s/:token/copy", () => copyShared(request("POST", `/s/${token}/copy`), params({ token }))],
])("%s with the database file missing", (_route, handler) => {
  test("answers the JSON 503 with Retry-After and revalidates nothing", async () => {
    const { response, revalidated } = await call(handler);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toEqual(UNAVAILABLE);
    expect(revalidated).toEqual([]);
  });
});
