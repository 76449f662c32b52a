import { copyFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { durableSqliteAdapter } from "./sqlite-adapter";

const file = join(tmpdir(), `gpu-tco-adapter-${Date.now()}-${process.pid}.db`);
copyFileSync(process.env.TCO_TEST_DATABASE!, file);
const db = new PrismaClient({ adapter: durableSqliteAdapter({ url: `file:${file}`, fileMustExist: true }) });

afterAll(async () => {
  await db.$disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
});

/** Rejects instead of waiting forever when the connection is wedged. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms)),
  ]);
}

describe("durableSqliteAdapter", () => {
  test("commits are flushed to disk before they are answered (synchronous = FULL)", async () => {
    const [row] = await db.$queryRawUnsafe<{ synchronous: bigint }[]>("PRAGMA synchronous");
    expect(Number(row?.synchronous)).toBe(2);
  });

  // SQLite ends the transaction itself after an I/O error or a full disk; a ROLLBACK run inside
  // the transaction puts the connection in that same state without needing a broken disk.
  test("a COMMIT that finds the transaction already rolled back fails, and the next transaction still runs", async () => {
    const scenarios = await db.scenario.count();
    await expect(
      within(
        3000,
        db.$transaction(async (tx) => tx.$executeRawUnsafe("ROLLBACK")),
      ),
    ).rejects.toThrow(/no transaction is active/);
    await expect(
      within(
        3000,
        db.$transaction(async (tx) => tx.scenario.count()),
      ),
    ).resolves.toBe(scenarios);
  });

  test("a failed transaction that SQLite already rolled back reports its own error, and the next transaction still runs", async () => {
    const failing = db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("ROLLBACK");
      throw new Error("the write failed");
    });
    await expect(within(3000, failing)).rejects.toThrow("the write failed");
    await expect(within(3000, db.scenario.updateMany({ where: { id: "none" }, data: { name: "x" } }))).resolves.toEqual(
      { count: 0 },
    );
  });
});
