import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { gpuTicks, niceStep, niceTicks } from "./axis";

describe("niceTicks", () => {
  test.each([
    [0, 17_300_000, 4, [0, 5e6, 10e6, 15e6, 20e6]],
    [0, 49_800_000, 5, [0, 10e6, 20e6, 30e6, 40e6, 50e6]],
    [-1_200, 4_000, 4, [-2000, 0, 2000, 4000]],
    [0, 0, 5, [0, 1]],
    [0, 2_628, 4, [0, 1000, 2000, 3000]],
  ])("%d…%d in about %d steps: %j", (min, max, count, ticks) => expect(niceTicks(min, max, count)).toEqual(ticks));

  test("every tick is a round multiple of its step, and the ticks cover the range", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 0, noNaN: true }),
        fc.double({ min: 0, max: 1e10, noNaN: true }),
        (min, max) => {
          fc.pre(max - min >= 1e-6);
          const ticks = niceTicks(min, max, 5);
          const step = niceStep(Math.max(0, max) - Math.min(0, min), 5);
          expect(ticks[0]!).toBeLessThanOrEqual(min);
          expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
          expect(ticks).toContain(0);
          for (const t of ticks) expect(Math.abs(t / step - Math.round(t / step))).toBeLessThan(1e-6);
          const mantissa = step / 10 ** Math.floor(Math.log10(step));
          expect([1, 2, 2.5, 5].some((m) => Math.abs(mantissa - m) < 1e-9)).toBe(true);
        },
      ),
    );
  });
});

describe("gpuTicks", () => {
  test.each([
    [600, [0, 200, 400]],
    [254, [0, 100]],
    // A one-GPU fleet printed "0 0 1 1" before: quarter GPUs rounded for the label.
    [1, [0]],
    [2, [0, 1]],
  ])("a fleet of %d GPUs → %j", (max, ticks) => {
    expect(gpuTicks(max)).toEqual(ticks);
  });
});
