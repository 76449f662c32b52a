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
    // −(1.1x − 1)² with x = 1/(1 + r): the NPV touches 0 at 10% only; rounding leaves it 2e-16
    // above 0 there, so the pieces on both sides each bisect to that one rate
    ["NPV only touches 0 at 10%, rounded just above: one rate", [-1, 2.2, -1.21], 10],
    // (x − 0.5)((x − 1)² + 0.01) × 200: three sign changes, the NPV rises, dips (not to 0) and rises
    // again; x = 0.5 is r = 100%: −101 + 402/2 − 500/4 + 200/8 = 0
    // (1.1x − 1)³: the NPV crosses 0 at 10% flat, a triple root
    ["NPV crosses 0 flat at 10%: one rate", [-1, 3.3, -3.63, 1.331], 10],
    ["three sign changes, one rate, the NPV dipping between: 100%", [-101, 402, -500, 200], 100],
    ["a loan: +100 now, −110 in a year costs 10%", [100, -110], 10],
    ["flows under $1: −1 then 0.5 is −50%", [-1, 0.5], -50],
    ["rounding noise of the other sign adds no rate near −100%", [-100, 110, -1e-12], 10],
    // noise is measured against the largest flow: 1e-6 against 1.1e8 is below 1e-9 of it
    ["noise against a large flow: −1e8, 1.1e8, −1e-6", [-1e8, 1.1e8, -1e-6], 10],
  ])("%s", (_name, flows, expected) => {
    const rate = irrPct(flows);
    // toBeCloseTo takes null for 0: a rate must be there.
    expect(rate).not.toBeNull();
    expect(rate).toBeCloseTo(expected, 6);
  });

  // −(1.1x − 1)² − δ at x = 1/1.1: the NPV's highest point is −δ, and its terms there add up to
  // 100 + 220/1.1 + 121/1.21 = 400, so it touches 0 when δ ≤ 1e-9 × 400 = 4e-7.
  test.each([
    ["0.9e-9 of the terms: touches, one rate of 10%", 3.6e-7, 10],
    ["1.1e-9 of the terms: no rate", 4.4e-7, null],
  ])("an NPV whose highest point is %s", (_name, delta, expected) => {
    const rate = irrPct([-100 - delta, 220, -121]);
    if (expected === null) expect(rate).toBeNull();
    else expect(rate).toBeCloseTo(expected, 6);
  });

  // With x = 1/(1 + r), each NPV is a quartic: the first has a derivative with a critical point
  // below 0; the second stays below 0 on both sides of a dip before its one root.
  test.each([
    ["three sign changes, a critical point below 0", [-100, 250, -200, 10, 60]],
    ["three sign changes, the NPV negative around a dip", [100, -100, 80, -110, -25]],
  ])("four years, %s: one rate, and it zeroes the NPV", (_name, flows) => {
    const rate = irrPct(flows);
    expect(rate).not.toBeNull();
    const x = 1 / (1 + rate! / 100);
    expect(flows.reduce((sum, flow, y) => sum + flow * x ** y, 0)).toBeCloseTo(0, 9);
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
    // (1.1x − 1)(1.2x − 1)(1.25x − 1) × 1,000
    ["several: 10%, 20% and 25%", [-1000, 3550, -4195, 1650]],
    ["no rate: costs with a year of nothing between", [-100, 0, -10]],
    ["no rate: an outlay and nothing after", [-100, 0, 0]],
  ])("%s → null", (_name, flows) => {
    expect(irrPct(flows)).toBeNull();
  });
});
