import { describe, expect, test } from "vitest";
import { sampleLength } from "./notes";

describe("sampleLength", () => {
  test.each([
    [1 / 24, "1 hour"],
    // An hour of rows summed in floating point: singular by the figure written, not "(1 hours)".
    [1 / 24 + 1e-12, "1 hour"],
    [0.99999 / 24, "1 hour"],
    [4 / 24, "4 hours"],
    [2.5, "60 hours"],
    [7, "7 days"],
    [31, "31 days"],
  ])("%f days is %s", (days, words) => {
    expect(sampleLength(days)).toBe(words);
  });
});
