import "server-only";
import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/db";

const AUTH_SECRET = "auth-secret";

/**
 * The key better-auth signs cookies and encrypts tokens with. Made once, on first use, and kept in
 * the database, so `npm start` needs no setting and several instances on one PostgreSQL agree.
 * When two instances start at once, one insert wins and both read the winner's key.
 */
export async function storedAuthSecret(): Promise<string> {
  const db = getDb();
  const existing = await db.appSetting.findUnique({ where: { key: AUTH_SECRET } });
  if (existing) return existing.value;
  try {
    const created = await db.appSetting.create({
      data: { key: AUTH_SECRET, value: randomBytes(32).toString("base64url") },
    });
    return created.value;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await db.appSetting.findUniqueOrThrow({ where: { key: AUTH_SECRET } })).value;
  }
}

/** Prisma's P2002: another writer inserted the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}
