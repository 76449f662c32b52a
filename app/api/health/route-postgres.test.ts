import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import { isPostgresUrl } from "@/lib/env";
import { GET } from "./route";

const original = process.env.DATABASE_URL;
// In the PostgreSQL pass only (vitest.config.ts); run on SQLite by hand, it fails instead of skipping.
if (!isPostgresUrl(original ?? ""))
  throw new Error("route-postgres.test.ts needs the PostgreSQL pass: DATABASE_URL is not PostgreSQL");
const cache = globalThis as { prisma?: { $disconnect(): Promise<void> } };
const client = cache.prisma;
afterEach(async () => {
  process.env.DATABASE_URL = original;
  // A test that pointed the app at another PostgreSQL leaves its own client behind.
  if (cache.prisma !== client) {
    await cache.prisma?.$disconnect();
    cache.prisma = client;
  }
});

/** Points the app's next client at `url`, as a restart with that DATABASE_URL would. */
function useDatabase(url: string) {
  process.env.DATABASE_URL = url;
  cache.prisma = undefined;
}

describe("GET /api/health on PostgreSQL", () => {
  test("answers 503, not a stack trace, when PostgreSQL refuses the login", async () => {
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
      expect(await response.json()).toMatchObject({
        ok: false,
        db: "unavailable",
        error: expect.stringMatching(/not permitted to log in/),
      });
    } finally {
      await cache.prisma?.$disconnect();
      cache.prisma = undefined;
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });

  test("answers 503 when nothing answers at PostgreSQL's address", async () => {
    useDatabase("postgresql://tco@127.0.0.1:1/tco");
    const response = await GET();
    expect(response.status).toBe(503);
    expect((await response.json()).error).not.toMatch(/\n\s+at /);
  });
});
