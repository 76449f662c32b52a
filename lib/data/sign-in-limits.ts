import "server-only";
import { getDb } from "@/lib/data/db";

/**
 * How many sign-ins failed under `key` in the window that is still running, 0 when none did or
 * the window has passed. Kept in the database, so every instance counts the same attempts.
 */
export async function failuresIn(key: string, windowMs: number, now = new Date()): Promise<{ failures: number; windowStart: Date | null }> {
  const row = await getDb().signInLimit.findUnique({ where: { key } });
  if (!row || now.getTime() - row.windowStart.getTime() >= windowMs) return { failures: 0, windowStart: null };
  return { failures: row.failures, windowStart: row.windowStart };
}

/** Counts one failed sign-in under each key, starting a new window where the last one has passed. */
export async function recordFailure(keys: string[], windowMs: number, now = new Date()): Promise<void> {
  const db = getDb();
  const expired = new Date(now.getTime() - windowMs);
  for (const key of keys) {
    await db.$transaction([
      db.signInLimit.deleteMany({ where: { key, windowStart: { lte: expired } } }),
      db.signInLimit.upsert({ where: { key }, create: { key, failures: 1, windowStart: now }, update: { failures: { increment: 1 } } }),
    ]);
  }
}

/** Forgets the failures under a key (an account after it signed in). */
export async function clearFailures(key: string): Promise<void> {
  await getDb().signInLimit.deleteMany({ where: { key } });
}
