import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { coreGpus } from "./hybrid";
import { cappedSum, levelSums, profileCoreGpus } from "./profile";
import { withOnPremPct } from "./right-sizing";
import { scenario, validScenario } from "@/scripts/test-support/tco";
import type { DemandLevel, Scenario } from "./types";

// Worked check 5, "cover the base, rent the peaks": 40 GPUs busy all week, 100 during 33.6 of its
// 168 hours; gpus 100 (gpuHoursPerDay 12.48); $25,000 a GPU; cloud $2.50 on demand; 3 years of
// 730-hour months; discount rate 0. A level holds 33.6/168 × 730 = 146 h or 584 h of each month.
const check5 = scenario({
  horizonYears: 3,
  assumptions: { hoursPerMonth: 730, discountRatePct: 0 },
  workload: {
    gpus: 100,
    gpuHoursPerDay: 12.48,
    profile: [
      { gpus: 100, hoursPerWeek: 33.6 },
      { gpus: 40, hoursPerWeek: 134.4 },
    ],
  },
  onPrem: { capex: { compute: 2_500_000 }, lifetimeYears: 3 },
  cloud: { pricePerGpuHour: 2.5 },
  hybrid: { onPremPct: 76, cloudPct: 24, edgePct: 0 },
});

describe("worked check 5: own the base, rent the peaks", () => {
  test.each<[string, (s: Scenario) => number, number]>([
    // (100 × 146 + 40 × 584) × 36 months × $2.50
    ["cloud costs $3,416,400", (s) => computeTco(s, { sensitivity: false }).totals.cloud, 3_416_400],
    [
      "owning all 100 costs $2,500,000 (no overflow)",
      (s) => computeTco(s, { sensitivity: false }).totals.onPrem,
      2_500_000,
    ],
    ["p = 76: a core of 40 GPUs", (s) => coreGpus(s), 40],
    // 40 × $25,000 + 60 × 146 h × 36 × $2.50
    ["p = 76: hybrid $1,788,400", (s) => computeTco(s, { sensitivity: false }).totals.hybrid, 1_788_400],
    ["p = 77: 41 GPUs", (s) => coreGpus(withOnPremPct(s, 77)), 41],
    // 41 × 25,000 + (59 × 146 + 0 × 584) × 36 × 2.5 = 1,025,000 + 775,260
    ["p = 77: $1,800,260", (s) => computeTco(withOnPremPct(s, 77), { sensitivity: false }).totals.hybrid, 1_800_260],
    ["p = 70: 37 GPUs", (s) => coreGpus(withOnPremPct(s, 70)), 37],
    // 37 × 25,000 + (63 × 146 + 3 × 584) × 36 × 2.5 = 925,000 + 985,500
    ["p = 70: $1,910,500", (s) => computeTco(withOnPremPct(s, 70), { sensitivity: false }).totals.hybrid, 1_910_500],
  ])("%s", (_name, pick, expected) => {
    expect(pick(check5)).toBeCloseTo(expected, 6);
  });

  test("right-sizing: best onPremPct 76, 40 GPUs, NPV $1,788,400", () => {
    const best = computeTco(check5).rightSizing!.best;
    expect(best.onPremPct).toBe(76);
    expect(best.coreGpus).toBe(40);
    expect(best.npv).toBeCloseTo(1_788_400, 6);
  });

  test("reserved: the cloud bills 100 GPUs every hour; the burst the 60 its core of 40 leaves", () => {
    const reserved = { ...check5, cloud: { ...check5.cloud, billing: "reserved" as const } };
    const r = computeTco(reserved, { sensitivity: false });
    expect(r.totals.cloud).toBeCloseTo(100 * 730 * 36 * 2.5, 6);
    expect(r.totals.hybrid).toBeCloseTo(1_000_000 + 60 * 730 * 36 * 2.5, 6);
  });

  test("a level above the owned GPUs overflows: 120 GPUs for 33.6 h → 20 × 146 h a month", () => {
    const peaked = {
      ...check5,
      workload: {
        ...check5.workload,
        gpuHoursPerDay: (120 * 33.6 + 40 * 134.4) / 7 / 100,
        profile: [
          { gpus: 120, hoursPerWeek: 33.6 },
          { gpus: 40, hoursPerWeek: 134.4 },
        ],
      },
    };
    expect(computeTco(peaked, { sensitivity: false }).breakdown.onPrem.overflow).toBeCloseTo(20 * 146 * 36 * 2.5, 6);
  });
});

