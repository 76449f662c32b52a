import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { migrationPool } from "./lib/db/postgres-migration-pool";

// The schema reads the URL from the environment; without it the 6.19 CLI cannot read the schema
// and falls back to downloading a native query engine.
process.env.DATABASE_URL ??= "file:./data/tco.db";

// One schema and migration history per provider (Prisma has no schema for two): SQLite's in
// prisma/, PostgreSQL's in prisma/postgresql/. The URL picks which one `migrate deploy` applies.
const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL);
const folder = postgres ? "prisma/postgresql" : "prisma";

// Prisma 7's CLI downloads a native schema engine, which this network cannot reach; 6.19's
// JavaScript engine migrates through the same driver adapter the app uses at run time.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: `${folder}/schema.prisma`,
  migrations: { path: `${folder}/migrations` },
  adapter: async () =>
    postgres
      ? new PrismaPg(migrationPool({ connectionString: process.env.DATABASE_URL, max: 1 }), {
          disposeExternalPool: true,
        })
      : new PrismaBetterSQLite3({ url: process.env.DATABASE_URL ?? "" }),
});
