import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { parseEnv } from "@/lib/env";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/**
 * The one Prisma client, created on first use (so a build never opens the database) and cached
 * on globalThis so that hot reloads in development don't open more connections.
 */
export function getDb(): PrismaClient {
  if (globalForPrisma.prisma) return globalForPrisma.prisma;
  const { DATABASE_URL } = parseEnv();
  // fileMustExist: a missing database is an error to report, never an empty one to create.
  // timeout: wait for another process's write lock (CLI, backup) instead of SQLITE_BUSY.
  const adapter = new PrismaBetterSQLite3({ url: DATABASE_URL, fileMustExist: true, timeout: 5000 });
  const client = new PrismaClient({ adapter });
  globalForPrisma.prisma = client;
  return client;
}
