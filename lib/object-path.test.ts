import { describe, expect, test } from "vitest";
import { getPath, setPath } from "@/lib/object-path";

describe("object paths", () => {
  test.each([
    [{ a: { b: 2 } }, "a.b", 2],
    [{ a: { b: 2 } }, "a.c", undefined],
    [{ a: 1 }, "a.b.c", undefined],
    [null, "a", undefined],
  ])("getPath(%j, %s) = %j", (object, path, expected) => {
    expect(getPath(object, path)).toEqual(expected);
  });

  test("setPath copies every level it changes and leaves the input alone", () => {
    const input = { a: { b: 1, keep: { x: 1 } }, other: { y: 2 } };
    const output = setPath(input, "a.b", 5);
    expect(output).toEqual({ a: { b: 5, keep: { x: 1 } }, other: { y: 2 } });
    expect(input.a.b).toBe(1);
    expect(output.other).toBe(input.other);
    expect(output.a.keep).toBe(input.a.keep);
  });

  test("setPath creates missing objects and removes keys set to undefined", () => {
    expect(setPath({}, "a.b.c", 1)).toEqual({ a: { b: { c: 1 } } });
    expect(setPath({ a: { b: 1, c: 2 } }, "a.b", undefined)).toEqual({ a: { c: 2 } });
  });
});
