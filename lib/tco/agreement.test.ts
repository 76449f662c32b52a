import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import type { Scenario, TcoResult } from "./types";
import { scenario } from "@/scripts/test-support/tco";
import {
  referenceModel,
  referenceRightSizing,
  type ReferenceReadings,
  type ReferenceScenario,
} from "@/scripts/test-support/reference-model";
import {
  compare,
  compareRightSizing,
  profiled,
  withCarbon,
  withExtras,
} from "@/scripts/test-support/reference-compare";

// The engine against an independent reading of the contract (scripts/test-support/reference-model.ts,
// written from tco-model.md without lib/tco's implementation), on random scenarios inside the contract's
// ranges. Money agrees to a relative 1e-9 or a cent; see docs/testing.md, "Agreement with the contract".

const runs = (n: number) => ({ numRuns: Number(process.env.AGREEMENT_RUNS ?? n) });
const lean = (s: Scenario): TcoResult =>
  computeTco(s, { sensitivity: false, utilizationBreakEven: false, rightSizing: false });

// Where the contract reads two ways, the engine's reading, posted in NOTES.md for the lead to settle: the
// dual-run months pay the cloud option's bill without its carbon line (carbon, 09:30 UTC).
const READINGS: ReferenceReadings = { dualRunIncludesCarbon: false };

function agrees(s: ReferenceScenario): void {
  expect(compare(s, lean(s as Scenario), referenceModel(s, READINGS))).toEqual([]);
}

const base = withExtras as fc.Arbitrary<ReferenceScenario>;

/** A one-year, one-GPU scenario with every amount zero: the shrunk counterexamples below start from it. */
const ONE_CENT_APART: ReferenceScenario = {
  name: "random",
  currency: "USD",
  horizonYears: 1,
  assumptions: { hoursPerMonth: 720, discountRatePct: 0, discounting: "annual", opexInflationPct: 0 },
  workload: { gpus: 1, gpuHoursPerDay: 0, growthPctPerYear: 0 },
  onPrem: {
    capex: { compute: 0, storage: 0, network: 0, facility: 0 },
    lifetimeYears: 1,
    creditResidualValue: false,
    opex: {
      maintenancePct: 0,
      maintenanceAnnual: 0,
      powerCoolingAnnual: 0,
      colocationAnnual: 0,
      networkAnnual: 0,
      softwareAnnual: 0,
      otherAnnual: 0,
      staff: { fte: 0, costPerFte: 0 },
      variableCostPerGpuHour: 0,
    },
  },
  cloud: {
    pricePerGpuHour: 0,
    billing: "on-demand",
    discountPct: 0,
    priceChangePctPerYear: 0,
    storageTb: 0,
    storagePricePerTbMonth: 0,
    egressTbPerMonth: 0,
    egressPricePerTb: 0,
    supportPct: 0,
    overheadPct: 0,
    otherMonthly: 0,
  },
  transition: { migrationCost: 0, dualRunMonths: 0 },
  hybrid: { onPremPct: 0, cloudPct: 0, edgePct: 100, coreHoursPerDay: 1, edgeCostPerGpuHour: 0 },
};

