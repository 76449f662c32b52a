import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { scenario, type ScenarioPatch } from "@/scripts/test-support/tco";
import type { Carbon, TcoResult } from "./types";

const lean = (patch: ScenarioPatch) => computeTco(scenario(patch), { sensitivity: false });

// Worked check 6: the fleet of check 4 (1,024 GPUs at 700 W, 16.8 busy hours a day, PUE 1.2,
// 5 years of 730-hour months) on a 0.4 kg/kWh grid with an internal price of $100 a tonne.
const check6 = (pricePerTonne: number): ScenarioPatch => ({
  horizonYears: 5,
  assumptions: { hoursPerMonth: 730 },
  workload: { gpus: 1024, gpuHoursPerDay: 16.8 },
  onPrem: { opex: { power: { activeWattsPerGpu: 700, idleWattsPerGpu: 0, pue: 1.2, pricePerKwh: 0.08 } } },
  carbon: { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.4, cloudKwhPerGpuHour: 1, pricePerTonne },
});

describe("worked check 6", () => {
  const priced = lean(check6(100));
  const unpriced = lean(check6(0));

  test("the fleet uses 26,372,506 kWh: 1,024 × 0.7 kW × 16.8 h × 730/24 days × 1.2 × 60 months", () => {
    expect(Math.round(priced.carbon!.kwh.onPrem)).toBe(26_372_506);
    expect(priced.carbon!.kwh.onPrem).toBeCloseTo(1024 * 0.7 * 16.8 * (730 / 24) * 1.2 * 60, 4);
  });

  test("at 0.4 kg CO2e a kWh that is 10,549 tonnes", () => {
    expect(Math.round(priced.carbon!.tonnes.onPrem)).toBe(10_549);
  });

  test("$100 a tonne adds $1,054,900 to owning, as the line `carbon`", () => {
    expect(Math.round(priced.breakdown.onPrem.carbon! / 100) * 100).toBe(1_054_900);
    expect(priced.totals.onPrem - unpriced.totals.onPrem).toBeCloseTo(1_054_900.224, 2);
  });

  test("the energy is the power line's metered cost ÷ the price per kWh", () => {
    expect(priced.carbon!.kwh.onPrem).toBeCloseTo(priced.breakdown.onPrem.power / 0.08, 4);
  });
});

const power = { activeWattsPerGpu: 500, idleWattsPerGpu: 100, pue: 1.5, pricePerKwh: 0 };
const grids: Carbon = { onPremKgPerKwh: 0.5, cloudKgPerKwh: 0.2, cloudKwhPerGpuHour: 1, pricePerTonne: 0 };

