import { describe, expect, test } from "vitest";
import { failureMessage } from "./http";

describe("failureMessage", () => {
  test.each([
    [400, { errors: [{ path: "name", message: "name is required" }] }, "name is required"],
    [
      400,
      {
        errors: [
          { path: "a", message: "one" },
          { path: "b", message: "two" },
        ],
      },
      "one; two",
    ],
    [503, { error: "database unavailable" }, "The server answered HTTP 503"],
    [500, undefined, "The server answered HTTP 500"],
  ])("HTTP %d %j → %s", (status, body, message) => {
    expect(failureMessage(status, body)).toBe(message);
  });
});
