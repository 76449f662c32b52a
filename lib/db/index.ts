import "server-only";
import { statSync } from "node:fs";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databasePath, EnvError, isPostgresUrl, parseEnv } from "@/lib/env";
import { isPostgresUnavailable, postgresClient } from "@/lib/db/postgres-client";
import { durableSqliteAdapter } from "@/lib/db/sqlite-adapter";

/** The file the cached client opened, to notice when it is deleted or replaced under it. */
type OpenedFile = { path: string; dev: number; ino: number };

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; prismaFile?: OpenedFile };

/** The database can't be used right now (missing, replaced, read-only, broken); nothing was changed. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

function identify(path: string): OpenedFile {
  try {
    const { dev, ino } = statSync(path);
    return { path, dev, ino };
  } catch {
    throw new DatabaseUnavailableError("database file is missing");
  }
}

/**
 * An open SQLite handle keeps working on a deleted file, so saves would be answered 200 and
 * vanish with the last handle. Checked on every use: a stat costs microseconds.
 */
function assertStillOpenedFile(opened: OpenedFile): void {
  const now = identify(opened.path);
  if (now.dev !== opened.dev || now.ino !== opened.ino) {
    // Reopening would pair the new file with the old one's -wal and -shm: restart instead.
    throw new DatabaseUnavailableError("database file was replaced while the app was running; restart the app");
  }
}

/**
 * The one Prisma client, created on first use (so a build never opens the database) and cached
 * on globalThis so that hot reloads in development don't open more connections. `DATABASE_URL`
 * picks the database: a `file:` URL is SQLite, a `postgresql://` URL a PostgreSQL server. Throws
 * a {@link DatabaseUnavailableError} when the SQLite file has gone or been replaced.
 */
export function getDb(): PrismaClient {
  const cached = globalForPrisma.prisma;
  if (cached) {
    if (globalForPrisma.prismaFile) assertStillOpenedFile(globalForPrisma.prismaFile);
    return cached;
  }
  const { DATABASE_URL, DATABASE_POOL_SIZE } = parseEnv();
  if (isPostgresUrl(DATABASE_URL)) {
    const client = postgresClient(DATABASE_URL, DATABASE_POOL_SIZE);
    globalForPrisma.prisma = client;
    globalForPrisma.prismaFile = undefined;
    return client;
  }
  const opened = identify(databasePath(DATABASE_URL));
  // fileMustExist: a missing database is an error to report, never an empty one to create.
  // timeout: wait for another process's write lock (CLI, backup) instead of SQLITE_BUSY.
  const client = new PrismaClient({
    adapter: durableSqliteAdapter({ url: DATABASE_URL, fileMustExist: true, timeout: 5000 }),
  });
  globalForPrisma.prisma = client;
  globalForPrisma.prismaFile = opened;
  return client;
}

// SQLite result codes (and their extended forms) that mean the file can't be read or written,
// and Prisma's P1008, which is how SQLITE_BUSY arrives once the 5 s lock wait has run out.
const UNAVAILABLE_CODE = /^(SQLITE_(READONLY|CANTOPEN|IOERR|FULL|CORRUPT|NOTADB|BUSY|LOCKED)(_\w+)?|P1008)$/;

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, kind, meta, cause } = current as {
      code?: unknown;
      kind?: unknown;
      meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown; code?: unknown } } };
      cause?: unknown;
    };
    for (const value of [
      code,
      kind,
      meta?.driverAdapterError?.cause?.originalCode,
      meta?.driverAdapterError?.cause?.kind,
      meta?.driverAdapterError?.cause?.code,
    ]) {
      if (typeof value === "string") codes.push(value);
    }
    current = cause;
  }
  return codes;
}

// When the COMMIT of a transaction Prisma opened itself (a create with nested rows) fails, Prisma
// marks the transaction committed anyway, then fails to roll it back and reports only that,
// without SQLite's code. SQLite's COMMIT only fails when the file can't be written.
const FAILED_COMMIT = /rollback cannot be executed on a committed transaction/i;
// Every connection stayed busy for as long as a save may wait: the database is saturated.
const NO_CONNECTION = /Unable to start a transaction in the given time/i;

/** Whether an error means the database is unavailable, as opposed to a bug or a bad request. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Libraries wrap what they caught (better-auth's "Failed to get session"): look at the causes too.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DatabaseUnavailableError || current instanceof EnvError) return true;
  }
  const codes = codesOf(error);
  if (
    codes.includes("P2028") &&
    error instanceof Error &&
    (FAILED_COMMIT.test(error.message) || NO_CONNECTION.test(error.message))
  )
    return true;
  return (
    codes.some((code) => UNAVAILABLE_CODE.test(code)) ||
    isPostgresUnavailable(codes, error instanceof Error ? error.message : "")
  );
}