const flat = (s: Scenario): Scenario => ({
  ...s,
  workload: {
    ...s.workload,
    profile: [{ gpus: (s.workload.gpus * s.workload.gpuHoursPerDay) / 24, hoursPerWeek: 168 }],
  },
});

describe("the sorted sums behind served and the core's size", () => {
  const levels = fc.array(
    fc.record({ gpus: fc.integer({ min: 0, max: 5_000 }), hours: fc.double({ min: 0, max: 168, noNaN: true }) }),
    { minLength: 1, maxLength: 48 },
  );

  test("cappedSum is Σ min(a × gpus, cap) × hours, the loop it replaces, to 1e-12", () => {
    fc.assert(
      fc.property(
        levels,
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.integer({ min: 0, max: 6_000 }),
        (ls, a, cap) => {
          const loop = ls.reduce((sum, l) => sum + Math.min(a * l.gpus, cap) * l.hours, 0);
          const fast = cappedSum(
            levelSums(
              ls.map((l) => l.gpus),
              ls.map((l) => l.hours),
            ),
            a,
            cap,
          );
          expect(Math.abs(fast - loop)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(loop)));
        },
      ),
    );
  });

  test("the core is the smallest K whose served share of the week reaches p, as the contract counts it", () => {
    const week = fc.array(
      fc.record({ gpus: fc.integer({ min: 0, max: 2_000 }), hoursPerWeek: fc.integer({ min: 1, max: 168 }) }),
      { minLength: 1, maxLength: 48 },
    );
    fc.assert(
      fc.property(week, fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 50 }), (profile, pct, edge) => {
        const [p, e] = [pct / 100, edge / 100];
        const covered = (k: number) =>
          profile.reduce((sum, l) => sum + Math.min((1 - e) * l.gpus, k) * l.hoursPerWeek, 0);
        const total = profile.reduce((sum, l) => sum + l.gpus * l.hoursPerWeek, 0);
        const k = profileCoreGpus(profile, p, e, 10_000);
        const enough = (x: number) => covered(x) >= p * total * (1 - 1e-9);
        const peak = Math.ceil((1 - e) * Math.max(...profile.map((l) => l.gpus)));
        if (!enough(peak)) expect(k).toBe(peak);
        else {
          expect(enough(k)).toBe(true);
          if (k > 0) expect(enough(k - 1)).toBe(false);
        }
      }),
    );
  });
});

