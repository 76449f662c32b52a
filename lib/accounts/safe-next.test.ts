import { expect, test } from "vitest";
import { safeNext } from "./safe-next";

test.each([
  ["/scenarios/abc", "/scenarios/abc"],
  ["/compare?ids=a,b", "/compare?ids=a,b"],
  ["/scenarios/abc#history", "/scenarios/abc#history"],
  [["/scenarios/abc", "//evil.example"], "/scenarios/abc"],
  [undefined, "/"],
  ["", "/"],
  ["https://evil.example/", "/"],
  ["//evil.example", "/"],
  ["/\\evil.example", "/"],
  ["/\\/evil.example", "/"],
  ["javascript:alert(1)", "/"],
  // Browsers strip tab, CR and LF from a URL, so each of these would become //evil.example.
  ["/\t/evil.example", "/"],
  ["/\r/evil.example", "/"],
  ["/\n/evil.example", "/"],
  ["/.//evil.example", "/"],
  ["/%2e//evil.example", "/"],
  // A Location header can't carry these (Node throws ERR_INVALID_CHAR): the list, not a 500.
  ["/\u0000", "/"],
  ["/caf\u00e9", "/"],
  ["/\ud800", "/"],
  ["/ scenarios", "/"],
])("next=%j goes to %s", (next, expected) => expect(safeNext(next)).toBe(expected));