describe("the engine agrees with an independent reading of the contract", () => {
  test(
    "base model (work, not hours; reserved billing incl. the hybrid burst): every month, breakdown line, NPV, " +
      "savings, break-even, ROI, IRR, unit costs",
    () => {
      fc.assert(
        fc.property(
          base.map((s): ReferenceScenario => ({ ...s, tax: undefined, financing: undefined })),
          agrees,
        ),
        runs(300),
      );
    },
  );

  test("with tax (afterTax) and financing (loan, lease; ROI on the cash price), alone and together", () => {
    fc.assert(fc.property(base, agrees), runs(300));
  });

  // Found by the properties above: at a rate of a millionth of a percent, the reading's (1 + i)^−n kept
  // seven digits and put the loan's payments a cent off the engine's (expm1 and log1p keep them all).
  test.each<[string, ReferenceScenario]>([
    [
      "a one-month loan (seed -1082949851)",
      {
        ...ONE_CENT_APART,
        onPrem: {
          ...ONE_CENT_APART.onPrem,
          capex: { compute: 0, storage: 86878.84953222123, network: 0, facility: 0 },
        },
        financing: { kind: "loan", ratePct: 0.0000010253039607198142, downPaymentPct: 0, termMonths: 1 },
      },
    ],
    [
      "a three-month loan under a flat demand profile",
      {
        ...ONE_CENT_APART,
        workload: { gpus: 1, gpuHoursPerDay: 24, growthPctPerYear: 0, profile: [{ gpus: 1, hoursPerWeek: 168 }] },
        onPrem: {
          ...ONE_CENT_APART.onPrem,
          capex: { compute: 0, storage: 0, network: 140178.00433827692, facility: 0 },
        },
        hybrid: { onPremPct: 100, cloudPct: 0, edgePct: 0, coreHoursPerDay: 1, edgeCostPerGpuHour: 0 },
        financing: { kind: "loan", ratePct: 0.000001957025075327579, downPaymentPct: 0, termMonths: 3 },
      },
    ],
  ])("%s: a loan at a millionth of a percent agrees", (_name, s) => {
    agrees(s);
  });

  test("with carbon: kWh, tonnes, kg per GPU-hour and the carbon lines in every total", () => {
    fc.assert(fc.property(withCarbon(base), agrees), runs(300));
  });

  test("with a demand profile (issue 35): served hours, overflow, reserved levels, the core sized from the curve", () => {
    fc.assert(fc.property(fc.oneof(profiled, withCarbon(profiled)), agrees), runs(200));
  });

  test("right-sizing with a demand profile: K from each point's share, the curve's interior minimum", () => {
    fc.assert(
      fc.property(profiled, (s) => {
        const engine = computeTco(s as Scenario, {
          sensitivity: false,
          utilizationBreakEven: false,
          rightSizing: true,
        });
        expect(compareRightSizing(s, engine, READINGS)).toEqual([]);
      }),
      runs(30),
    );
  });

  test("right-sizing: every curve point, best and current, pre-tax and after tax, with and without carbon", () => {
    fc.assert(
      fc.property(fc.oneof(base, withCarbon(base)), (s) => {
        const engine = computeTco(s as Scenario, {
          sensitivity: false,
          utilizationBreakEven: false,
          rightSizing: true,
        });
        expect(compareRightSizing(s, engine, READINGS)).toEqual([]);
      }),
      runs(60),
    );
  });
});

const checkFive = (): ReferenceScenario => ({
  ...scenario({
    horizonYears: 3,
    assumptions: { hoursPerMonth: 730, discountRatePct: 0 },
    workload: { gpus: 100, gpuHoursPerDay: 12.48 },
    onPrem: { capex: { compute: 2_500_000 } },
    cloud: { pricePerGpuHour: 2.5 },
  }),
  workload: {
    gpus: 100,
    gpuHoursPerDay: 12.48,
    growthPctPerYear: 0,
    profile: [
      { gpus: 100, hoursPerWeek: 33.6 },
      { gpus: 40, hoursPerWeek: 134.4 },
    ],
  },
});

const fleet = () =>
  scenario({
    horizonYears: 5,
    assumptions: { hoursPerMonth: 730 },
    workload: { gpus: 1024, gpuHoursPerDay: 16.8 },
    onPrem: { opex: { power: { activeWattsPerGpu: 700, idleWattsPerGpu: 0, pue: 1.2, pricePerKwh: 0.08 } } },
  });

