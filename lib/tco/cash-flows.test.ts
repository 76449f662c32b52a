import { describe, expect, test } from "vitest";
import { simulate, type MonthLines } from "./cash-flows";
import { computeTco } from "./index";
import { scenario, type ScenarioPatch } from "@/scripts/test-support/tco";

const run = (patch: ScenarioPatch) => computeTco(scenario(patch), { sensitivity: false });

describe("refresh purchases (compute + storage + network again every L = 12 × lifetime months, while < N)", () => {
  const capex = { compute: 1000, storage: 200, network: 100, facility: 500 };
  test.each([
    ["5 years, lifetime 2: bought at 0, 24, 48", 5, 2, [24, 48], 3 * 1300],
    ["5 years, lifetime 2.5: bought at 0, 30 (60 is N)", 5, 2.5, [30], 2 * 1300],
    ["3 years, lifetime 3: month 36 is N, nothing bought for after the horizon", 3, 3, [], 1300],
    ["3 years, lifetime 1.3 (L = 15.6): bought in the month it wears out, 16 and 32", 3, 1.3, [16, 32], 3 * 1300],
    ["10 years, lifetime 10: never again", 10, 10, [], 1300],
    ["10 years, lifetime 1: every year but the last", 10, 1, [12, 24, 36, 48, 60, 72, 84, 96, 108], 10 * 1300],
  ])("%s", (_name, horizonYears, lifetimeYears, refreshAt, hardware) => {
    const r = run({ horizonYears, onPrem: { capex, lifetimeYears } });
    expect(r.breakdown.onPrem.hardware).toBe(hardware);
    expect(r.breakdown.onPrem.facility).toBe(500);
    const bought = r.months.filter((m) => m.month > 0 && m.onPrem > 0).map((m) => m.month);
    expect(bought).toEqual(refreshAt);
    expect(r.months[0]!.onPrem).toBe(1800);
  });

  test("refreshes are at month-0 prices: inflation does not touch them", () => {
    const r = run({
      horizonYears: 3,
      assumptions: { opexInflationPct: 50 },
      onPrem: { capex: { compute: 1000 }, lifetimeYears: 1 },
    });
    expect(r.months[12]!.onPrem).toBe(1000);
    expect(r.months[24]!.onPrem).toBe(1000);
  });
});

describe("residual value (straight-line book value at N of the hardware in service, facility never)", () => {
  test.each([
    ["2 years, lifetime 3: 1,200 × (1 − 24/36)", 2, 3, true, 400],
    ["5 years, lifetime 2: the month-48 purchase is 12 of 24 months old", 5, 2, true, 600],
    ["3 years, lifetime 3: fully written down", 3, 3, true, 0],
    ["1 year, lifetime 1.3: 1,200 × (1 − 12/15.6)", 1, 1.3, true, 1200 * (1 - 12 / 15.6)],
    ["not credited unless asked", 2, 3, false, 0],
  ])("%s", (_name, horizonYears, lifetimeYears, creditResidualValue, credit) => {
    const r = run({
      horizonYears,
      onPrem: { capex: { compute: 1200, facility: 300 }, lifetimeYears, creditResidualValue },
    });
    expect(r.breakdown.onPrem.residual).toBeCloseTo(-credit, 9);
    expect(r.months.at(-1)!.onPrem).toBeCloseTo(-credit, 9);
    const hardware = r.breakdown.onPrem.hardware;
    expect(r.totals.onPrem).toBeCloseTo(hardware + 300 - credit, 9);
  });

  test("the hybrid core is credited its share of the residual value", () => {
    // 10 GPUs, 12 h, 50% on-prem, core sustains 12 h: 5 core GPUs, half of everything
    const r = run({
      horizonYears: 2,
      workload: { gpus: 10, gpuHoursPerDay: 12 },
      onPrem: { capex: { compute: 1200 }, lifetimeYears: 3, creditResidualValue: true },
      hybrid: { onPremPct: 50, cloudPct: 50, coreHoursPerDay: 12 },
    });
    expect(r.months[0]!.hybrid).toBe(600);
    expect(r.months.at(-1)!.hybrid).toBeCloseTo(-200, 9);
  });
});

