import { afterEach, describe, expect, test } from "vitest";
import { isPostgresUrl } from "@/lib/env";
import { GET } from "./route";

const original = process.env.DATABASE_URL;
const postgres = isPostgresUrl(original ?? "");
const cache = globalThis as { prisma?: { $disconnect(): Promise<void> } };
const client = cache.prisma;
afterEach(async () => {
  process.env.DATABASE_URL = original;
  // A test that pointed the app at another database leaves its own PostgreSQL client behind.
  if (postgres && cache.prisma !== client) {
    await cache.prisma?.$disconnect();
    cache.prisma = client;
  }
});

// On both databases. SQLite's missing file is in route-sqlite.test.ts, PostgreSQL's refused login
// and silent address in route-postgres.test.ts.
describe("GET /api/health", () => {
  test("answers 200 after a real query", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: "ok" });
  });

  test("answers 503 when DATABASE_URL points nowhere", async () => {
    process.env.DATABASE_URL = "file:/no/such/folder/tco.db";
    const response = await GET();
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/DATABASE_URL points into a folder that does not exist/);
  });
});
