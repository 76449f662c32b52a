import { describe, expect, it, test } from "vitest";
import { mulberry32 } from "./prng";

describe("mulberry32", () => {
  // Seed 0 by hand, in 32-bit unsigned arithmetic:
  //   a  = 0 + 0x6D2B79F5                          = 1,831,565,813
  //   t  = imul(a ^ (a >>> 15), 1 | a)             = 4,269,581,823
  //   t  = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t   = 1,144,366,260
  //   r  = t ^ (t >>> 14)                          = 1,144,304,738
  //   u  = r / 2^32                                = 0.26642920868471265
  it("draws the hand-worked first value of seed 0", () => {
    expect(mulberry32(0)()).toBe(1_144_304_738 / 4_294_967_296);
  });

  test.each([
    [1, [0.6270739405881613, 0.002735721180215478, 0.5274470399599522]],
    [0, [0.26642920868471265, 0.0003297457005828619]],
    [4_294_967_295, [0.8964226141106337, 0.189478256739676]],
  ])("seed %i starts %j (the contract's function, run once in Node)", (seed, expected) => {
    const next = mulberry32(seed);
    expect(expected.map(() => next())).toEqual(expected);
  });

  it("stays in [0, 1) and gives the same stream for the same seed", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 10_000; i++) {
      const u = a();
      expect(u).toBe(b());
      expect(u >= 0 && u < 1).toBe(true);
    }
  });
});
