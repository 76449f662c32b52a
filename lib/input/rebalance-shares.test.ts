import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { balancerOf, rebalanceShares } from "./rebalance-shares";

type K = "a" | "b" | "c";
const KEYS: K[] = ["a", "b", "c"];

describe("rebalanceShares", () => {
  test.each([
    // The case: 60 then 35 stays 60 / 35, the share not typed into takes 5.
    [{ a: 75, b: 20, c: 5 }, "a", 60, [], { a: 60, b: 20, c: 20 }, "c"],
    [{ a: 60, b: 20, c: 20 }, "b", 35, ["a"], { a: 60, b: 35, c: 5 }, "c"],
    // Typing into the last share first: the other one never typed into balances.
    [{ a: 75, b: 20, c: 5 }, "c", 10, [], { a: 75, b: 15, c: 10 }, "b"],
    // All three typed into: the least recent balances.
    [{ a: 60, b: 35, c: 5 }, "c", 10, ["a", "b", "c"], { a: 55, b: 35, c: 10 }, "a"],
    // The balancer would go below 0: it stops at 0 and the third gives way.
    [{ a: 60, b: 35, c: 5 }, "a", 90, ["a", "b"], { a: 90, b: 10, c: 0 }, "c"],
    // Decimals stay as short as typed: no 33.400000000000006.
    [{ a: 33.3, b: 33.3, c: 33.4 }, "a", 33.3, ["b"], { a: 33.3, b: 33.3, c: 33.4 }, "c"],
    [{ a: 33.3, b: 33.3, c: 33.4 }, "b", 12.35, ["a"], { a: 33.3, b: 12.35, c: 54.35 }, "c"],
  ] as const)(
    "%j moving %s to %d after %j gives %j, %s balancing",
    (shares, moved, value, edited, expected, balancer) => {
      const next = rebalanceShares<K>({ ...shares }, moved, value, edited);
      expect(next.shares).toEqual(expected);
      expect(next.balancer).toBe(balancer);
    },
  );

  test.each([
    ["a", [], "c"],
    ["c", [], "b"],
    ["b", ["c"], "a"],
    ["a", ["b", "c"], "b"],
  ] as const)("moving %s after %j, %s balances", (moved, edited, balancer) => {
    expect(balancerOf(KEYS, moved, edited)).toBe(balancer);
  });

  const hundredths = fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100);
  test(
    "the moved share keeps its value, the three add up to 100, none goes below 0, and no result has more decimals " +
      "than the inputs",
    () => {
      fc.assert(
        fc.property(
          hundredths,
          hundredths,
          hundredths,
          fc.constantFrom<K>(...KEYS),
          fc.array(fc.constantFrom<K>(...KEYS), { maxLength: 5 }),
          (a, b, value, moved, edited) => {
            const b2 = Math.min(b, Math.round((100 - a) * 100) / 100);
            const c = Math.round((100 - a - b2) * 100) / 100;
            const { shares } = rebalanceShares<K>({ a, b: b2, c }, moved, value, edited);
            expect(shares[moved]).toBe(value);
            expect(Math.abs(shares.a + shares.b + shares.c - 100)).toBeLessThan(1e-9);
            for (const v of Object.values(shares)) {
              expect(v).toBeGreaterThanOrEqual(0);
              expect(Math.round(v * 100) / 100).toBe(v);
            }
          },
        ),
      );
    },
  );

  test("the third share, neither moved nor balancing, is left as it was unless the balancer runs out", () => {
    fc.assert(
      fc.property(
        hundredths,
        hundredths,
        fc.constantFrom<K>(...KEYS),
        fc.array(fc.constantFrom<K>(...KEYS), { maxLength: 5 }),
        (a, value, moved, edited) => {
          const before = { a, b: Math.round((100 - a) * 50) / 100, c: 0 };
          before.c = Math.round((100 - before.a - before.b) * 100) / 100;
          const { shares, balancer } = rebalanceShares<K>(before, moved, value, edited);
          const third = KEYS.find((k) => k !== moved && k !== balancer)!;
          if (shares[balancer] > 0) expect(shares[third]).toBe(before[third]);
        },
      ),
    );
  });
});
