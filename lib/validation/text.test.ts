import { describe, expect, test } from "vitest";
import { isWellFormedText, malformedTextPath, mayHoldSurrogate } from "./text";

describe("well-formed text", () => {
  test.each([
    ["plain", "GPU cluster", true],
    ["an emoji (a surrogate pair)", "🚀 launch", true],
    ["right-to-left and accents", "מחשב · café", true],
    ["a lone high surrogate", "a\ud800", false],
    ["a lone low surrogate", "\udc00b", false],
    ["a pair written backwards", "\ude80\ud83d", false],
  ])("%s", (_name, text, ok) => {
    expect(isWellFormedText(text)).toBe(ok);
  });

  test("the path of the first malformed string or key, the key escaped", () => {
    expect(malformedTextPath({ a: [{ b: "ok" }, { c: "x\ud800" }] })).toBe("a.1.c");
    expect(malformedTextPath({ ["k\udfff"]: 1 })).toBe("k\\udfff");
    expect(malformedTextPath("\ud800")).toBe("");
    expect(malformedTextPath({ a: "🚀", b: [1, null, true] })).toBeNull();
  });

  test("any depth of nesting, without a stack overflow", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\ud800"${"]".repeat(100_000)}`) as unknown;
    expect(malformedTextPath(deep)).toBe(Array.from({ length: 100_000 }, () => "0").join("."));
  });

  test("JSON text can only hold one through a \\u escape of D800–DFFF", () => {
    expect(mayHoldSurrogate(JSON.stringify({ n: "a\ud800" }))).toBe(true);
    expect(mayHoldSurrogate('{"n":"\\uDC00"}')).toBe(true);
    expect(mayHoldSurrogate(JSON.stringify({ n: "🚀 \u00e9" }))).toBe(false);
  });
});
