// Shared by the PostgreSQL fault tests: the test cluster, and a new database on it per test file.
import pg from "pg";
import { expect } from "vitest";

// vitest.faults.config.ts picks this folder only when the variable is set; run without it by hand,
// a test file fails here instead of skipping.
const ADMIN_URL = process.env.TCO_TEST_POSTGRES_URL ?? "";
if (!ADMIN_URL)
  throw new Error("The PostgreSQL fault tests need TCO_TEST_POSTGRES_URL, a PostgreSQL cluster's maintenance database");

/** Runs `run` with a client connected to `url`, and disconnects however it ends. */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test cluster; its URL. */
export async function createDatabase(name: string): Promise<string> {
  await withClient(ADMIN_URL, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A save the app answered 200: the scenario, the version it made and the inputs as the app stores them. */
export interface AcknowledgedSave {
  id: string;
  version: number;
  inputs: string;
}

/** Every acknowledged save is a revision in the database, with exactly the inputs acknowledged. */
export async function expectSavesStored(
  databaseUrl: string,
  ids: readonly string[],
  acknowledged: readonly AcknowledgedSave[],
): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ scenarioId: string; version: number; inputs: string }>(
      'SELECT "scenarioId", version, inputs FROM "Revision" WHERE "scenarioId" = ANY($1)',
      [ids],
    );
    const found = new Map(rows.map((row) => [`${row.scenarioId}@${row.version}`, row.inputs]));
    for (const entry of acknowledged)
      expect(found.get(`${entry.id}@${entry.version}`), `${entry.id} version ${entry.version}`).toBe(entry.inputs);
  });
}
