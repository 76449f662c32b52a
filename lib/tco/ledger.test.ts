import { describe, expect, test } from "vitest";
import { buildLedger } from "./ledger";
import { scenario } from "@/scripts/test-support/tco";
import type { Breakdown } from "./types";

// Every cost line of every option non-zero, worked by hand, so that a line summed into the wrong
// bucket, or counted in the wrong year, shows.
//
// 2 GPUs, 2 years of 720-hour months, 12 h a day growing 150%: year 1 wants 2 × 12 × 30 = 720 h a
// month, year 2 wants 2 × 30 × 30 = 1,800 h against 1,440 of capacity (360 h overflow).
// Cloud: $2 list − 25% = $1.50 an hour, +10% a year (f = 1.1 in year 2); 20% overhead; storage
//   10 TB × $5, egress 2 TB × $10, $30 other a month; 10% support.
//   Year 1: 720 × 1.5 = 1,080 + 216 overhead + 50 + 20 + 30 = 1,396, + 139.6 support = 1,535.6.
//   Year 2: 1,800 × 1.65 = 2,970 + 594 + 55 + 22 + 33 = 3,674, + 367.4 = 4,041.4.
// On-prem: hardware 1,200 + 300 + 300 = 1,800, facility 600; lifetime 1.5 years → bought again at
//   month 18; the book value at 24 is 1,800 × (1 − 6/18) = 1,200, credited. Opex inflation 50%
//   (i = 1.5 in year 2). A month of year 1 (year 2 × 1.5 except power and variable):
//   maintenance (10% × 1,800 + 60)/12 = 20; colocation 20; network 10; software 30; other 50;
//   staff 0.1 × 1,200 / 12 = 10; power: 12 busy h → 2 × (1,000 × 12 + 100 × 12) Wh × 30 days =
//   792 kWh × $0.50 = 396, + 120/12 flat = 406; variable 720 h × $0.10 = 72. Sum 618.
//   Year 2: busy capped at 1,440 h (24 h): power 2 × 24 kWh × 30 × $0.50 × 1.5 = 1,080 + 15;
//   variable 1,440 × 0.1 × 1.5 = 216; the rest × 1.5. Sum 1,521. Overflow: 360 h × 1.65 = 594,
//   + 118.8 overhead, + 71.28 support (no fixed items) = 784.08.
//   Migration 500 at month 0; 2 dual-run months pay the cloud's 1,535.6.
// Hybrid 50/30/20, core sustains 12 h: ceil(2 × 12 × 0.5 ÷ 12) = 1 core GPU (share 0.5) with room
//   for 360 h a month. Year 1: core serves all 360 h; burst 0.3 × 720 = 216 h; edge 144 h at $1.
//   Year 2: the core serves 360 of the 900 h wanted; burst 0.3 × 1,800 + 540 = 1,080 h; edge 360 h.
//   Core running: year 1 10 + (198 + 5) + 10 + 5 + 15 + 25 + 5 + 36 = 309; year 2 463.5.
//   Burst: year 1 216 × 1.5 = 324 + 64.8 + 0.3 × (50 + 20 + 30) = 418.8, + 10% = 460.68;
//   year 2 1,080 × 1.65 = 1,782 + 356.4 + 0.3 × 110 = 2,171.4, + 10% = 2,388.54.
//   Month 0: 0.5 × 2,400 + 0.5 × 500 = 1,450; refresh 0.5 × 1,800; credit 0.5 × 1,200; dual run 0.5 × 1,535.6.
const everyLine = scenario({
  horizonYears: 2,
  assumptions: { opexInflationPct: 50 },
  workload: { gpus: 2, gpuHoursPerDay: 12, growthPctPerYear: 150 },
  onPrem: {
    capex: { compute: 1_200, storage: 300, network: 300, facility: 600 },
    lifetimeYears: 1.5,
    creditResidualValue: true,
    opex: {
      maintenancePct: 10,
      maintenanceAnnual: 60,
      power: { activeWattsPerGpu: 1_000, idleWattsPerGpu: 100, pue: 1, pricePerKwh: 0.5 },
      powerCoolingAnnual: 120,
      colocationAnnual: 240,
      networkAnnual: 120,
      softwareAnnual: 360,
      otherAnnual: 600,
      staff: { fte: 0.1, costPerFte: 1_200 },
      variableCostPerGpuHour: 0.1,
    },
  },
  cloud: {
    pricePerGpuHour: 2,
    discountPct: 25,
    priceChangePctPerYear: 10,
    overheadPct: 20,
    storageTb: 10,
    storagePricePerTbMonth: 5,
    egressTbPerMonth: 2,
    egressPricePerTb: 10,
    supportPct: 10,
    otherMonthly: 30,
  },
  transition: { migrationCost: 500, dualRunMonths: 2 },
  hybrid: { onPremPct: 50, cloudPct: 30, edgePct: 20, coreHoursPerDay: 12, edgeCostPerGpuHour: 1 },
});

