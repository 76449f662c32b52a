import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { cumulativeTonnes } from "./cumulative-tonnes";
import { scenario, validScenario, type ScenarioPatch } from "@/scripts/test-support/tco";
import type { Scenario } from "./types";

const numRuns = Number(process.env.PROPERTY_RUNS ?? 100);
const OPTIONS = ["cloud", "onPrem", "hybrid"] as const;

// Worked check 6: 1,024 GPUs at 700 W, 16.8 busy hours a day, PUE 1.2, 730-hour months, 0.4 kg/kWh.
const check6: ScenarioPatch = {
  horizonYears: 5,
  assumptions: { hoursPerMonth: 730 },
  workload: { gpus: 1024, gpuHoursPerDay: 16.8 },
  onPrem: { opex: { power: { activeWattsPerGpu: 700, idleWattsPerGpu: 0, pue: 1.2, pricePerKwh: 0.08 } } },
  carbon: { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.4, cloudKwhPerGpuHour: 1, pricePerTonne: 100 },
};

const power = { activeWattsPerGpu: 500, idleWattsPerGpu: 100, pue: 1.5, pricePerKwh: 0 };
const grids = { onPremKgPerKwh: 0.5, cloudKgPerKwh: 0.2, cloudKwhPerGpuHour: 1, pricePerTonne: 0 };

describe("cumulativeTonnes", () => {
  test("null without carbon: nothing to draw", () => {
    expect(cumulativeTonnes(scenario({ workload: { gpus: 4, gpuHoursPerDay: 10 } }))).toBeNull();
  });

  test("worked check 6: months 0…60, 175.82 t a month owned, 10,549 t at the end", () => {
    const points = cumulativeTonnes(scenario(check6))!;
    expect(points.map((p) => p.month)).toEqual(Array.from({ length: 61 }, (_, m) => m));
    expect(points[0]).toEqual({ month: 0, cloud: 0, onPrem: 0, hybrid: 0 });
    expect(points[1]!.onPrem).toBeCloseTo((439_541.76 * 0.4) / 1000, 6);
    expect(Math.round(points[60]!.onPrem)).toBe(10_549);
  });

  // 10 GPUs on 720-hour months (30 days), busy 24 h: the cloud bills 7,200 busy hours a month at
  // 1 kWh and 0.2 kg; owned, 10 × 500 W × 24 h × 30 days × PUE 1.5 = 5,400 kWh at 0.5 kg.
  test.each<[string, ScenarioPatch, number, (typeof OPTIONS)[number], number]>([
    ["cloud, month 1: 7,200 kWh × 0.2 kg", {}, 1, "cloud", 1.44],
    ["cloud, month 12: 12 × 1.44 t", {}, 12, "cloud", 17.28],
    ["on-prem, month 1: 5,400 kWh × 0.5 kg", {}, 1, "onPrem", 2.7],
    ["on-prem, month 24: 24 × 2.7 t", {}, 24, "onPrem", 64.8],
    // 50% growth: year 2 wants 15 GPUs' worth; the 10 owned serve 10, the cloud the 5 GPUs' overflow.
    [
      "growth, on-prem, month 13: 12 × 2.7 + 2.7 + 3,600 kWh × 0.2 kg",
      { workload: { growthPctPerYear: 50 } },
      13,
      "onPrem",
      32.4 + 2.7 + 0.72,
    ],
    [
      "growth, cloud, month 13: 12 × 1.44 + 10,800 kWh × 0.2 kg",
      { workload: { growthPctPerYear: 50 } },
      13,
      "cloud",
      17.28 + 2.16,
    ],
  ])("%s", (_, extra, month, option, tonnes) => {
    const s = scenario({
      horizonYears: 2,
      workload: { gpus: 10, gpuHoursPerDay: 24, ...extra.workload },
      onPrem: { opex: { power } },
      carbon: grids,
    });
    expect(cumulativeTonnes(s)![month]![option]).toBeCloseTo(tonnes, 9);
  });

  test("never falls, and ends at the result's tonnes, for any scenario with carbon", () => {
    const withCarbon = fc
      .tuple(
        validScenario,
        fc.record({
          onPremKgPerKwh: fc.double({ min: 0, max: 2, noNaN: true }),
          cloudKgPerKwh: fc.double({ min: 0, max: 2, noNaN: true }),
          cloudKwhPerGpuHour: fc.double({ min: 0, max: 10, noNaN: true }),
          pricePerTonne: fc.double({ min: 0, max: 10_000, noNaN: true }),
        }),
      )
      .map(([s, carbon]): Scenario => ({
        ...s,
        onPrem: { ...s.onPrem, opex: { ...s.onPrem.opex, power: s.onPrem.opex.power ?? power } },
        carbon,
      }));
    fc.assert(
      fc.property(withCarbon, (s) => {
        const points = cumulativeTonnes(s)!;
        const r = computeTco(s, { sensitivity: false });
        expect(points).toHaveLength(r.months.length);
        for (const o of OPTIONS) {
          points.slice(1).forEach((p, k) => expect(p[o]).toBeGreaterThanOrEqual(points[k]![o]));
          const last = points[points.length - 1]![o];
          expect(Math.abs(last - r.carbon!.tonnes[o])).toBeLessThanOrEqual(1e-9 * Math.max(1, last));
        }
      }),
      { numRuns },
    );
  });
});
