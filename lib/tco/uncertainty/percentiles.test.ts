import fc from "fast-check";
import { describe, expect, it, test } from "vitest";
import { nearestRank, tenFiftyNinety } from "./percentiles";

describe("nearestRank", () => {
  const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  test.each([
    [ten, 10, 1],
    [ten, 50, 5],
    [ten, 90, 9],
    [ten, 100, 10],
    [ten, 0, 1],
    [[1, 2, 3], 50, 2], // ceil(1.5) = 2 → index 1
    [[1, 2, 3], 10, 1], // ceil(0.3) = 1 → index 0
    [[1, 2, 3], 90, 3], // ceil(2.7) = 3 → index 2
    [[7], 90, 7],
  ])("%j at P%d is %d", (sorted, q, expected) => {
    expect(nearestRank(sorted, q)).toBe(expected);
  });

  it("uses the exact rank where q/100 × n in floating point lands a hair above a whole number", () => {
    // 0.07 × 100 = 7.000000000000001, whose ceiling would be 8; 7 × 100 / 100 is exactly 7.
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(nearestRank(hundred, 7)).toBe(7);
  });
});

describe("tenFiftyNinety", () => {
  test.each([
    [[5, 1, 4, 2, 3], { p10: 1, p50: 3, p90: 5 }],
    [[1, Infinity, Infinity], { p10: 1, p50: null, p90: null }],
    [[Infinity, Infinity], { p10: null, p50: null, p90: null }],
    [[-3, -1, -2], { p10: -3, p50: -2, p90: -1 }],
  ])("%j → %j (Infinity is never, read as null)", (values, expected) => {
    expect(tenFiftyNinety(Float64Array.from(values))).toEqual(expected);
  });

  it("orders P10 ≤ P50 ≤ P90 and picks values that are in the input", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: 1, maxLength: 300 }),
        (values) => {
          const { p10, p50, p90 } = tenFiftyNinety(Float64Array.from(values));
          expect(p10!).toBeLessThanOrEqual(p50!);
          expect(p50!).toBeLessThanOrEqual(p90!);
          expect(values.some((v) => Object.is(v, p50) || v === p50)).toBe(true);
        },
      ),
    );
  });
});

describe("tenFiftyNinety against a full sort", () => {
  it("picks exactly the values the sorted array holds at the three ranks, ties and infinities included", () => {
    // -0 and 0 tie in a comparison, so which of them lands on a rank is not defined: leave -0 out.
    const value = fc.oneof(
      fc.double({ noNaN: true }).map((v) => v + 0),
      fc.integer({ min: -3, max: 3 }),
      fc.constant(Infinity),
    );
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 500 }), (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        const at = (q: number) => {
          const v = nearestRank(sorted, q);
          return v === Infinity ? null : v;
        };
        expect(tenFiftyNinety(Float64Array.from(values))).toEqual({ p10: at(10), p50: at(50), p90: at(90) });
      }),
    );
  });

  it("counted into buckets: finite values from 64 on (no infinity, so quickselect is not taken), wide, narrow and tied", () => {
    const value = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((v) => v + 0),
      fc.double({ min: 1e6, max: 1e6 + 1e-6, noNaN: true }),
      fc.integer({ min: -3, max: 3 }),
    );
    fc.assert(
      fc.property(fc.array(value, { minLength: 64, maxLength: 3000 }), (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        expect(tenFiftyNinety(Float64Array.from(values))).toEqual({
          p10: nearestRank(sorted, 10),
          p50: nearestRank(sorted, 50),
          p90: nearestRank(sorted, 90),
        });
      }),
    );
  });
});
