import { describe, expect, test } from "vitest";
import { lowerRole } from "@/lib/accounts/roles";
import { parseApiKeyBody } from "./keys-schema";

describe("parseApiKeyBody", () => {
  test("accepts a name and a role, trimming the name; a whole emoji is text", () => {
    expect(parseApiKeyBody({ name: "ci 🚀", role: "viewer" })).toEqual({
      ok: true,
      value: { name: "ci 🚀", role: "viewer" },
    });
    expect(parseApiKeyBody({ name: "  nightly export ", role: "viewer" })).toEqual({
      ok: true,
      value: { name: "nightly export", role: "viewer" },
    });
  });

  test.each([
    [{ role: "viewer" }, "name", "required", "name is required"],
    [{ name: "   ", role: "viewer" }, "name", "too_short", "name must not be empty"],
    [{ name: "k".repeat(121), role: "viewer" }, "name", "too_long", "name must be at most 120 characters"],
    [
      { name: "ci \ud83d", role: "viewer" },
      "name",
      "malformed_text",
      "name must be valid Unicode text: it holds half of a character (a lone UTF-16 surrogate such as \\ud800)",
    ],
    [{ name: "ci", role: "admin" }, "role", "not_an_option", 'role must be "viewer", "editor" or "owner"'],
    [
      { name: "ci", role: "viewer", workspaceId: "x" },
      "workspaceId",
      "unknown_field",
      "workspaceId is not a known field",
    ],
  ])("%j is refused naming %s (%s)", (body, path, code, message) => {
    expect(parseApiKeyBody(body)).toEqual({ ok: false, errors: [{ path, code, message }] });
  });

  test("a body that is not an object is refused as a whole", () => {
    expect(parseApiKeyBody([1])).toEqual({
      ok: false,
      errors: [{ path: "", code: "wrong_type", message: "The body must be a JSON object" }],
    });
  });
});

test("lowerRole: a key never does more than its creator may today", () => {
  expect(lowerRole("owner", "viewer")).toBe("viewer");
  expect(lowerRole("editor", "owner")).toBe("editor");
  expect(lowerRole("viewer", "viewer")).toBe("viewer");
});