describe("properties of a profile", () => {
  // A one-level profile of g × h ÷ 24 GPUs busy all week is the same demand as g GPUs busy h hours a
  // day. The rules coincide for the cloud on demand (w × demand), on-prem with no growth (served(gpus) =
  // min(demand, capacity) when the level is at most gpus) and reserved billing without growth above
  // gpus. The hybrid's core does not coincide: flat sizes it by coreHoursPerDay, the profile by the curve.
  test("a one-level profile gives today's cloud and on-prem figures (no growth)", () => {
    fc.assert(
      fc.property(validScenario, (s0) => {
        const s: Scenario = { ...s0, workload: { ...s0.workload, growthPctPerYear: 0 } };
        if (s.workload.gpuHoursPerDay <= 0) return;
        const a = computeTco(s, { sensitivity: false, rightSizing: false });
        const b = computeTco(flat(s), { sensitivity: false, rightSizing: false });
        const near = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
        expect(near(a.totals.cloud, b.totals.cloud)).toBe(true);
        expect(near(a.totals.onPrem, b.totals.onPrem)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  const shaped = fc
    .array(fc.record({ gpus: fc.double({ min: 0, max: 200, noNaN: true }), weight: fc.integer({ min: 1, max: 20 }) }), {
      minLength: 1,
      maxLength: 8,
    })
    .filter((ls) => ls.some((l) => l.gpus > 0.01))
    .map((ls): DemandLevel[] => {
      const total = ls.reduce((a, l) => a + l.weight, 0);
      return ls.map((l) => ({ gpus: l.gpus, hoursPerWeek: (168 * l.weight) / total }));
    });
  const withProfile = (profile: DemandLevel[], price: number): Scenario => ({
    ...check5,
    cloud: { ...check5.cloud, pricePerGpuHour: price },
    // $25,000 a GPU, as in check 5
    onPrem: { ...check5.onPrem, capex: { ...check5.onPrem.capex, compute: 200 * 25_000 } },
    workload: {
      ...check5.workload,
      gpus: 200,
      gpuHoursPerDay: profile.reduce((a, l) => a + l.gpus * l.hoursPerWeek, 0) / 7 / 200,
      profile,
    },
  });

  test("the best core never exceeds the profile's peak, and a dearer cloud never lowers it", () => {
    fc.assert(
      fc.property(
        shaped,
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (p, price, raise) => {
          const peak = Math.max(...p.map((l) => l.gpus));
          const low = computeTco(withProfile(p, price)).rightSizing!.best.coreGpus;
          const high = computeTco(withProfile(p, price + raise)).rightSizing!.best.coreGpus;
          expect(low).toBeLessThanOrEqual(Math.ceil(peak));
          expect(high).toBeGreaterThanOrEqual(low);
        },
      ),
      { numRuns: 40 },
    );
  });

  test("every level busy above the break-even share (38% at $2.50) gives own all", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.4, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }), (shares) => {
        // Level j: the GPUs above the previous level are busy `shares` of the week or more.
        const sorted = [...shares].sort((a, b) => b - a);
        const profile: DemandLevel[] = [{ gpus: 10 * sorted.length, hoursPerWeek: 168 * sorted.at(-1)! }];
        profile.push({ gpus: 0, hoursPerWeek: 168 * (1 - sorted.at(-1)!) });
        const best = computeTco(
          withProfile(
            profile.filter((l) => l.hoursPerWeek > 0),
            2.5,
          ),
        ).rightSizing!.best;
        expect(best.coreGpus).toBe(10 * sorted.length);
      }),
      { numRuns: 30 },
    );
  });
});

describe("a changed gpuHoursPerDay scales every level by h ÷ h0", () => {
  const scaled = (k: number): Scenario => ({
    ...check5,
    workload: {
      ...check5.workload,
      gpuHoursPerDay: 12.48 * k,
      profile: check5.workload.profile!.map((l) => ({ ...l, gpus: l.gpus * k })),
    },
  });
  test.each([0.8, 1.2])("the sensitivity's %d × gpuHoursPerDay is the profile with every level × that", (k) => {
    const entry = computeTco(check5).sensitivity.find((e) => e.input === "workload.gpuHoursPerDay")!;
    const moved = computeTco(scaled(k), { sensitivity: false }).savings.total;
    expect(k < 1 ? entry.low : entry.high).toBeCloseTo(moved, 6);
  });

  test("and the hybrid core is re-sized on the scaled curve: 1.2 × (40, 100) → 48 GPUs at p = 76", () => {
    const moved: Scenario = { ...check5, workload: { ...check5.workload, gpuHoursPerDay: 12.48 * 1.2 } };
    expect(coreGpus(moved)).toBe(coreGpus(scaled(1.2)));
    expect(coreGpus(moved)).toBe(48);
  });
});
