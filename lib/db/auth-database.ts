import "server-only";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { getDb } from "@/lib/db";
import { isPostgresUrl, parseEnv } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * better-auth's tables (users, sessions, accounts, workspaces, members, invitations) through
 * Prisma, on whichever database DATABASE_URL names. The client is looked up on every call rather
 * than captured once, so better-auth gets the same checks as every other query (a SQLite file
 * replaced under the app is refused, not written to).
 */
export function authDatabase() {
  const client = new Proxy({} as PrismaClient, {
    get: (_target, property) => {
      const db = getDb();
      const value = Reflect.get(db, property, db) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
  return prismaAdapter(client, { provider: isPostgresUrl(parseEnv().DATABASE_URL) ? "postgresql" : "sqlite" });
}
