import { expect, test } from "vitest";
import { safeNext } from "./safe-next";

test.each([
  ["/scenarios/abc", "/scenarios/abc"],
  ["/compare?ids=a,b", "/compare?ids=a,b"],
  [undefined, "/"],
  ["", "/"],
  ["https://evil.example/", "/"],
  ["//evil.example", "/"],
  ["/\\evil.example", "/"],
  ["javascript:alert(1)", "/"],
])("next=%s goes to %s", (next, expected) => expect(safeNext(next)).toBe(expected));
