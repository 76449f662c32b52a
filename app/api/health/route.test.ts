import { copyFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import { isPostgresUrl } from "@/lib/env";
import { GET } from "./route";

const original = process.env.DATABASE_URL;
const postgres = isPostgresUrl(original ?? "");
const cache = globalThis as { prisma?: { $disconnect(): Promise<void> } };
const client = cache.prisma;
afterEach(async () => {
  process.env.DATABASE_URL = original;
  // A test that pointed the app at another PostgreSQL leaves its own client behind.
  if (postgres && cache.prisma !== client) {
    await cache.prisma?.$disconnect();
    cache.prisma = client;
  }
});

/** Points the app's next client at `url`, as a restart with that DATABASE_URL would. */
function useDatabase(url: string) {
  process.env.DATABASE_URL = url;
  cache.prisma = undefined;
}

describe("GET /api/health", () => {
  test("answers 200 after a real query", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: "ok" });
  });

  test.skipIf(postgres)("answers 503 once the database file is gone", async () => {
    const copy = join(tmpdir(), `gpu-tco-health-${Date.now()}.db`);
    copyFileSync(process.env.TCO_TEST_DATABASE!, copy);
    process.env.DATABASE_URL = `file:${copy}`;
    rmSync(copy);
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ok: false, db: "unavailable", error: "database file is missing" });
  });

  test("answers 503 when DATABASE_URL points nowhere", async () => {
    process.env.DATABASE_URL = "file:/no/such/folder/tco.db";
    const response = await GET();
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/DATABASE_URL points into a folder that does not exist/);
  });

  test.runIf(postgres)("answers 503, not a stack trace, when PostgreSQL refuses the login", async () => {
    const role = `refused_${process.pid}`;
    const admin = new pg.Client({ connectionString: original });
    await admin.connect();
    try {
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.query(`CREATE ROLE ${role} NOLOGIN`);
      const url = new URL(original!);
      url.username = role;
      useDatabase(url.toString());
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ ok: false, db: "unavailable", error: expect.stringMatching(/not permitted to log in/) });
    } finally {
      await cache.prisma?.$disconnect();
      cache.prisma = undefined;
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });

  test.runIf(postgres)("answers 503 when nothing answers at PostgreSQL's address", async () => {
    useDatabase("postgresql://tco@127.0.0.1:1/tco");
    const response = await GET();
    expect(response.status).toBe(503);
    expect((await response.json()).error).not.toMatch(/\n\s+at /);
  });
});
