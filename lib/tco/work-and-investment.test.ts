import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { capexTotal } from "./capex-total";
import { computeTco } from "./index";
import { financed, scenario, validScenario } from "@/scripts/test-support/tco";
import type { Scenario, TcoResult } from "./types";

// Issue 33's three contract rules: the cloud bills work, not hours; a reserved hybrid reserves what
// its core does not cover; ROI divides by the investment at its cash price.

const lean = (s: Scenario): TcoResult => computeTco(s, { sensitivity: false });
const numRuns = 200;

describe("work, not hours: the cloud bills w = onPrem ÷ cloud hours per hour of demand", () => {
  // 1 GPU busy 24 h, 720-hour months, 1 year: 8,640 demand hours. Owned 37.5 epochs/h, cloud 28.3:
  // w = 1.325088; the cloud bills 11,448.76 h. Cloud $0.30/h; owned $0.36 per busy hour.
  const epochs = scenario({
    workload: { gpus: 1, gpuHoursPerDay: 24, unitsPerGpuHour: { onPrem: 37.5, cloud: 28.3 } },
    onPrem: { opex: { variableCostPerGpuHour: 0.36 } },
    cloud: { pricePerGpuHour: 0.3 },
  });
  const w = 37.5 / 28.3;
  test.each<[string, Scenario, (r: TcoResult) => number | null, number]>([
    ["cloud: 8,640 × w h × $0.30 = $3,434.63", epochs, (r) => r.totals.cloud, 8_640 * w * 0.3],
    ["owned: 8,640 h × $0.36 = $3,110.40", epochs, (r) => r.totals.onPrem, 8_640 * 0.36],
    ["cost per epoch, cloud: $0.30 ÷ 28.3 (as before the rule)", epochs, (r) => r.costPerUnit!.cloud, 0.3 / 28.3],
    ["cost per epoch, owned: $0.36 ÷ 37.5", epochs, (r) => r.costPerUnit!.onPrem, 0.36 / 37.5],
    ["cost per GPU-hour of demand, cloud: $0.30 × w", epochs, (r) => r.costPerGpuHour!.cloud, 0.3 * w],
    // 50% growth in a 2-year horizon: year 2 wants 36 h a day of the one GPU, 12 h overflow × w.
    [
      "overflow: 12 × 360 demand h × w × $0.30",
      scenario({ ...epochs, horizonYears: 2, workload: { ...epochs.workload, growthPctPerYear: 50 } } as never),
      (r) => r.breakdown.onPrem.overflow,
      12 * 360 * w * 0.3,
    ],
  ])("%s", (_name, s, pick, expected) => {
    expect(pick(lean(s))).toBeCloseTo(expected, 9);
  });

  test("the cheaper epoch is the cheaper total, and the recommendation", () => {
    const r = lean(epochs);
    expect(r.totals.onPrem).toBeLessThan(r.totals.cloud);
    expect(r.recommendation).toBe("on-prem");
  });

  test("the option cheaper per unit of work is cheaper in total", () => {
    fc.assert(
      fc.property(
        validScenario.filter((s) => s.workload.unitsPerGpuHour !== undefined && s.workload.gpuHoursPerDay > 0),
        (s) => {
          const r = lean(s);
          if (!r.costPerUnit) return;
          const unit = r.costPerUnit;
          const t = r.totals;
          // Totals a rounding error apart have no cheaper option to agree on.
          const apart = (a: number, b: number) => Math.abs(a - b) > 1e-9 * Math.max(Math.abs(a), Math.abs(b));
          if (apart(t.cloud, t.onPrem)) expect(unit.cloud < unit.onPrem).toBe(t.cloud < t.onPrem);
          if (apart(t.hybrid, t.cloud)) expect(unit.hybrid < unit.cloud).toBe(t.hybrid < t.cloud);
        },
      ),
      { numRuns },
    );
  });

  // Where the cost per unit keeps its value: every cloud cost follows the hours billed (no storage,
  // egress or other), billing is on demand; on-prem never overflows and pays no dual run.
  test("costPerUnit keeps its value where the cloud's costs follow its hours", () => {
    fc.assert(
      fc.property(validScenario, fc.double({ min: 0.01, max: 1000, noNaN: true }), (s0, cloudUnits) => {
        const s: Scenario = {
          ...s0,
          workload: { ...s0.workload, growthPctPerYear: 0, gpuHoursPerDay: Math.max(1, s0.workload.gpuHoursPerDay) },
          cloud: { ...s0.cloud, billing: "on-demand", storageTb: 0, egressTbPerMonth: 0, otherMonthly: 0 },
          transition: { ...s0.transition, dualRunMonths: 0 },
        };
        const units = { onPrem: s0.workload.unitsPerGpuHour?.onPrem ?? 1, cloud: cloudUnits };
        const withUnits = lean({ ...s, workload: { ...s.workload, unitsPerGpuHour: units } });
        const hoursOnly = lean({ ...s, workload: { ...s.workload, unitsPerGpuHour: undefined } });
        const demand = hoursOnly.totals.cloud / hoursOnly.costPerGpuHour!.cloud || 0;
        if (!withUnits.costPerUnit || demand === 0) return;
        // Before the rule: the cloud's total over its hours' units; the owned total over its busy hours' units.
        const tolerance = (x: number) => 1e-9 * Math.max(1, Math.abs(x));
        const cloudBefore = hoursOnly.totals.cloud / (demand * units.cloud);
        const onPremBefore = hoursOnly.totals.onPrem / (demand * units.onPrem);
        expect(Math.abs(withUnits.costPerUnit.cloud - cloudBefore)).toBeLessThanOrEqual(tolerance(cloudBefore));
        expect(Math.abs(withUnits.costPerUnit.onPrem - onPremBefore)).toBeLessThanOrEqual(tolerance(onPremBefore));
      }),
      { numRuns },
    );
  });
});

