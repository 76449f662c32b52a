/**
 * SQLite and PostgreSQL each have their own schema file and migration history (Prisma has no
 * schema for two providers). These tests keep them one schema: the models are the same text, and
 * the databases the two histories build have the same tables, columns, keys, indexes and foreign keys
 * (schema-equivalence-postgres.test.ts, in the PostgreSQL pass).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const read = (path: string) => readFileSync(join(import.meta.dirname, path), "utf8");
/** Everything after the datasource block: the models, with their comments. */
const models = (schema: string) => schema.slice(schema.indexOf("}", schema.indexOf("datasource")) + 1).trim();

describe("prisma/schema.prisma and prisma/postgresql/schema.prisma", () => {
  test("declare the same models, fields, attributes and indexes, word for word", () => {
    expect(models(read("postgresql/schema.prisma"))).toBe(models(read("schema.prisma")));
    expect(models(read("schema.prisma"))).toMatch(/^\/\/\/|^model /);
  });

  test("differ only in provider and where the client is generated", () => {
    const head = (schema: string) => schema.slice(0, schema.indexOf("}", schema.indexOf("datasource")) + 1);
    const normalise = (text: string) =>
      text.replace(/provider = "(sqlite|postgresql)"/, 'provider = "…"').replace(/output\s*=\s*".*"/, "output = …");
    expect(normalise(head(read("postgresql/schema.prisma")))).toBe(normalise(head(read("schema.prisma"))));
  });

  test("have migration histories with the same migrations, in the same order", () => {
    const list = (dir: string) =>
      execFileSync("ls", [join(import.meta.dirname, dir)], { encoding: "utf8" })
        .split("\n")
        .filter((name) => /^\d{14}_/.test(name));
    expect(list("postgresql/migrations")).toEqual(list("migrations"));
  });
});
