import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { busyShare, byLoad, loadDurationSeries, profileStats, type DemandLevel } from "./demand-shape";

// Worked check 5: 40 GPUs busy all week, 100 during 33.6 of its 168 hours.
const week: DemandLevel[] = [
  { gpus: 40, hoursPerWeek: 134.4 },
  { gpus: 100, hoursPerWeek: 33.6 },
];

describe("profileStats", () => {
  test.each([
    { levels: week, capacity: 100, peak: 100, average: 52, hours: 168, busy: 12.48 },
    { levels: [{ gpus: 8, hoursPerWeek: 168 }], capacity: 8, peak: 8, average: 8, hours: 168, busy: 24 },
    {
      levels: [
        { gpus: 10, hoursPerWeek: 50 },
        { gpus: 4, hoursPerWeek: 110 },
      ],
      capacity: 10,
      peak: 10,
      average: 5.595,
      hours: 160,
      busy: 940 / 70,
    },
    { levels: [{ gpus: 3, hoursPerWeek: 168 }], capacity: 0, peak: 3, average: 3, hours: 168, busy: null },
  ])("peak $peak, average $average, $busy busy hours a day", ({ levels, capacity, peak, average, hours, busy }) => {
    const s = profileStats(levels, capacity);
    expect(s.peak).toBe(peak);
    expect(s.average).toBeCloseTo(average, 3);
    expect(s.hours).toBeCloseTo(hours, 9);
    if (busy === null) expect(s.busyHoursPerDay).toBeNull();
    else expect(s.busyHoursPerDay).toBeCloseTo(busy, 9);
  });
});

describe("busyShare", () => {
  test.each([
    { n: 1, scale: 1, share: 1 },
    { n: 40, scale: 1, share: 1 },
    { n: 41, scale: 1, share: 0.2 },
    { n: 100, scale: 1, share: 0.2 },
    { n: 101, scale: 1, share: 0 },
    // With a 10% edge the GPUs see 36 and 90: GPU 37 only works in the peaks
    { n: 36, scale: 0.9, share: 1 },
    { n: 37, scale: 0.9, share: 0.2 },
    { n: 91, scale: 0.9, share: 0 },
  ])("GPU $n at scale $scale is busy $share of the week", ({ n, scale, share }) => {
    expect(busyShare(week, n, scale)).toBeCloseTo(share, 9);
  });

  test("a fractional level keeps its last GPU busy for that fraction of its hours", () => {
    expect(busyShare([{ gpus: 2.5, hoursPerWeek: 168 }], 3)).toBeCloseTo(0.5, 9);
  });

  test("never rises from one GPU to the next, and the shares add up to the average", () => {
    const level = fc.record({
      gpus: fc.double({ min: 0, max: 200, noNaN: true }),
      hoursPerWeek: fc.double({ min: 0.1, max: 50, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(level, { minLength: 1, maxLength: 48 }), (levels) => {
        const { peak, gpuHoursPerWeek } = profileStats(levels, 1);
        let sum = 0;
        let previous = Infinity;
        for (let n = 1; n <= Math.ceil(peak) + 1; n++) {
          const share = busyShare(levels, n);
          expect(share).toBeLessThanOrEqual(previous + 1e-12);
          previous = share;
          sum += share * 168;
        }
        expect(sum).toBeCloseTo(gpuHoursPerWeek, 6);
      }),
    );
  });
});

describe("loadDurationSeries", () => {
  test("the worked check with a core of 40: the core fills up to 40, the burst takes the peak", () => {
    expect(loadDurationSeries(week, 40, 0)).toEqual([
      { share: 0, total: 100, core: 40, burst: 60, edge: 0 },
      { share: 20, total: 40, core: 40, burst: 0, edge: 0 },
      { share: 100, total: 40, core: 40, burst: 0, edge: 0 },
    ]);
  });

  test("an edge takes its share of every level before the core", () => {
    const [first] = loadDurationSeries(week, 40, 10);
    expect(first).toEqual({ share: 0, total: 100, core: 40, burst: 50, edge: 10 });
  });

  test("levels come busiest first, a zero-hour level is left out, and every step adds up", () => {
    const levels = [
      { gpus: 5, hoursPerWeek: 84 },
      { gpus: 9, hoursPerWeek: 0 },
      { gpus: 12, hoursPerWeek: 84 },
    ];
    expect(byLoad(levels).map((l) => l.gpus)).toEqual([12, 9, 5]);
    const series = loadDurationSeries(levels, 7, 5);
    expect(series.map((p) => [p.share, p.total])).toEqual([
      [0, 12],
      [50, 5],
      [100, 5],
    ]);
    for (const p of series) expect(p.core + p.burst + p.edge).toBeCloseTo(p.total, 12);
  });
});
