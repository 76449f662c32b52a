import { describe, expect, test } from "vitest";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "@/lib/db";
import { EnvError } from "@/lib/env";

describe("isDatabaseUnavailable", () => {
  const withCode = (code: string, extra: object = {}) => Object.assign(new Error("x"), { code, ...extra });

  test.each([
    "SQLITE_READONLY",
    "SQLITE_READONLY_DBMOVED",
    "SQLITE_IOERR_WRITE",
    "SQLITE_CANTOPEN",
    "SQLITE_FULL",
    "SQLITE_CORRUPT",
    "SQLITE_NOTADB",
    "P1008",
  ])("%s is the database being unavailable", (code) => expect(isDatabaseUnavailable(withCode(code))).toBe(true));

  test("so is a driver error wrapped by Prisma, a missing file and a bad DATABASE_URL", () => {
    expect(
      isDatabaseUnavailable(
        withCode("P2010", { meta: { driverAdapterError: { cause: { originalCode: "SQLITE_IOERR_FSYNC" } } } }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: withCode("SQLITE_CANTOPEN") }))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError("database file is missing"))).toBe(true);
    expect(isDatabaseUnavailable(new EnvError("Invalid environment"))).toBe(true);
  });

  test("so is a COMMIT that failed in a transaction Prisma opened itself", () => {
    const message =
      "Transaction API error: Transaction already closed: A rollback cannot be executed on a committed transaction.";
    expect(isDatabaseUnavailable(Object.assign(new Error(message), { code: "P2028" }))).toBe(true);
  });

  test("so is a save that waited its whole time for a connection", () => {
    const message = "Transaction API error: Unable to start a transaction in the given time.";
    expect(isDatabaseUnavailable(Object.assign(new Error(message), { code: "P2028" }))).toBe(true);
  });

  test.each([
    ["a refused connection", { code: "P1001" }],
    ["a refused login", { code: "P1000", meta: { driverAdapterError: { cause: { kind: "AuthenticationFailed" } } } }],
    [
      "a role not permitted to log in",
      Object.assign(new Error('role "x" is not permitted to log in'), { code: "28000" }),
    ],
    ["a server shutting down", { code: "P2010", meta: { driverAdapterError: { cause: { originalCode: "57P01" } } } }],
    [
      "a full disk on the server",
      { code: "P2010", meta: { driverAdapterError: { cause: { originalCode: "53100" } } } },
    ],
    ["a read-only server", { code: "P2010", meta: { driverAdapterError: { cause: { originalCode: "25006" } } } }],
    [
      "a socket refused",
      new Error("wrapped", {
        cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }),
      }),
    ],
    ["an exhausted pool", new Error("timeout exceeded when trying to connect")],
  ])("on PostgreSQL, %s is the database being unavailable", (_, error) => {
    expect(isDatabaseUnavailable(Object.assign(error instanceof Error ? error : new Error("x"), error))).toBe(true);
  });

  test("on PostgreSQL, a unique violation, a missing table and a syntax error are not", () => {
    for (const code of ["23505", "42P01", "42601"]) {
      expect(
        isDatabaseUnavailable(withCode("P2010", { meta: { driverAdapterError: { cause: { originalCode: code } } } })),
        code,
      ).toBe(false);
    }
  });

  test("bugs, constraint violations and other transaction errors are not", () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("Transaction API error: Transaction not found."), { code: "P2028" }),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("P2002"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("SQLITE_CONSTRAINT_UNIQUE"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
