import { copyFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { isPostgresUrl } from "@/lib/env";
import { GET } from "./route";

const original = process.env.DATABASE_URL;
// In the SQLite pass only (vitest.config.ts); run on PostgreSQL by hand, it fails instead of skipping.
if (isPostgresUrl(original ?? ""))
  throw new Error("route-sqlite.test.ts needs the SQLite pass: DATABASE_URL is PostgreSQL");
afterEach(() => {
  process.env.DATABASE_URL = original;
});

describe("GET /api/health on SQLite", () => {
  test("answers 503 once the database file is gone", async () => {
    const copy = join(tmpdir(), `gpu-tco-health-${Date.now()}.db`);
    copyFileSync(process.env.TCO_TEST_DATABASE!, copy);
    process.env.DATABASE_URL = `file:${copy}`;
    rmSync(copy);
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ok: false, db: "unavailable", error: "database file is missing" });
  });
});