describe("a reserved hybrid reserves the GPUs its core does not cover", () => {
  // 10 GPUs busy 12 h, 720-hour months, $2 an hour reserved: the cloud option bills 7,200 h = $14,400.
  // Hybrid 50/50, core sustains 12 h: 5 core GPUs serve 1,800 h; the burst serves 1,800 h.
  const base = scenario({
    workload: { gpus: 10, gpuHoursPerDay: 12 },
    cloud: { pricePerGpuHour: 2, billing: "reserved" },
    hybrid: { onPremPct: 50, cloudPct: 50, edgePct: 0, coreHoursPerDay: 12 },
  });
  test.each<[string, Scenario, number]>([
    ["5 GPUs not covered: max(5 × 720, 1,800) = 3,600 h × $2", base, 7_200],
    [
      "no core: the cloud option's 7,200 h × $2",
      { ...base, hybrid: { ...base.hybrid, onPremPct: 0, cloudPct: 100 } },
      14_400,
    ],
    // 8 core GPUs (ceil(10 × 12 × 0.6 ÷ 9)) serve 3,600 × 0.6 = 2,160 h; the burst 1,440 h > 2 × 720.
    [
      "a burst above its reservation: max(2 × 720, 1,440) = 1,440 h, then 0.4 of the demand",
      { ...base, hybrid: { ...base.hybrid, onPremPct: 60, cloudPct: 40, coreHoursPerDay: 9 } },
      1_440 * 2,
    ],
    ["on demand: the burst's 1,800 h only", { ...base, cloud: { ...base.cloud, billing: "on-demand" } }, 3_600],
  ])("%s", (_name, s, expected) => {
    // One year: the burst's monthly bill is its horizon sum ÷ 12.
    expect(lean(s).breakdown.hybrid.cloud / 12).toBeCloseTo(expected, 9);
  });
});

describe("ROI on the investment at its cash price: capex + migration, whatever the financing", () => {
  test("ROI × (capex + migration) is the saving, paid in cash, by loan or by lease", () => {
    fc.assert(
      fc.property(validScenario, fc.option(financed, { nil: undefined }), (s0, financing) => {
        const s: Scenario = { ...s0, ...(financing && { financing }) };
        const r = lean(s);
        const c = s.onPrem.capex;
        const investment = c.compute + c.storage + c.network + c.facility + s.transition.migrationCost;
        if (investment === 0) expect(r.roiPct).toBeNull();
        else expect(r.roiPct!).toBeCloseTo((r.savings.total / investment) * 100, 6);
      }),
      { numRuns },
    );
  });

  test("a loan at 0% with nothing down gives the cash purchase's ROI", () => {
    fc.assert(
      fc.property(validScenario, fc.integer({ min: 1, max: 120 }), (s, termMonths) => {
        const cash = lean(s);
        const loan = lean({ ...s, financing: { kind: "loan", ratePct: 0, downPaymentPct: 0, termMonths } });
        if (cash.roiPct === null) expect(loan.roiPct).toBeNull();
        else {
          // The loan's payments are added into months of other costs, each sum rounded at the last
          // bit of the month: the saving may move by about ε × the totals, which ROI multiplies by
          // 100 ÷ the investment (a 1e-6 server beside a 0.50 bill a month moved it by 3e-7 points).
          const investment = capexTotal(s) + s.transition.migrationCost;
          const rounding = (1e-12 * (Math.abs(cash.totals.cloud) + Math.abs(cash.totals.onPrem)) * 100) / investment;
          expect(Math.abs(loan.roiPct! - cash.roiPct)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(cash.roiPct)) + rounding,
          );
        }
      }),
      { numRuns },
    );
  });

  test.each<[string, Scenario["financing"]]>([
    ["cash", undefined],
    ["a 36-month loan at 8%", { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 }],
    ["a 36-month lease at 3% a month", { kind: "lease", monthlyRatePct: 3, termMonths: 36 }],
  ])("a 1M server and 50,000 of migration, paid by %s: ROI divides the saving by 1,050,000", (_name, financing) => {
    const s = scenario({
      horizonYears: 3,
      workload: { gpus: 8, gpuHoursPerDay: 24 },
      onPrem: { capex: { compute: 1_000_000 }, lifetimeYears: 3 },
      cloud: { pricePerGpuHour: 3 },
      transition: { migrationCost: 50_000 },
    });
    const r = lean({ ...s, ...(financing && { financing }) });
    expect(r.roiPct!).toBeCloseTo((r.savings.total / 1_050_000) * 100, 9);
  });
});
