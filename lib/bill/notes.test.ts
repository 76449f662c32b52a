import { describe, expect, test } from "vitest";
import { demandCurveIntro, sampleLength } from "./notes";

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

describe("demandCurveIntro", () => {
  test.each([
    [1, "The bill's 24 hours sorted from the busiest down, in 24 equal parts, read as the shape of a typical week"],
    [4 / 24, "The bill's 4 hours sorted from the busiest down, in 24 equal parts, read as the shape of a typical week"],
    [31, "The bill's 31 days sorted from the busiest down, in 24 equal parts, read as the shape of a typical week"],
  ])("a bill of %f days says its own length, never 'over the week'", (days, words) => {
    expect(demandCurveIntro(days, 24)).toBe(words);
    expect(demandCurveIntro(days, 24)).not.toContain("over the week");
  });
});
