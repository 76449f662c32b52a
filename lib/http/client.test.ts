import { describe, expect, test } from "vitest";
import { failureMessage } from "./client";

describe("failureMessage", () => {
  test.each([
    [400, { errors: [{ path: "name", code: "required", message: "name is required" }] }, "name is required"],
    [
      400,
      {
        errors: [
          { path: "a", code: "out_of_range", message: "one" },
          { path: "b", code: "a_code_this_client_does_not_know", message: "two" },
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
