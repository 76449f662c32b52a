import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { Spread } from "./spread";

const HOUR = 3_600_000;
const t = (hours: number) => Date.UTC(2026, 2, 1) + hours * HOUR;

describe("amounts spread over buckets", () => {
  test.each([
    ["one whole hour", [[0, 1, 8]], [8, 0, 0]],
    ["two hours from half past", [[0.5, 2.5, 4]], [1, 2, 1]],
    ["inside one hour", [[1.25, 1.75, 3]], [0, 3, 0]],
    ["no length: all in its start's hour", [[2, 2, 5]], [0, 0, 5]],
    [
      "three hours and two rows",
      [
        [0, 3, 3],
        [1, 2, 6],
      ],
      [1, 7, 1],
    ],
  ])("%s", (_name, rows, expected) => {
    const spread = new Spread(HOUR);
    for (const [start, end, amount] of rows as [number, number, number][]) spread.add(t(start), t(end), amount);
    const got = [...spread.amounts(spread.bucketOf(t(0)), 3)];
    got.forEach((x, i) => expect(x).toBeCloseTo(expected[i]!, 12));
  });

  test("a row of years costs two entries, not one per bucket", () => {
    const spread = new Spread(HOUR);
    spread.add(t(0), t(24 * 1100), 24 * 1100);
    const all = spread.amounts(spread.bucketOf(t(0)), 24 * 1100);
    expect(Math.min(...all.subarray(0, 1000))).toBeCloseTo(1, 12);
    expect(all.reduce((a, b) => a + b, 0)).toBeCloseTo(24 * 1100, 6);
  });

  test("what is spread is conserved, and each bucket gets its overlap's share", () => {
    const row = fc.record({
      start: fc.integer({ min: 0, max: 200 * 60 }),
      minutes: fc.integer({ min: 0, max: 50 * 60 }),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 20 }), (rows) => {
        const spread = new Spread(HOUR);
        const naive = new Float64Array(260);
        for (const { start, minutes } of rows) {
          const s = t(start / 60);
          const e = t((start + minutes) / 60);
          spread.add(s, e, minutes + 1);
          for (let h = 0; h < 260; h++) {
            const overlap = Math.min(e, t(h + 1)) - Math.max(s, t(h));
            if (minutes === 0) naive[h]! += h === Math.floor(start / 60) ? 1 : 0;
            else if (overlap > 0) naive[h]! += ((minutes + 1) * overlap) / (e - s);
          }
        }
        const got = spread.amounts(spread.bucketOf(t(0)), 260);
        got.forEach((x, h) => expect(x).toBeCloseTo(naive[h]!, 9));
      }),
      { numRuns: 100 },
    );
  });
});
