import { tmpdir } from "node:os";
import { describe, expect, test } from "vitest";
import { DEFAULT_DATABASE_URL, EnvError, isPostgresUrl, parseEnv, redactedUrl } from "@/lib/env";

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
    [
      { DATABASE_URL: "file:/does/not/exist/tco.db" },
      /DATABASE_URL points into a folder that does not exist \(DATABASE_URL=file:\/does\/not\/exist\/tco\.db\)/,
    ],
    [{ DATABASE_URL: "mysql://localhost/db" }, /DATABASE_URL must be a SQLite file URL .* or a PostgreSQL URL/],
    [{ DATABASE_URL: "mysql://tco:s3cret@localhost/db" }, /DATABASE_URL=mysql:\/\/tco:\*\*\*@localhost\/db\)/],
    [{ DATABASE_URL: `file:${tmpdir()}/x.db`, PORT: "eighty" }, /PORT/],
    [{ DATABASE_URL: `file:${tmpdir()}/x.db`, PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: `file:${tmpdir()}/x.db`, NODE_ENV: "staging" }, /NODE_ENV/],
  ])("rejects %j naming the variable", (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  test.each(["postgresql://tco:pw@db.internal:5432/tco", "postgres://localhost/tco"])(
    "accepts the PostgreSQL URL %s",
    (url) => {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
      expect(isPostgresUrl(url)).toBe(true);
    },
  );
});

describe("redactedUrl", () => {
  test.each([
    ["postgresql://tco:s3cret@db:5432/tco", "postgresql://tco:***@db:5432/tco"],
    ["postgres://tco:p%40ss@db/tco?sslmode=require", "postgres://tco:***@db/tco?sslmode=require"],
    ["postgresql://tco@db/tco", "postgresql://tco@db/tco"],
    ["file:./data/tco.db", "file:./data/tco.db"],
  ])("%s → %s", (url, shown) => expect(redactedUrl(url)).toBe(shown));
});
