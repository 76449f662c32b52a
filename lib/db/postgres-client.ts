import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as PostgresPrismaClient } from "@/lib/generated/prisma-postgresql/client";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * A Prisma client on PostgreSQL, with at most `poolSize` connections from this app instance.
 *
 * It is generated from prisma/postgresql/schema.prisma, whose models are SQLite's models
 * (prisma/schema-equivalence.test.ts proves it), so its query API is the SQLite client's and the
 * stores use the one type.
 *
 * @example
 * const db = postgresClient("postgresql://tco:secret@db:5432/tco", 10);
 * await db.scenario.count();
 */
export function postgresClient(connectionString: string, poolSize: number): PrismaClient {
  const adapter = new PrismaPg({
    connectionString,
    max: poolSize,
    // An unreachable server or a pool that stays exhausted is an answer (503) within seconds, not a hang.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  return new PostgresPrismaClient({ adapter }) as unknown as PrismaClient;
}

// SQLSTATE classes and codes meaning the server can't serve us right now: connection exceptions
// (08), insufficient resources (53: disk full, out of memory, too many connections), the server
// shutting down or starting (57P01-57P03), a read-only server or standby (25006), a login refused
// (28000, 28P01) and a database that is gone (3D000).
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|53\w{3}|57P0[1-3]|25006|28000|28P01|3D000)$/;

// What adapter-pg and Prisma call the same failures, and Node's socket errors underneath.
const UNAVAILABLE_KIND = new Set([
  "DatabaseNotReachable",
  "DatabaseDoesNotExist",
  "DatabaseAccessDenied",
  "AuthenticationFailed",
  "TooManyConnections",
  "ConnectionClosed",
  "SocketTimeout",
  "TlsConnectionError",
]);
const UNAVAILABLE_PRISMA = /^P10(00|01|02|03|08|10|11|17)$|^P2037$/;
const UNAVAILABLE_SOCKET = /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|EAI_AGAIN)$/;

// pg's own errors for a pool that can't get a connection carry no code, only these messages.
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|connection timeout/i;

/** Whether one code, kind or message seen on a PostgreSQL error means the database is unavailable. */
export function isPostgresUnavailable(codes: string[], message: string): boolean {
  return (
    codes.some(
      (code) =>
        UNAVAILABLE_SQLSTATE.test(code) ||
        UNAVAILABLE_KIND.has(code) ||
        UNAVAILABLE_PRISMA.test(code) ||
        UNAVAILABLE_SOCKET.test(code),
    ) || UNAVAILABLE_MESSAGE.test(message)
  );
}
