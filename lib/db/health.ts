import "server-only";
import { accessSync, constants, existsSync } from "node:fs";
import { getDb } from "@/lib/db";
import { databasePath, isPostgresUrl, parseEnv } from "@/lib/env";

export type DatabaseHealth = { ok: true } | { ok: false; reason: string };

/** Whether the OS would let this process write the file: false for a read-only mode, mount or immutable flag. */
function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks that the database file is still on disk, that saves could be written to it, and that it
 * answers a real query on the scenario table. The file checks matter because SQLite keeps reading
 * a deleted file through its open handle, and a read-only file still answers every read. On
 * PostgreSQL the query alone tells: it needs a connection, so a server that is down or refuses
 * the login fails it.
 */
export async function checkDatabase(): Promise<DatabaseHealth> {
  try {
    const url = parseEnv().DATABASE_URL;
    if (!isPostgresUrl(url)) {
      const path = databasePath(url);
      if (!existsSync(path)) return { ok: false, reason: "database file is missing" };
      const wal = `${path}-wal`;
      if (!writable(path) || (existsSync(wal) && !writable(wal)))
        return { ok: false, reason: "database file is read-only" };
    }
    await getDb().$queryRaw`SELECT COUNT(*) FROM "Scenario"`;
    return { ok: true };
  } catch (error) {
    if (!(error instanceof Error)) return { ok: false, reason: "unknown error" };
    // Prisma wraps a driver's failure in "Invalid `prisma.$queryRaw()` invocation: … Message: `…`".
    const driverMessage = /Message: `([^`]+)`/.exec(error.message)?.[1];
    return { ok: false, reason: driverMessage ?? error.message.replace(/\s*\n\s*/g, " ") };
  }
}
