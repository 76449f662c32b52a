import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { rightSizing, withOnPremPct } from "./right-sizing";
import { financed, scenario, validScenario } from "@/scripts/test-support/tco";

const numRuns = Number(process.env.PROPERTY_RUNS ?? 100);

// 10 GPUs busy 24 h, a core GPU sustains 24 h: p% on-prem needs ceil(10 × p/100) core GPUs.
// Cloud $2/GPU-h, 720-hour months: 7,200 h a month, $14,400 all cloud. A core GPU costs $10,000 once
// and nothing to run; 1 year, 0% discount rate. At share p the hybrid costs
// ceil(p/10) × 10,000 + 12 × (1 − p/100) × 14,400, lowest at p = 100 (10 GPUs, $100,000 vs $172,800 at p = 0),
// and, between whole GPUs, at the share each GPU fills exactly (p = 10, 20, …).
const tenGpus = (onPremPct: number, edgePct = 0) =>
  scenario({
    assumptions: { hoursPerMonth: 720, discountRatePct: 0 },
    workload: { gpus: 10, gpuHoursPerDay: 24 },
    onPrem: { capex: { compute: 100_000 } },
    cloud: { pricePerGpuHour: 2 },
    hybrid: { onPremPct, cloudPct: 100 - edgePct - onPremPct, edgePct, coreHoursPerDay: 24 },
  });

describe("right-sizing the owned core", () => {
  test.each([
    ["all cloud", 0, 0, 172_800],
    ["15%: 2 GPUs bought, 15% served", 15, 2, 20_000 + 12 * 0.85 * 14_400],
    ["20%: 2 GPUs, full", 20, 2, 20_000 + 12 * 0.8 * 14_400],
    ["all owned", 100, 10, 100_000],
  ])("curve point at %s", (_, p, core, npv) => {
    const point = rightSizing(tenGpus(50)).curve[p]!;
    expect(point).toEqual({ onPremPct: p, coreGpus: core, npv: expect.closeTo(npv, 6) as number });
  });

  test("best is the lowest NPV, current is the scenario's own split", () => {
    const r = rightSizing(tenGpus(15));
    expect(r.objective).toBe("npv");
    expect(r.curve).toHaveLength(101);
    expect(r.best).toMatchObject({ onPremPct: 100, coreGpus: 10 });
    expect(r.current).toEqual({ onPremPct: 15, coreGpus: 2, npv: computeTco(tenGpus(15)).npv.hybrid });
  });

  test("with an edge share the curve stops at 100 − edgePct; a fractional share is the current point only", () => {
    const r = rightSizing(tenGpus(12.5, 7.5));
    expect(r.curve.map((p) => p.onPremPct).at(-1)).toBe(92);
    expect(r.current.onPremPct).toBe(12.5);
  });

  test("ties go to the lower share", () => {
    // Nothing costs anything: every point is 0.
    const r = rightSizing(
      scenario({ workload: { gpus: 1, gpuHoursPerDay: 1 }, hybrid: { onPremPct: 40, cloudPct: 60, edgePct: 0 } }),
    );
    expect(r.best.onPremPct).toBe(0);
  });

  test("with tax the objective is the after-tax NPV", () => {
    const s = { ...tenGpus(15), tax: { ratePct: 21, depreciation: "expensed" as const } };
    const r = computeTco(s);
    expect(r.rightSizing!.objective).toBe("afterTaxNpv");
    expect(r.rightSizing!.current.npv).toBe(r.afterTax!.npv.hybrid);
  });

  test("property: the current point is the hybrid's own NPV, and best is no higher than any point", () => {
    fc.assert(
      fc.property(validScenario, fc.boolean(), (s, taxed) => {
        const t = taxed ? { ...s, tax: { ratePct: 25, depreciation: "straight-line" as const } } : s;
        const r = computeTco(t, { sensitivity: false, rightSizing: true });
        const own = t.tax ? r.afterTax!.npv.hybrid : r.npv.hybrid;
        expect(r.rightSizing!.current.npv).toBe(own);
        expect(r.rightSizing!.curve).toHaveLength(Math.floor(100 - t.hybrid.edgePct) + 1);
        for (const point of r.rightSizing!.curve) expect(r.rightSizing!.best.npv).toBeLessThanOrEqual(point.npv);
      }),
      { numRuns },
    );
  });

  test("property: every point is the NPV computeTco gives that split, to the last bit", () => {
    fc.assert(
      fc.property(
        validScenario,
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        fc.option(financed, { nil: undefined }),
        (drawn, taxed, priced, pick, flat, financing) => {
          // Flat years (no growth, price change or inflation) are priced once and reused: both ways are drawn.
          const level = flat
            ? {
                ...drawn,
                workload: { ...drawn.workload, growthPctPerYear: 0 },
                cloud: { ...drawn.cloud, priceChangePctPerYear: 0 },
                assumptions: { ...drawn.assumptions, opexInflationPct: 0 },
              }
            : drawn;
          const s = financing ? { ...level, financing } : level;
          const power = { activeWattsPerGpu: 700, idleWattsPerGpu: 100, pue: 1.3, pricePerKwh: 0.1 };
          const carbon = { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.3, cloudKwhPerGpuHour: 0.9, pricePerTonne: 120 };
          const withCarbon = priced ? { ...s, onPrem: { ...s.onPrem, opex: { ...s.onPrem.opex, power } }, carbon } : s;
          const t = taxed ? { ...withCarbon, tax: { ratePct: 25, depreciation: "macrs-5" as const } } : withCarbon;
          const p = pick % (Math.floor(100 - t.hybrid.edgePct) + 1);
          const split = withOnPremPct(t, p);
          const whole = computeTco(split, { sensitivity: false });
          const point = rightSizing(t).curve[p]!;
          expect(point.npv).toBe(t.tax ? whole.afterTax!.npv.hybrid : whole.npv.hybrid);
        },
      ),
      { numRuns },
    );
  });
});
