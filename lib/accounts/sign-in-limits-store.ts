import "server-only";
import { getDb } from "@/lib/db";
import { isUniqueViolation } from "@/lib/accounts/settings-store";

/** Whether an attempt was counted, or when the window that refused it began. */
export type Attempt = { taken: true } | { taken: false; windowStart: Date };

/**
 * Counts one attempt under `key` unless `max` have been counted in the window still running, in
 * one conditional UPDATE: the check and the count can't be split by a concurrent request, on
 * SQLite or on PostgreSQL (a read, then a write after the password check, let 40 concurrent
 * guesses through). A window that has passed starts again. Kept in the database, so every
 * instance counts the same attempts.
 */
export async function takeAttempt(key: string, max: number, windowMs: number, now = new Date()): Promise<Attempt> {
  const db = getDb();
  const expired = new Date(now.getTime() - windowMs);
  // Only a window that has passed is reset, so of two concurrent resets the second matches nothing.
  await db.signInLimit.updateMany({
    where: { key, windowStart: { lte: expired } },
    data: { failures: 0, windowStart: now },
  });
  for (;;) {
    const counted = await db.signInLimit.updateMany({
      where: { key, failures: { lt: max } },
      data: { failures: { increment: 1 } },
    });
    if (counted.count === 1) return { taken: true };
    const row = await db.signInLimit.findUnique({ where: { key } });
    if (row && row.failures >= max) return { taken: false, windowStart: row.windowStart };
    // Released in between: try the count again.
    if (row) continue;
    try {
      await db.signInLimit.create({ data: { key, failures: 1, windowStart: now } });
      return { taken: true };
    } catch (error) {
      // Another request made the row first: count against it.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/** Gives back an attempt that turned out not to be a failure (a success, a request refused for another reason). */
export async function releaseAttempt(key: string): Promise<void> {
  await getDb().signInLimit.updateMany({ where: { key, failures: { gt: 0 } }, data: { failures: { decrement: 1 } } });
}

/** Forgets the attempts under a key (an account after it signed in). */
export async function clearAttempts(key: string): Promise<void> {
  await getDb().signInLimit.deleteMany({ where: { key } });
}

/** How many attempts are counted under `key` in the window still running (0 when it has passed). */
export async function attemptsIn(key: string, windowMs: number, now = new Date()): Promise<number> {
  const row = await getDb().signInLimit.findUnique({ where: { key } });
  return row && now.getTime() - row.windowStart.getTime() < windowMs ? row.failures : 0;
}
