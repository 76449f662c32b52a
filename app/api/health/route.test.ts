import { copyFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { GET } from "./route";

const original = process.env.DATABASE_URL;
afterEach(() => {
  process.env.DATABASE_URL = original;
});

describe("GET /api/health", () => {
  test("answers 200 after a real query", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: "ok" });
  });

  test("answers 503 once the database file is gone", async () => {
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
});
