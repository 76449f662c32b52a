import { tmpdir } from "node:os";
import { describe, expect, test } from "vitest";
import { DEFAULT_DATABASE_URL, EnvError, parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  test("fills defaults when nothing is set", () => {
    const env = parseEnv({ DATABASE_URL: `file:${tmpdir()}/x.db` });
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe("development");
  });

  test("defaults the database to data/tco.db", () => {
    expect(DEFAULT_DATABASE_URL).toBe("file:./data/tco.db");
  });

  test.each([
    [{ DATABASE_URL: "file:/does/not/exist/tco.db" }, /DATABASE_URL points into a folder that does not exist \(DATABASE_URL=file:\/does\/not\/exist\/tco\.db\)/],
    [{ DATABASE_URL: "postgres://localhost/db" }, /DATABASE_URL must be a SQLite file URL/],
    [{ DATABASE_URL: `file:${tmpdir()}/x.db`, PORT: "eighty" }, /PORT/],
    [{ DATABASE_URL: `file:${tmpdir()}/x.db`, PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: `file:${tmpdir()}/x.db`, NODE_ENV: "staging" }, /NODE_ENV/],
  ])("rejects %j naming the variable", (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });
});
