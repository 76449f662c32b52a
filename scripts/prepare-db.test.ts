import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const prepare = (env: Record<string, string>) =>
  spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/prepare-db.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });

describe("scripts/prepare-db.ts", () => {
  test("a DATABASE_URL in a missing folder fails with a plain message, not a stack trace", () => {
    const result = prepare({ DATABASE_URL: "file:/no/such/folder/tco.db" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("DATABASE_URL points into a folder that does not exist");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  test("a PostgreSQL that nothing answers for fails with a plain message, not a stack trace", () => {
    const result = prepare({ DATABASE_URL: "postgresql://tco:secret@127.0.0.1:1/tco" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Nothing answers at 127.0.0.1:1. Is PostgreSQL running there");
    expect(result.stderr).toContain("postgresql://tco:***@127.0.0.1:1/tco");
    expect(result.stderr).not.toContain("secret");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);

  test("migrates and seeds a new database, and seeds only once", () => {
    const file = join(mkdtempSync(join(tmpdir(), "gpu-tco-prepare-")), "tco.db");
    const first = prepare({ DATABASE_URL: `file:${file}` });
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/seeded 7 preset scenarios/);
    expect(existsSync(file)).toBe(true);
    const second = prepare({ DATABASE_URL: `file:${file}` });
    expect(second.status).toBe(0);
    expect(second.stdout).not.toMatch(/seeded/);
  }, 60_000);
});