describe("buildLedger with every line non-zero", () => {
  test("GPU-hours of months 1…24 by where they were served", () => {
    expect(buildLedger(everyLine).hours).toEqual({
      demand: 12 * (720 + 1_800),
      cloudBilled: 12 * (720 + 1_800),
      onPremBusy: 12 * (720 + 1_440),
      overflow: 12 * 360,
      core: 12 * (360 + 360),
      burst: 12 * (216 + 1_080),
      edge: 12 * (144 + 360),
    });
  });

  test.each<[keyof Breakdown, string, number]>([
    ["cloud", "compute", 12 * (1_080 + 2_970)],
    ["cloud", "overhead", 12 * (216 + 594)],
    ["cloud", "storage", 12 * (50 + 55)],
    ["cloud", "egress", 12 * (20 + 22)],
    ["cloud", "other", 12 * (30 + 33)],
    ["cloud", "support", 12 * (139.6 + 367.4)],
    ["onPrem", "hardware", 1_800 + 1_800],
    ["onPrem", "facility", 600],
    ["onPrem", "maintenance", 12 * (20 + 30)],
    ["onPrem", "power", 12 * (406 + 1_095)],
    ["onPrem", "colocation", 12 * (20 + 30)],
    ["onPrem", "network", 12 * (10 + 15)],
    ["onPrem", "software", 12 * (30 + 45)],
    ["onPrem", "other", 12 * (50 + 75)],
    ["onPrem", "staff", 12 * (10 + 15)],
    ["onPrem", "variable", 12 * (72 + 216)],
    ["onPrem", "overflow", 12 * 784.08],
    ["onPrem", "migration", 500],
    ["onPrem", "dualRun", 2 * 1_535.6],
    ["onPrem", "residual", -1_200],
    // month 0 + running + refresh share − credit share
    ["hybrid", "onPrem", 1_200 + 12 * (309 + 463.5) + 900 - 600],
    ["hybrid", "cloud", 12 * (460.68 + 2_388.54)],
    ["hybrid", "edge", 12 * (144 + 360)],
    ["hybrid", "transition", 250 + 2 * 767.8],
  ])("breakdown.%s.%s", (option, line, expected) => {
    const lines = buildLedger(everyLine).breakdown[option] as unknown as Record<string, number>;
    expect(lines[line]).toBeCloseTo(expected, 6);
  });

  test.each<[number, number, number, number]>([
    // month, cloud, on-prem, hybrid
    [0, 0, 2_400 + 500, 1_450],
    [1, 1_535.6, 618 + 1_535.6, 309 + 460.68 + 144 + 767.8],
    [3, 1_535.6, 618, 309 + 460.68 + 144],
    [13, 4_041.4, 1_521 + 784.08, 463.5 + 2_388.54 + 360],
    [18, 4_041.4, 1_521 + 784.08 + 1_800, 463.5 + 2_388.54 + 360 + 900],
    [24, 4_041.4, 1_521 + 784.08 - 1_200, 463.5 + 2_388.54 + 360 - 600],
  ])("month %i: cloud %d, on-prem %d, hybrid %d", (month, cloud, onPrem, hybrid) => {
    const row = buildLedger(everyLine).months[month]!;
    expect(row.month).toBe(month);
    expect(row.cloud).toBeCloseTo(cloud, 6);
    expect(row.onPrem).toBeCloseTo(onPrem, 6);
    expect(row.hybrid).toBeCloseTo(hybrid, 6);
  });

  test("totals and the last row's cumulative: cloud 66,924, on-prem 41,648.16, hybrid 52,794.24", () => {
    const { totals, months } = buildLedger(everyLine);
    // cloud 12 × (1,535.6 + 4,041.4); on-prem and hybrid the sums of their lines above
    const expected = { cloud: 66_924, onPrem: 41_648.16, hybrid: 52_794.24 };
    for (const option of ["cloud", "onPrem", "hybrid"] as const) {
      expect(totals[option]).toBeCloseTo(expected[option], 6);
      expect(months[24]!.cumulative[option]).toBeCloseTo(expected[option], 6);
    }
    expect(months[24]!.savings).toBeCloseTo(66_924 - 41_648.16, 6);
    expect(months).toHaveLength(25);
  });
});
