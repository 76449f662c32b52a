import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { rebalanceShares } from "./rebalance-shares";

describe("rebalanceShares", () => {
  test.each([
    [{ a: 75, b: 20, c: 5 }, "a", 50, { a: 50, b: 40, c: 10 }],
    [{ a: 75, b: 20, c: 5 }, "b", 0, { a: 93.75, b: 0, c: 6.25 }],
    [{ a: 75, b: 20, c: 5 }, "c", 100, { a: 0, b: 0, c: 100 }],
    [{ a: 100, b: 0, c: 0 }, "a", 40, { a: 40, b: 30, c: 30 }],
    [{ a: 33.333, b: 33.333, c: 33.334 }, "a", 50, { a: 50, b: 24.99962499, c: 25.00037501 }],
  ] as const)("%j moving %s to %d gives %j", (shares, moved, value, expected) => {
    const next = rebalanceShares({ ...shares }, moved, value);
    for (const [k, v] of Object.entries(expected)) expect(next[k as keyof typeof next]).toBeCloseTo(v, 6);
  });

  test("a proportional share rounded up to more than is left never pushes the last one below 0", () => {
    // 100 − 1.5e-9 rounds to 100 at nine decimals; b, the last, used to get 100 − 1.5e-9 − 100 = −1e-9.
    const next = rebalanceShares<"a" | "b" | "c">({ a: 5e-324, b: 0, c: 100 }, "c", 1.5e-9);
    expect(next.b).toBeGreaterThanOrEqual(0);
    expect(next.a).toBeLessThanOrEqual(100 - 1.5e-9);
    expect(Math.abs(next.a + next.b + next.c - 100)).toBeLessThan(1e-9);
  });

  test("the shares always add up to 100 and stay within 0–100", () => {
    const share = fc.double({ min: 0, max: 100, noNaN: true });
    fc.assert(
      fc.property(share, share, share, fc.constantFrom("a", "b", "c"), (a, b, value, moved) => {
        const c = Math.max(0, 100 - a - b);
        const next = rebalanceShares({ a, b, c }, moved, value);
        expect(Math.abs(next.a + next.b + next.c - 100)).toBeLessThan(1e-6);
        for (const v of Object.values(next)) {
          expect(v).toBeGreaterThanOrEqual(-1e-9);
          expect(v).toBeLessThanOrEqual(100 + 1e-9);
        }
        expect(next[moved]).toBe(value);
      }),
    );
  });
});
