/**
 * getDb watching its SQLite file. On PostgreSQL the client has no file to watch, so this file runs
 * in the SQLite pass only (vitest.config.ts leaves *-sqlite.test.ts out of the PostgreSQL pass).
 */
import { copyFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DatabaseUnavailableError, getDb } from "@/lib/db";
import { isPostgresUrl } from "@/lib/env";

const original = process.env.DATABASE_URL;
// Run on PostgreSQL by hand, it fails here instead of skipping.
if (isPostgresUrl(original ?? ""))
  throw new Error("index-sqlite.test.ts needs the SQLite pass: DATABASE_URL is PostgreSQL");

const file = join(tmpdir(), `gpu-tco-db-${Date.now()}-${process.pid}.db`);
const cache = globalThis as { prisma?: { $disconnect(): Promise<void> } };
const reset = () => (cache.prisma = undefined);

beforeAll(() => {
  copyFileSync(process.env.TCO_TEST_DATABASE!, file);
  process.env.DATABASE_URL = `file:${file}`;
  reset();
});

afterAll(async () => {
  await cache.prisma?.$disconnect();
  reset();
  process.env.DATABASE_URL = original;
  for (const suffix of ["", "-wal", "-shm", ".moved"]) rmSync(file + suffix, { force: true });
});

describe("getDb on SQLite", () => {
  test("refuses, instead of writing into the deleted file, once the database file has gone", async () => {
    const scenarios = await getDb().scenario.count();
    renameSync(file, `${file}.moved`);
    expect(() => getDb()).toThrow(DatabaseUnavailableError);
    expect(() => getDb()).toThrow("database file is missing");
    renameSync(`${file}.moved`, file);
    await expect(getDb().scenario.count()).resolves.toBe(scenarios);
  });

  test("refuses a file put in the place of the one it opened", () => {
    copyFileSync(file, `${file}.moved`);
    renameSync(`${file}.moved`, file);
    expect(() => getDb()).toThrow(/replaced while the app was running/);
  });
});
