/**
 * The databases the SQLite and PostgreSQL migration histories build have the same tables, columns,
 * keys, indexes and foreign keys. Runs in `npm test`'s PostgreSQL pass only (vitest.config.ts), on
 * the run's own database, which the global setup migrated; schema-equivalence.test.ts compares the
 * schema files' text on every pass.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { isPostgresUrl } from "@/lib/env";

const postgresUrl = process.env.DATABASE_URL ?? "";
// Run on SQLite by hand, it fails here instead of skipping.
if (!isPostgresUrl(postgresUrl))
  throw new Error("schema-equivalence-postgres.test.ts needs the PostgreSQL pass: DATABASE_URL is not PostgreSQL");

/** A database's structure in provider-neutral words, for comparison. */
interface Shape {
  columns: string[];
  indexes: string[];
  foreignKeys: string[];
}

const SQLITE_TYPES: Record<string, string> = {
  TEXT: "text",
  INTEGER: "int",
  DATETIME: "datetime",
  REAL: "float",
  BOOLEAN: "bool",
  BLOB: "bytes",
  DECIMAL: "decimal",
  BIGINT: "bigint",
  JSONB: "json",
};
const POSTGRES_TYPES: Record<string, string> = {
  text: "text",
  integer: "int",
  "timestamp without time zone": "datetime",
  "double precision": "float",
  boolean: "bool",
  bytea: "bytes",
  numeric: "decimal",
  bigint: "bigint",
  jsonb: "json",
};

function sqliteShape(file: string): Shape {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare<[], { name: string }>(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`,
      )
      .all();
    const shape: Shape = { columns: [], indexes: [], foreignKeys: [] };
    for (const { name: table } of tables) {
      const columns = db
        .prepare<[], { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>(
          `PRAGMA table_info("${table}")`,
        )
        .all();
      for (const c of columns)
        shape.columns.push(
          `${table}.${c.name} ${SQLITE_TYPES[c.type] ?? c.type} ${c.notnull || c.pk ? "not null" : "null"} ` +
            `default=${c.dflt_value !== null}`,
        );
      shape.indexes.push(
        `${table} primary (${columns
          .filter((c) => c.pk)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name)
          .join(", ")})`,
      );
      for (const index of db
        .prepare<[], { name: string; unique: number; origin: string }>(`PRAGMA index_list("${table}")`)
        .all()) {
        if (index.origin === "pk") continue;
        const cols = db
          .prepare<[], { name: string }>(`PRAGMA index_info("${index.name}")`)
          .all()
          .map((c) => c.name);
        shape.indexes.push(`${table} ${index.unique ? "unique" : "index"} ${index.name} (${cols.join(", ")})`);
      }
      for (const fk of db
        .prepare<[], { table: string; from: string; to: string; on_delete: string; on_update: string }>(
          `PRAGMA foreign_key_list("${table}")`,
        )
        .all()) {
        shape.foreignKeys.push(
          `${table}.${fk.from} → ${fk.table}.${fk.to} on delete ${fk.on_delete} on update ${fk.on_update}`,
        );
      }
    }
    return { columns: shape.columns.sort(), indexes: shape.indexes.sort(), foreignKeys: shape.foreignKeys.sort() };
  } finally {
    db.close();
  }
}

async function postgresShape(url: string): Promise<Shape> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      column_default: string | null;
    }>(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'`,
    );
    const indexes = await client.query<{
      table: string;
      name: string;
      unique: boolean;
      primary: boolean;
      columns: string;
    }>(
      `SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique, x.indisprimary AS primary,
              (SELECT string_agg(a.attname, ', ' ORDER BY k.n) FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, n)
               JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum) AS columns
       FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
       WHERE t.relnamespace = current_schema()::regnamespace AND t.relname <> '_prisma_migrations'`,
    );
    const foreignKeys = await client.query<{
      table: string;
      column: string;
      target: string;
      target_column: string;
      on_delete: string;
      on_update: string;
    }>(
      `SELECT tc.table_name AS table, kcu.column_name AS column, ccu.table_name AS target, ccu.column_name AS target_column,
              rc.delete_rule AS on_delete, rc.update_rule AS on_update
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       JOIN information_schema.constraint_column_usage ccu
         ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
       JOIN information_schema.referential_constraints rc
         ON rc.constraint_name = tc.constraint_name AND rc.constraint_schema = tc.table_schema
       WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
    );
    return {
      columns: columns.rows
        .map(
          (c) =>
            `${c.table_name}.${c.column_name} ${POSTGRES_TYPES[c.data_type] ?? c.data_type} ` +
            `${c.is_nullable === "NO" ? "not null" : "null"} default=${c.column_default !== null}`,
        )
        .sort(),
      indexes: indexes.rows
        .map((i) =>
          i.primary
            ? `${i.table} primary (${i.columns})`
            : `${i.table} ${i.unique ? "unique" : "index"} ${i.name} (${i.columns})`,
        )
        .sort(),
      foreignKeys: foreignKeys.rows
        .map(
          (f) =>
            `${f.table}.${f.column} → ${f.target}.${f.target_column} on delete ${f.on_delete} on update ${f.on_update}`,
        )
        .sort(),
    };
  } finally {
    await client.end();
  }
}

describe("the databases the two migration histories build", () => {
  test("have the same tables, columns, nullability, defaults, keys, indexes and foreign keys", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gpu-tco-equivalence-"));
    try {
      const file = join(dir, "tco.db");
      execFileSync("node_modules/.bin/prisma", ["migrate", "deploy"], {
        env: { ...process.env, DATABASE_URL: `file:${file}` },
        stdio: "pipe",
      });
      const sqlite = sqliteShape(file);
      const postgres = await postgresShape(postgresUrl);
      expect(postgres).toEqual(sqlite);
      expect(sqlite.columns.length).toBeGreaterThan(10);
      expect(sqlite.foreignKeys.length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
