import { describe, expect, test } from "vitest";
import { irrPct } from "./irr";

describe("irrPct", () => {
  test.each([
    ["one rate: −100 then 110", [-100, 110], 10],
    ["one rate: −100, 0, 121", [-100, 0, 121], 10],
    ["comma.ai: −5M then 13.6M a year for 3 years", [-5e6, 13.6e6, 13.6e6, 13.6e6], 266.4736199270897],
    ["a loss: −100 then 90", [-100, 90], -10],
    ["near −100%: −100 then 1", [-100, 1], -99],
    ["very high: −1 then 1,000,000", [-1, 1e6], 99_999_900],
    ["nothing invested at 0: the root x = 0 (r = ∞) is not a rate", [0, -100, 110], 10],
    ["rounding noise in the last year is not a cash flow", [-100, 110, 1e-12], 10],
    ["two sign changes, but NPV only touches 0 at 0%: one rate", [-1, 2, -1], 0],
  ])("%s", (_name, flows, expected) => {
    expect(irrPct(flows)).toBeCloseTo(expected, 6);
  });

  test("three sign changes and one rate: that rate zeroes the NPV", () => {
    const flows = [-10, 1, -1, 20];
    const rate = irrPct(flows);
    expect(rate).not.toBeNull();
    const x = 1 / (1 + rate! / 100);
    expect(flows.reduce((sum, flow, y) => sum + flow * x ** y, 0)).toBeCloseTo(0, 9);
  });

  test.each([
    ["no rate: all costs", [-100, -10]],
    ["no rate: all gains", [100, 10]],
    ["no rate: two sign changes, never zero", [-100, 50, -100]],
    ["several: 10% and 20% both zero the NPV", [-100, 230, -132]],
    ["several: −99.5% and 99.5%", [-100, 200, -1]],
    ["every rate: all zero", [0, 0, 0]],
  ])("%s → null", (_name, flows) => {
    expect(irrPct(flows)).toBeNull();
  });
});
