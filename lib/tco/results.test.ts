import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { presets } from "./presets";
import { scenario } from "@/scripts/test-support/tco";
import type { Discounting, TcoResult } from "./types";

// Every option of the model at once, so that a result assembled from the wrong column, the wrong
// discounting or the wrong denominator differs from the hand-worked figure.
//
// 10 GPUs busy 12 h a day, 720-hour months, 2 years, discount rate 10%.
// Demand: 10 × 12 × 30 = 3,600 GPU-hours a month; capacity 10 × 720 = 7,200.
//
// An owned GPU-hour does 2 units, a cloud one 1: the cloud bills w = 2 hours per hour of demand.
// Cloud, reserved: billed max(2 × 3,600, 7,200) = 7,200 h × $2 = $14,400 + $1,600 other = $16,000 a month.
// On-prem: capex $100,000 compute + $20,000 facility (lifetime 3 years: no refresh in 2 years);
//   running $24,000/12 = $2,000 other + 3,600 h × $0.50 variable = $1,800 → $3,800 a month.
//   Migration $30,000 at month 0; 3 dual-run months pay the cloud's $16,000 too.
//   Month 0: 120,000 + 30,000 = 150,000; months 1–3: 3,800 + 16,000 = 19,800; months 4–24: 3,800.
// Hybrid 50 / 30 / 20, a core GPU sustains 20 h a day:
//   core = ceil(10 × 12 × 0.5 ÷ 20) = 3 GPUs, core share 3/10 = 0.3 (not the 0.5 that moves).
//   Core serves min(0.5 × 3,600, 3 × 20 × 30) = 1,800 h: $2,000 × 0.3 + 1,800 × $0.50 = $1,500.
//   Burst, reserved like the cloud option: the 10 − 3 = 7 GPUs the core does not cover, every hour:
//   max(7 × 720, 2 × 0.3 × 3,600) = 5,040 h × $2 = $10,080 + $1,600 × 0.3 = $480 → $10,560.
//   Edge: 0.2 × 3,600 = 720 h × $1 = $720.
//   Running: 1,500 + 10,560 + 720 = $12,780 a month; dual run adds 0.5 × 16,000 = $8,000 in months 1–3.
//   Month 0: 0.3 × 120,000 + 0.5 × 30,000 = 36,000 + 15,000 = 51,000.
const everything = scenario({
  horizonYears: 2,
  assumptions: { hoursPerMonth: 720, discountRatePct: 10 },
  workload: { gpus: 10, gpuHoursPerDay: 12, unitsPerGpuHour: { onPrem: 2, cloud: 1 } },
  onPrem: {
    capex: { compute: 100_000, facility: 20_000 },
    lifetimeYears: 3,
    opex: { otherAnnual: 24_000, variableCostPerGpuHour: 0.5 },
  },
  cloud: { pricePerGpuHour: 2, billing: "reserved", otherMonthly: 1_600 },
  transition: { migrationCost: 30_000, dualRunMonths: 3 },
  hybrid: { onPremPct: 50, cloudPct: 30, edgePct: 20, coreHoursPerDay: 20, edgeCostPerGpuHour: 1 },
});

const withDiscounting = (discounting: Discounting) =>
  computeTco({ ...everything, assumptions: { ...everything.assumptions, discounting } });

// Monthly discounting: month m is divided by 1.1^(m/12). With v = 1.1^(−1/12), the months 1…n
// sum to v(1 − vⁿ)/(1 − v): S(24) = 21.764568, S(3) = 2.952784.
const v = 1.1 ** (-1 / 12);
const S = (n: number) => (v * (1 - v ** n)) / (1 - v);

