/**
 * `npm start`'s database step on PostgreSQL: migrates and seeds once, and a login the server
 * refuses is one plain sentence, never a stack trace. Runs in `npm test`'s PostgreSQL pass.
 */
import { spawnSync } from "node:child_process";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { isPostgresUrl } from "@/lib/env";

const url = process.env.DATABASE_URL ?? "";
// In the PostgreSQL pass only (vitest.config.ts); run on SQLite by hand, it fails instead of skipping.
if (!isPostgresUrl(url))
  throw new Error("prepare-db-postgres.test.ts needs the PostgreSQL pass: DATABASE_URL is not PostgreSQL");

const prepare = (databaseUrl: string) =>
  spawnSync(process.execPath, ["node_modules/.bin/tsx", "--conditions=react-server", "scripts/prepare-db.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const withPath = (database: string, user?: string) => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  if (user) next.username = user;
  return next.toString();
};

describe("scripts/prepare-db.ts on PostgreSQL", () => {
  test("migrates and seeds an empty database, and seeds only once", async () => {
    const name = `prepare_${process.pid}`;
    await admin(`DROP DATABASE IF EXISTS ${name}`);
    await admin(`CREATE DATABASE ${name}`);
    const first = prepare(withPath(name));
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Database ready: postgresql:\/\/.*; seeded 7 preset scenarios/);
    const second = prepare(withPath(name));
    expect(second.status).toBe(0);
    expect(second.stdout).not.toMatch(/seeded/);
    await admin(`DROP DATABASE ${name}`);
  }, 120_000);

  test.each([
    ["a role that may not log in", "nologin", /refused the login: role "\w+" is not permitted to log in/],
    ["a database that does not exist", "missing", /database "no_such_db_\d+" does not exist .*Create it first/],
  ])(
    "%s: a plain message and exit 1",
    async (_, kind, message) => {
      const role = `prepare_refused_${process.pid}`;
      if (kind === "nologin") await admin(`DROP ROLE IF EXISTS ${role}; CREATE ROLE ${role} NOLOGIN`);
      try {
        const result = prepare(
          kind === "nologin" ? withPath(new URL(url).pathname.slice(1), role) : withPath(`no_such_db_${process.pid}`),
        );
        expect(result.status).toBe(1);
        expect(result.stderr).toMatch(message);
        expect(result.stderr).not.toMatch(/\n\s+at /);
      } finally {
        if (kind === "nologin") await admin(`DROP ROLE IF EXISTS ${role}`);
      }
    },
    60_000,
  );
});