describe("the contract's worked checks, through the reference reading", () => {
  test.each([
    {
      check: "1. 600 GPUs busy 24 h at $3.00, 720-hour months: cloud compute $1,296,000 a month",
      figure: () =>
        referenceModel(scenario({ workload: { gpus: 600, gpuHoursPerDay: 24 }, cloud: { pricePerGpuHour: 3 } }))
          .months[1]!.cloud.compute,
      expected: 1_296_000,
      digits: 6,
    },
    ...(() => {
      const comma = referenceModel(
        scenario({
          horizonYears: 3,
          onPrem: { capex: { compute: 5_000_000 }, opex: { otherAnnual: 3_000_000 } },
          cloud: { otherMonthly: 16_600_000 / 12 },
        }),
      );
      return [
        { check: "2. comma.ai: savings $35.8M", figure: () => comma.savings.total, expected: 35_800_000, digits: 4 },
        { check: "2. comma.ai: ROI 716%", figure: () => comma.roiPct!, expected: 716, digits: 9 },
        {
          check: "2. comma.ai: break-even at month 4.41 (5M ÷ (13.6M/12))",
          figure: () => comma.breakEvenMonth!,
          expected: 5 / (13.6 / 12),
          digits: 9,
        },
      ];
    })(),
    ...(() => {
      const units = referenceModel(
        scenario({
          workload: { gpus: 1, gpuHoursPerDay: 24, unitsPerGpuHour: { onPrem: 37.5, cloud: 28.3 } },
          onPrem: { opex: { variableCostPerGpuHour: 0.36 } },
          cloud: { pricePerGpuHour: 0.3 },
        }),
      );
      return [
        {
          check: "3. $0.30/h at 28.3 epochs/h: $0.0106 an epoch",
          figure: () => units.costPerUnit!.cloud,
          expected: 0.0106,
          digits: 4,
        },
        {
          check: "3. $0.36/h at 37.5 epochs/h: $0.0096 an epoch",
          figure: () => units.costPerUnit!.onPrem,
          expected: 0.0096,
          digits: 4,
        },
      ];
    })(),
    {
      check: "4. power of 1,024 GPUs at 700 W, 16.8 h a day, PUE 1.2, $0.08/kWh, 5 years: $2.11M",
      figure: () => referenceModel(fleet()).breakdown.onPrem.power / 1e6,
      expected: 2.11,
      digits: 2,
    },
    ...(() => {
      const five = referenceModel(checkFive());
      const sizing = referenceRightSizing(checkFive());
      const at = (p: number) =>
        referenceModel({ ...checkFive(), hybrid: { ...checkFive().hybrid, onPremPct: p, cloudPct: 100 - p } });
      return [
        { check: "5. cloud costs $3,416,400", figure: () => five.totals.cloud, expected: 3_416_400, digits: 6 },
        {
          check: "5. owning all 100 costs $2,500,000",
          figure: () => five.totals.onPrem,
          expected: 2_500_000,
          digits: 6,
        },
        { check: "5. best onPremPct 76", figure: () => sizing.best.onPremPct, expected: 76, digits: 9 },
        { check: "5. best core 40 GPUs", figure: () => sizing.best.coreGpus, expected: 40, digits: 9 },
        { check: "5. best hybrid $1,788,400", figure: () => sizing.best.npv, expected: 1_788_400, digits: 6 },
        { check: "5. the core serves 76.92% of demand", figure: () => (6720 / 8736) * 100, expected: 76.92, digits: 2 },
        { check: "5. p = 77: 41 GPUs", figure: () => at(77).coreGpus, expected: 41, digits: 9 },
        { check: "5. p = 77: $1,800,260", figure: () => at(77).totals.hybrid, expected: 1_800_260, digits: 6 },
        { check: "5. p = 70: 37 GPUs", figure: () => at(70).coreGpus, expected: 37, digits: 9 },
        { check: "5. p = 70: $1,910,500", figure: () => at(70).totals.hybrid, expected: 1_910_500, digits: 6 },
      ];
    })(),
    ...(() => {
      const carbon = referenceModel({
        ...fleet(),
        carbon: { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0, cloudKwhPerGpuHour: 0, pricePerTonne: 100 },
      });
      return [
        {
          check: "6. the fleet uses 26,372,506 kWh",
          figure: () => carbon.carbon!.kwh.onPrem,
          expected: 26_372_506,
          digits: 0,
        },
        {
          check: "6. 10,549 tonnes at 0.4 kg/kWh",
          figure: () => carbon.carbon!.tonnes.onPrem,
          expected: 10_549,
          digits: 0,
        },
        {
          check: "6. $100 a tonne adds $1,054,900",
          figure: () => carbon.breakdown.onPrem.carbon,
          expected: 1_054_900,
          digits: -2,
        },
      ];
    })(),
  ])("$check", ({ figure, expected, digits }) => {
    expect(figure()).toBeCloseTo(expected, digits);
  });
});