// Results are computed inside each test, never while the tests are collected, so that mutation
// testing (npm run mutation) can tell which test covers which line.
describe("every option at once: 10% discounting, hybrid 50/30/20, reserved, migration, dual run", () => {
  test.each<[string, (r: TcoResult) => number | null, number]>([
    ["month 0 on-prem: capex 120,000 + migration 30,000", (r) => r.months[0]!.onPrem, 150_000],
    ["month 0 hybrid: 0.3 of the capex + 0.5 of the migration", (r) => r.months[0]!.hybrid, 51_000],
    ["month 1 on-prem pays the cloud bill (dual run)", (r) => r.months[1]!.onPrem, 19_800],
    ["month 4 on-prem: dual run over", (r) => r.months[4]!.onPrem, 3_800],
    ["month 3 hybrid: running + half the cloud bill", (r) => r.months[3]!.hybrid, 20_780],
    ["month 4 hybrid", (r) => r.months[4]!.hybrid, 12_780],
    // 24 × 16,000
    ["totals.cloud", (r) => r.totals.cloud, 384_000],
    // 150,000 + 24 × 3,800 + 3 × 16,000
    ["totals.onPrem", (r) => r.totals.onPrem, 289_200],
    // 51,000 + 24 × 12,780 + 3 × 8,000
    ["totals.hybrid", (r) => r.totals.hybrid, 381_720],
    // 384,000 − 289,200
    ["savings.total", (r) => r.savings.total, 94_800],
    // 94,800 ÷ 384,000
    ["savings.pct", (r) => r.savings.pct, 24.6875],
    // 94,800 ÷ 150,000 (the migration is part of the investment; without it 79%)
    ["ROI: savings over capex + migration", (r) => r.roiPct, 63.2],
    // D = on-prem − cloud cumulative: 150,000 at month 0, +3,800 a month in months 1–3 → 161,400,
    // then −12,200 a month: 3 + 161,400 ÷ 12,200
    ["on-prem break-even month", (r) => r.breakEvenMonth, 3 + 161_400 / 12_200],
    // 51,000 at month 0, +4,780 a month in months 1–3 → 65,340, then −3,220 a month
    ["hybrid break-even month", (r) => r.hybridBreakEvenMonth, 3 + 65_340 / 3_220],
    // Flows −150,000, 192,000 − 93,600 = 98,400, 192,000 − 45,600 = 146,400:
    // 146,400x² + 98,400x − 150,000 = 0 → x = 0.7304851, IRR = 1/x − 1
    [
      "IRR",
      (r) => r.irrPct,
      (1 / ((-98_400 + Math.sqrt(98_400 ** 2 + 4 * 146_400 * 150_000)) / (2 * 146_400)) - 1) * 100,
    ],
    // Each total over the 24 × 3,600 = 86,400 demand hours (not the 172,800 reserved hours billed)
    ["cost per GPU-hour, cloud", (r) => r.costPerGpuHour!.cloud, 384_000 / 86_400],
    ["cost per GPU-hour, on-prem", (r) => r.costPerGpuHour!.onPrem, 289_200 / 86_400],
    ["cost per GPU-hour, hybrid", (r) => r.costPerGpuHour!.hybrid, 381_720 / 86_400],
    // Units: every option does the same work, 86,400 demand hours × 2 units
    ["cost per unit, cloud", (r) => r.costPerUnit!.cloud, 384_000 / 172_800],
    ["cost per unit, on-prem", (r) => r.costPerUnit!.onPrem, 289_200 / 172_800],
    ["cost per unit, hybrid", (r) => r.costPerUnit!.hybrid, 381_720 / 172_800],
    ["breakdown: cloud compute, 24 × 7,200 reserved h × $2", (r) => r.breakdown.cloud.compute, 345_600],
    ["breakdown: on-prem migration", (r) => r.breakdown.onPrem.migration, 30_000],
    ["breakdown: on-prem dual run, 3 × 16,000", (r) => r.breakdown.onPrem.dualRun, 48_000],
    ["breakdown: on-prem variable, 86,400 h × $0.50", (r) => r.breakdown.onPrem.variable, 43_200],
    ["breakdown: hybrid core, 36,000 + 24 × 1,500", (r) => r.breakdown.hybrid.onPrem, 72_000],
    ["breakdown: hybrid burst, 24 × 10,560", (r) => r.breakdown.hybrid.cloud, 253_440],
    ["breakdown: hybrid edge, 24 × 720", (r) => r.breakdown.hybrid.edge, 17_280],
    ["breakdown: hybrid transition, 15,000 + 3 × 8,000", (r) => r.breakdown.hybrid.transition, 39_000],
  ])("%s", (_name, pick, expected) => {
    // The discounting mode changes none of the undiscounted figures.
    expect(pick(withDiscounting("annual"))).toBeCloseTo(expected, 6);
    expect(pick(withDiscounting("monthly"))).toBeCloseTo(expected, 6);
  });

  test.each<[string, Discounting, { cloud: number; onPrem: number; hybrid: number }]>([
    [
      // Years 1 and 2 at their year ends: cloud 192,000 and 192,000; on-prem 12 × 3,800 + 48,000 = 93,600
      // and 45,600; hybrid 12 × 12,780 + 24,000 = 177,360 and 153,360.
      "annual: each year's sum at its year end, ÷ 1.1 and ÷ 1.21",
      "annual",
      {
        cloud: 192_000 / 1.1 + 192_000 / 1.21, // 333,223.14
        onPrem: 150_000 + 93_600 / 1.1 + 45_600 / 1.21, // 272,776.86
        hybrid: 51_000 + 177_360 / 1.1 + 153_360 / 1.21, // 338,980.17
      },
    ],
    [
      "monthly: month m ÷ 1.1^(m/12)",
      "monthly",
      {
        cloud: 16_000 * S(24), // 348,233.08
        onPrem: 150_000 + 3_800 * S(24) + 16_000 * S(3), // 279,949.89
        hybrid: 51_000 + 12_780 * S(24) + 8_000 * S(3), // 352,773.44
      },
    ],
  ])("NPV %s", (_name, discounting, expected) => {
    const r = withDiscounting(discounting);
    expect(r.npv.cloud).toBeCloseTo(expected.cloud, 6);
    expect(r.npv.onPrem).toBeCloseTo(expected.onPrem, 6);
    expect(r.npv.hybrid).toBeCloseTo(expected.hybrid, 6);
    // The saving in present value, not the nominal 94,800: 60,446.28 annual, 68,283.19 monthly.
    expect(r.savings.npv).toBeCloseTo(expected.cloud - expected.onPrem, 6);
    // Reserving 7 GPUs for the burst's 1,080 hours makes the hybrid dearer than owning all 10.
    expect(r.recommendation).toBe("on-prem");
  });
});