describe("cloud billing", () => {
  // 10 GPUs at $2, 720-hour months: capacity 7,200 GPU-hours a month
  test.each([
    ["on-demand bills busy hours: 10 × 12 h × 30 days × $2", "on-demand", 12, 0, 0, 1, 7_200],
    ["reserved bills every hour: 10 × 720 × $2", "reserved", 12, 0, 0, 1, 14_400],
    ["reserved, idle GPUs still billed", "reserved", 0, 0, 0, 1, 14_400],
    ["reserved, year 1 under the reservation (6,000 h wanted)", "reserved", 20, 50, 0, 1, 14_400],
    ["reserved, year 2 above it: all 9,000 wanted hours billed", "reserved", 20, 50, 0, 13, 18_000],
    ["reserved with 25% off applies to the excess too: 9,000 × $1.50", "reserved", 20, 50, 25, 13, 13_500],
    ["on-demand above capacity bills the demand: 9,000 × $2", "on-demand", 20, 50, 0, 13, 18_000],
  ] as const)("%s", (_name, billing, gpuHoursPerDay, growthPctPerYear, discountPct, month, expected) => {
    const r = run({
      horizonYears: 2,
      workload: { gpus: 10, gpuHoursPerDay, growthPctPerYear },
      cloud: { pricePerGpuHour: 2, billing, discountPct },
    });
    expect(r.months[month]!.cloud).toBeCloseTo(expected, 9);
  });

  test("the cloud bill: overhead on compute, support on everything, storage, egress, other", () => {
    const r = run({
      workload: { gpus: 10, gpuHoursPerDay: 12 },
      cloud: {
        pricePerGpuHour: 2,
        overheadPct: 10,
        supportPct: 10,
        storageTb: 100,
        storagePricePerTbMonth: 2,
        egressTbPerMonth: 5,
        egressPricePerTb: 10,
        otherMonthly: 30,
      },
    });
    // compute 7,200; overhead 720; storage 200; egress 50; other 30; support 10% of 8,200 = 820
    const expected = { compute: 7200, overhead: 720, storage: 200, egress: 50, other: 30, support: 820 };
    for (const [line, monthly] of Object.entries(expected)) {
      expect(r.breakdown.cloud[line as keyof typeof expected]).toBeCloseTo(12 * monthly, 6);
    }
    expect(r.months[1]!.cloud).toBeCloseTo(9020, 9);
  });
});

describe("demand above capacity overflows to the cloud; power follows the capped hours", () => {
  // 10 GPUs, 20 h a day growing 50%: year 2 wants 30 h a day, 9,000 h against 7,200 of capacity
  const grown = () =>
    run({
      horizonYears: 2,
      workload: { gpus: 10, gpuHoursPerDay: 20, growthPctPerYear: 50 },
      onPrem: {
        opex: {
          power: { activeWattsPerGpu: 1000, idleWattsPerGpu: 100, pue: 1, pricePerKwh: 1 },
          variableCostPerGpuHour: 1,
        },
      },
      cloud: { pricePerGpuHour: 2, overheadPct: 10, supportPct: 10 },
    });
  test.each([
    // 1,800 overflow hours × $2 × 1.1 overhead × 1.1 support, in each month of year 2 only
    ["overflow", 12 * 1800 * 2 * 1.1 * 1.1],
    // year 1: 20 busy h → (1,000 × 20 + 100 × 4) W·h × 10 GPUs × 30 days = 6,120 kWh a month;
    // year 2: capped at 24 h → 24,000 W·h × 10 × 30 = 7,200 kWh
    ["power", 12 * 6120 + 12 * 7200],
    // variable cost on busy hours only: 6,000 h then 7,200 h a month
    ["variable", 12 * 6000 + 12 * 7200],
  ] as const)("%s", (line, expected) => {
    expect(grown().breakdown.onPrem[line]).toBeCloseTo(expected, 6);
  });
});

describe("on-prem running costs", () => {
  test.each([
    [
      "maintenance: 10% of 12,000 hardware + 600 a year, facility excluded",
      {
        onPrem: {
          capex: { compute: 10_000, storage: 1_000, network: 1_000, facility: 50_000 },
          opex: { maintenancePct: 10, maintenanceAnnual: 600 },
        },
      },
      "maintenance",
      1800,
    ],
    ["staff: 2.5 FTE × 120,000", { onPrem: { opex: { staff: { fte: 2.5, costPerFte: 120_000 } } } }, "staff", 300_000],
    ["flat power and cooling adds to metered power", { onPrem: { opex: { powerCoolingAnnual: 1200 } } }, "power", 1200],
    ["colocation", { onPrem: { opex: { colocationAnnual: 1200 } } }, "colocation", 1200],
    ["network", { onPrem: { opex: { networkAnnual: 1200 } } }, "network", 1200],
    ["software", { onPrem: { opex: { softwareAnnual: 1200 } } }, "software", 1200],
    ["other", { onPrem: { opex: { otherAnnual: 1200 } } }, "other", 1200],
  ] as const)("%s", (_name, patch, line, yearly) => {
    const r = run(patch as ScenarioPatch);
    expect(r.breakdown.onPrem[line]).toBeCloseTo(yearly, 9);
  });

  test.each([
    [
      "inflation 10%: $100 a month, then $110, then $121",
      { assumptions: { opexInflationPct: 10 }, onPrem: { opex: { otherAnnual: 1200 } } },
      "onPrem",
      [100, 110, 121],
    ],
    [
      "deflation −20%: $100, $80, $64",
      { assumptions: { opexInflationPct: -20 }, onPrem: { opex: { otherAnnual: 1200 } } },
      "onPrem",
      [100, 80, 64],
    ],
    [
      "cloud price change −50%: $100, $50, $25 of other",
      { cloud: { otherMonthly: 100, priceChangePctPerYear: -50 } },
      "cloud",
      [100, 50, 25],
    ],
    [
      "cloud price change +10% moves compute too: 720 h × $1 × 1.1^(y−1)",
      { workload: { gpuHoursPerDay: 24 }, cloud: { pricePerGpuHour: 1, priceChangePctPerYear: 10 } },
      "cloud",
      [720, 792, 871.2],
    ],
    [
      "inflation does not move the cloud",
      { assumptions: { opexInflationPct: 10 }, cloud: { otherMonthly: 100 } },
      "cloud",
      [100, 100, 100],
    ],
  ] as const)("%s", (_name, patch, option, perYear) => {
    const r = run({ horizonYears: 3, ...(patch as ScenarioPatch) });
    perYear.forEach((amount, y) => {
      expect(r.months[12 * y + 1]![option]).toBeCloseTo(amount, 9);
      expect(r.months[12 * y + 12]![option]).toBeCloseTo(amount, 9);
    });
  });
});

