import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

// The schema reads the URL from the environment; without it the 6.19 CLI cannot read the schema
// and falls back to downloading a native query engine.
process.env.DATABASE_URL ??= "file:./data/tco.db";

// Prisma 7's CLI downloads a native schema engine, which this network cannot reach; 6.19's
// JavaScript engine migrates through the same driver adapter the app uses at run time.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  adapter: async () =>
    new PrismaBetterSQLite3({ url: process.env.DATABASE_URL ?? "" }),
});