describe("the comma.ai preset at 8%, annual discounting", () => {
  // Cloud: 600 × 720 h × $3 + 4,000 TB × $22.50 = $1,386,000 a month, $16,632,000 a year.
  // On-prem: $5M at month 0; yearly 4.7M × 37.23% = 1,749,810 maintenance + 500,000 power + 175,000
  //   colocation + 75,000 network + 2.5 × 200,000 staff = $2,999,810.
  // Hybrid: core = ceil(600 × 24 × 0.75 ÷ 20) = 540 GPUs (share 0.9): $4.5M at month 0; yearly
  //   0.9 × 2,999,810 = 2,699,829 core + 12 × (86,400 h × $3 + 0.2 × $90,000) = 3,326,400 burst
  //   + 12 × 21,600 h × $3 = 777,600 edge → $6,803,829.
  // Annuity factor 1/1.08 + 1/1.08² + 1/1.08³ = 2.5770970.
  const annuity = 1 / 1.08 + 1 / 1.08 ** 2 + 1 / 1.08 ** 3;

  test.each<[string, (r: TcoResult) => number | null, number, number]>([
    ["NPV cloud: 16,632,000 × 2.5771 = $42,862,277", (r) => r.npv.cloud, 16_632_000 * annuity, 2],
    ["NPV on-prem: 5M + 2,999,810 × 2.5771 = $12,730,801", (r) => r.npv.onPrem, 5_000_000 + 2_999_810 * annuity, 2],
    ["NPV hybrid: 4.5M + 6,803,829 × 2.5771 = $22,034,127", (r) => r.npv.hybrid, 4_500_000 + 6_803_829 * annuity, 2],
    [
      "NPV saving: (16,632,000 − 2,999,810) × 2.5771 − 5M = $30,131,476",
      (r) => r.savings.npv,
      13_632_190 * annuity - 5_000_000,
      2,
    ],
    ["saved: 36 × 1,386,000 − (5M + 3 × 2,999,810) = $35,896,570", (r) => r.savings.total, 35_896_570, 2],
    ["ROI: 35,896,570 ÷ 5M = 717.93%", (r) => r.roiPct, 717.9314, 9],
    [
      "break-even: 5M ÷ (1,386,000 − 2,999,810/12) = month 4.4013",
      (r) => r.breakEvenMonth,
      5_000_000 / (1_386_000 - 2_999_810 / 12),
      9,
    ],
  ])("%s", (_name, pick, expected, digits) => {
    expect(pick(computeTco(presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario))).toBeCloseTo(
      expected,
      digits,
    );
  });
});