describe("transition: migration at month 0 and dual running", () => {
  // Cloud costs $100 a month; the hybrid moves half (50% on-prem share) but has no core (idle GPU).
  const base: ScenarioPatch = {
    horizonYears: 1,
    cloud: { otherMonthly: 100 },
    hybrid: { onPremPct: 50, cloudPct: 50, edgePct: 0 },
  };
  test.each([
    ["migration $1,000 at month 0; hybrid pays its 50% share", 1000, 0, 1000, 0, 500],
    ["3 dual-run months: on-prem pays the cloud's $100 in months 1–3", 0, 3, 0, 300, 150],
    ["24 dual-run months in a 1-year horizon: only 12 count", 0, 24, 0, 1200, 600],
    ["both", 1000, 2, 1000, 200, 600],
  ])("%s", (_name, migrationCost, dualRunMonths, migration, dualRun, hybridTransition) => {
    const r = run({ ...base, transition: { migrationCost, dualRunMonths } });
    expect(r.breakdown.onPrem.migration).toBe(migration);
    expect(r.breakdown.onPrem.dualRun).toBe(dualRun);
    expect(r.breakdown.hybrid.transition).toBe(hybridTransition);
    expect(r.months[0]!.onPrem).toBe(migration);
    if (dualRunMonths > 0) {
      expect(r.months[1]!.onPrem).toBe(100);
      expect(r.months[Math.min(dualRunMonths, 12)]!.onPrem).toBe(100);
    }
    if (dualRunMonths < 12) expect(r.months[dualRunMonths + 1]!.onPrem).toBe(0);
  });

  test("dual running pays the cloud option's whole bill, reserved hours included", () => {
    const r = run({
      workload: { gpus: 2, gpuHoursPerDay: 6 },
      cloud: { pricePerGpuHour: 1, billing: "reserved" },
      transition: { dualRunMonths: 1 },
    });
    expect(r.months[1]!.onPrem).toBe(1440);
    expect(r.months[2]!.onPrem).toBe(0);
  });
});

describe("simulate", () => {
  test("the lean run (no visitors) gives the same totals as the recorded one", () => {
    const s = scenario({
      horizonYears: 4,
      workload: { gpus: 7, gpuHoursPerDay: 19, growthPctPerYear: 20 },
      onPrem: {
        capex: { compute: 9000, facility: 100 },
        lifetimeYears: 1.5,
        creditResidualValue: true,
        opex: { otherAnnual: 500 },
      },
      cloud: { pricePerGpuHour: 1.3, overheadPct: 12, supportPct: 4, storageTb: 3, storagePricePerTbMonth: 20 },
      transition: { migrationCost: 400, dualRunMonths: 2 },
      hybrid: { onPremPct: 60, cloudPct: 30, edgePct: 10, coreHoursPerDay: 16, edgeCostPerGpuHour: 2 },
    });
    const seen: MonthLines[] = [];
    const recorded = simulate(s, { month: (m) => seen.push(structuredClone(m)) });
    expect(simulate(s)).toEqual(recorded);
    expect(seen.map((m) => m.month)).toEqual([...Array(49).keys()]);
    expect(seen.at(-1)!.cumulative).toEqual(recorded);
  });

  test("the year visitor sees each year's shared lines before its months, at the year's first month", () => {
    const order: string[] = [];
    simulate(scenario({ horizonYears: 2 }), {
      year: (y) => order.push(`y${y.year} from m${y.month}`),
      month: (m) => order.push(`m${m.month}`),
    });
    expect(order.slice(0, 3)).toEqual(["m0", "y1 from m1", "m1"]);
    expect(order[13]).toBe("m12");
    expect(order[14]).toBe("y2 from m13");
  });
});