describe("hand-worked energy and tonnes (10 GPUs, 720-hour months)", () => {
  test.each<[string, ScenarioPatch, (r: TcoResult) => number, number]>([
    [
      "cloud: 10 GPUs × 24 h × 30 days × 12 = 86,400 busy hours at 1 kWh",
      { workload: { gpus: 10, gpuHoursPerDay: 24 }, onPrem: { opex: { power } }, carbon: grids },
      (r) => r.carbon!.kwh.cloud,
      86_400,
    ],
    [
      "cloud: 86,400 kWh × 0.2 kg = 17.28 t",
      { workload: { gpus: 10, gpuHoursPerDay: 24 }, onPrem: { opex: { power } }, carbon: grids },
      (r) => r.carbon!.tonnes.cloud,
      17.28,
    ],
    [
      "cloud, reserved, busy 12 h: only the 43,200 busy hours draw power",
      {
        workload: { gpus: 10, gpuHoursPerDay: 12 },
        cloud: { billing: "reserved" },
        onPrem: { opex: { power } },
        carbon: grids,
      },
      (r) => r.carbon!.kwh.cloud,
      43_200,
    ],
    [
      "cloud with w = 37.5 / 28.3: each demand hour is 1.325 cloud hours",
      {
        workload: { gpus: 10, gpuHoursPerDay: 24, unitsPerGpuHour: { onPrem: 37.5, cloud: 28.3 } },
        onPrem: { opex: { power } },
        carbon: grids,
      },
      (r) => r.carbon!.kwh.cloud,
      (86_400 * 37.5) / 28.3,
    ],
    [
      "on-prem busy 16 h: 10 × (500 × 16 + 100 × 8) Wh × 30 days × 1.5 × 12 = 47,520 kWh",
      { workload: { gpus: 10, gpuHoursPerDay: 16 }, onPrem: { opex: { power } }, carbon: grids },
      (r) => r.carbon!.kwh.onPrem,
      47_520,
    ],
    [
      "on-prem, year 2 at 32 h a day: 12 × 5,400 kWh owned + 12 × 2,400 h of overflow at 1 kWh, beside year 1's 47,520",
      {
        horizonYears: 2,
        workload: { gpus: 10, gpuHoursPerDay: 16, growthPctPerYear: 100 },
        onPrem: { opex: { power } },
        carbon: grids,
      },
      (r) => r.carbon!.kwh.onPrem,
      47_520 + 64_800 + 28_800,
    ],
    [
      "… tonnes: 112,320 owned kWh × 0.5 kg + 28,800 cloud kWh × 0.2 kg = 61.92 t",
      {
        horizonYears: 2,
        workload: { gpus: 10, gpuHoursPerDay: 16, growthPctPerYear: 100 },
        onPrem: { opex: { power } },
        carbon: grids,
      },
      (r) => r.carbon!.tonnes.onPrem,
      61.92,
    ],
    [
      "hybrid 50/50, 5 core GPUs busy 24 h: 5 × 12 kWh × 30 × 1.5 × 12 = 32,400 owned + 43,200 burst kWh",
      {
        workload: { gpus: 10, gpuHoursPerDay: 24 },
        onPrem: { opex: { power } },
        hybrid: { onPremPct: 50, cloudPct: 50, edgePct: 0, coreHoursPerDay: 24 },
        carbon: grids,
      },
      (r) => r.carbon!.kwh.hybrid,
      75_600,
    ],
    [
      "… tonnes: 32,400 × 0.5 + 43,200 × 0.2 kg = 24.84 t",
      {
        workload: { gpus: 10, gpuHoursPerDay: 24 },
        onPrem: { opex: { power } },
        hybrid: { onPremPct: 50, cloudPct: 50, edgePct: 0, coreHoursPerDay: 24 },
        carbon: grids,
      },
      (r) => r.carbon!.tonnes.hybrid,
      24.84,
    ],
    [
      "hybrid 50/40/10: the edge's 10% draws nothing here (5 core GPUs + 40% burst = 32,400 + 34,560)",
      {
        workload: { gpus: 10, gpuHoursPerDay: 24 },
        onPrem: { opex: { power } },
        hybrid: { onPremPct: 50, cloudPct: 40, edgePct: 10, coreHoursPerDay: 24 },
        carbon: grids,
      },
      (r) => r.carbon!.kwh.hybrid,
      66_960,
    ],
    [
      "kg per demand GPU-hour: the cloud's 17.28 t ÷ 86,400 h = 0.2 kg",
      { workload: { gpus: 10, gpuHoursPerDay: 24 }, onPrem: { opex: { power } }, carbon: grids },
      (r) => r.carbon!.kgPerGpuHour!.cloud,
      0.2,
    ],
    [
      "a price of $50 a tonne: the cloud pays 17.28 × 50 = $864 a year",
      {
        workload: { gpus: 10, gpuHoursPerDay: 24 },
        onPrem: { opex: { power } },
        carbon: { ...grids, pricePerTonne: 50 },
      },
      (r) => r.breakdown.cloud.carbon!,
      864,
    ],
    [
      "… and its total is that and nothing else ($0 a GPU-hour)",
      {
        workload: { gpus: 10, gpuHoursPerDay: 24 },
        onPrem: { opex: { power } },
        carbon: { ...grids, pricePerTonne: 50 },
      },
      (r) => r.totals.cloud,
      864,
    ],
    [
      "the hybrid's 24.84 t at $50: $1,242",
      {
        workload: { gpus: 10, gpuHoursPerDay: 24 },
        onPrem: { opex: { power } },
        hybrid: { onPremPct: 50, cloudPct: 50, edgePct: 0, coreHoursPerDay: 24 },
        carbon: { ...grids, pricePerTonne: 50 },
      },
      (r) => r.breakdown.hybrid.carbon!,
      1242,
    ],
  ])("%s", (_name, patch, pick, expected) => {
    expect(pick(lean(patch))).toBeCloseTo(expected, 6);
  });
});

describe("what `carbon` adds and leaves alone", () => {
  const base = { workload: { gpus: 10, gpuHoursPerDay: 24 }, onPrem: { opex: { power } } } satisfies ScenarioPatch;

  test("without it: no `carbon` result and no `carbon` line", () => {
    const r = lean(base);
    expect(r.carbon).toBeUndefined();
    expect("carbon" in r.breakdown.cloud || "carbon" in r.breakdown.onPrem || "carbon" in r.breakdown.hybrid).toBe(
      false,
    );
  });

  test("with a price of 0: the figures, but no cost line", () => {
    const r = lean({ ...base, carbon: grids });
    expect(r.carbon!.tonnes.onPrem).toBeGreaterThan(0);
    expect("carbon" in r.breakdown.onPrem).toBe(false);
  });

  test("month 0 has no energy and no carbon cost", () => {
    const r = lean({
      ...base,
      onPrem: { ...base.onPrem, capex: { compute: 1000 } },
      carbon: { ...grids, pricePerTonne: 100 },
    });
    expect(r.months[0]!.onPrem).toBe(1000);
    expect(r.months[0]!.cloud).toBe(0);
  });

  test("no demand: kg per GPU-hour is null, and idle owned GPUs still draw their idle watts", () => {
    const r = lean({ ...base, workload: { gpus: 10, gpuHoursPerDay: 0 }, carbon: grids });
    expect(r.carbon!.kgPerGpuHour).toBeNull();
    // 10 GPUs × 100 W × 24 h × 30 days × 1.5 × 12 months
    expect(r.carbon!.kwh.onPrem).toBeCloseTo(12_960, 6);
  });

  test("dual running pays the cloud bill without the cloud's carbon cost", () => {
    const r = lean({
      ...base,
      cloud: { pricePerGpuHour: 1 },
      transition: { dualRunMonths: 1 },
      carbon: { ...grids, pricePerTonne: 50 },
    });
    expect(r.breakdown.onPrem.dualRun).toBeCloseTo(7200, 6);
  });
});
