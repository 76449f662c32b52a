import pg from "pg";
import { redactedUrl } from "@/lib/env";
import { fail } from "./cli";

/** An arbitrary key all instances of this app agree on: "GPU TCO" in ASCII. */
const PREPARE_LOCK = 0x475055_54434f;

/** What a failed connection means for the person starting the app, in one sentence. */
export function connectionProblem(error: unknown, url: string): string {
  const { code, message } = error as { code?: string; message?: string };
  const { hostname, port } = new URL(url);
  const at = `${hostname}:${port || 5432}`;
  switch (code) {
    case "ECONNREFUSED":
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
      return `Nothing answers at ${at}. Is PostgreSQL running there and listening on that address?`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `The host ${hostname} in DATABASE_URL is unknown.`;
    case "28P01":
    case "28000":
      return `PostgreSQL at ${at} refused the login: ${message}. Check the user and password in DATABASE_URL.`;
    case "3D000":
      return `${message} on ${at}. Create it first (createdb, or CREATE DATABASE).`;
    default:
      return `Could not connect to PostgreSQL at ${at}: ${message ?? String(error)}`;
  }
}

/**
 * Takes a session-level advisory lock on the database, so that app instances starting at once
 * migrate and seed one after another; resolves to the function that releases it. Ends the
 * process with a plain message when the server can't be reached or refuses the login.
 */
export async function lockPostgres(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A connection lost while holding the lock must end in a message, not an unhandled error event.
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT pg_advisory_lock($1)", [PREPARE_LOCK]);
  } catch (error) {
    await client.end().catch(() => {});
    fail(`${connectionProblem(error, url)}\n  (DATABASE_URL=${redactedUrl(url)})`);
  }
  return async () => {
    await client.query("SELECT pg_advisory_unlock($1)", [PREPARE_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  };
}
