import fc from "fast-check";
import { describe, expect, it, test } from "vitest";
import { inverseCdf } from "./sample";

describe("inverseCdf", () => {
  test.each([
    // distribution, u, low, high, mode, expected (worked by hand)
    ["uniform", 0, 2, 4, 3, 2],
    ["uniform", 0.25, 2, 4, 3, 2.5],
    ["uniform", 0.5, 10, 20, 12, 15],
    ["triangular", 0.5, 2, 4, 3, 3], // symmetric: F = 0.5, so u = 0.5 is the mode
    ["triangular", 0.125, 2, 4, 3, 2.5], // 2 + √(0.125 × 2 × 1)
    ["triangular", 0.875, 2, 4, 3, 3.5], // 4 − √(0.125 × 2 × 1)
    ["triangular", 0, 2, 4, 3, 2],
    ["triangular", 0.1, 0, 10, 0, 10 - Math.sqrt(0.9 * 100)], // mode at low: F = 0, always the upper branch
    ["triangular", 0.9, 0, 10, 10, Math.sqrt(0.9 * 100)], // mode at high: F = 1, always the lower branch
  ] as const)("%s u=%d on [%d, %d] mode %d gives %d", (distribution, u, low, high, mode, expected) => {
    expect(inverseCdf(distribution, u, low, high, mode)).toBeCloseTo(expected, 12);
  });

  it("stays inside [low, high] and rises with u", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("uniform", "triangular" as const),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (distribution, low, width, t, u1, u2) => {
          const high = low + width;
          const mode = low + t * width;
          const a = inverseCdf(distribution, Math.min(u1, u2), low, high, mode);
          const b = inverseCdf(distribution, Math.max(u1, u2), low, high, mode);
          const slack = 1e-9 * Math.max(1, Math.abs(low), Math.abs(high));
          expect(a).toBeGreaterThanOrEqual(low - slack);
          expect(b).toBeLessThanOrEqual(high + slack);
          expect(b).toBeGreaterThanOrEqual(a - slack);
        },
      ),
    );
  });
});
