import { describe, expect, test } from "vitest";
import { sensitivity, sensitivityCases } from "./sensitivity";
import { scenario } from "@/scripts/test-support/tco";

describe("sensitivityCases", () => {
  test("only non-zero inputs, in the contract's order; horizon always", () => {
    const s = scenario({ workload: { gpuHoursPerDay: 10 }, cloud: { pricePerGpuHour: 1 } });
    expect(sensitivityCases(s).map((c) => c.input)).toEqual([
      "cloud.pricePerGpuHour",
      "workload.gpuHoursPerDay",
      "horizonYears",
    ]);
  });

  test("every input when all are set", () => {
    const s = scenario({
      workload: { gpuHoursPerDay: 10 },
      onPrem: {
        capex: { network: 5 },
        opex: {
          maintenancePct: 5,
          staff: { fte: 1, costPerFte: 10 },
          power: { activeWattsPerGpu: 1, idleWattsPerGpu: 1, pue: 1, pricePerKwh: 0.1 },
        },
      },
      cloud: { pricePerGpuHour: 1, discountPct: 10 },
    });
    expect(sensitivityCases(s).map((c) => c.input)).toEqual([
      "cloud.pricePerGpuHour",
      "workload.gpuHoursPerDay",
      "onPrem.capex",
      "onPrem.opex.staff.costPerFte",
      "onPrem.opex.power.pricePerKwh",
      "onPrem.opex.maintenancePct",
      "cloud.discountPct",
      "horizonYears",
    ]);
  });

  test.each([
    ["price ±20%", { cloud: { pricePerGpuHour: 3 } }, "cloud.pricePerGpuHour", 2.4, 3.6],
    ["utilization clamped to 24 h", { workload: { gpuHoursPerDay: 22 } }, "workload.gpuHoursPerDay", 17.6, 24],
    ["discount clamped to 100%", { cloud: { discountPct: 90 } }, "cloud.discountPct", 72, 100],
    [
      "maintenance clamped to 100%",
      { onPrem: { opex: { maintenancePct: 90 } } },
      "onPrem.opex.maintenancePct",
      72,
      100,
    ],
    [
      "capex: the four lines together",
      { onPrem: { capex: { compute: 600, storage: 200, network: 100, facility: 100 } } },
      "onPrem.capex",
      800,
      1200,
    ],
    ["horizon 1 year: low stays at 1", { horizonYears: 1 }, "horizonYears", 1, 2],
    ["horizon 10 years: high stays at 10", { horizonYears: 10 }, "horizonYears", 9, 10],
    ["horizon 5 years: 4 and 6", { horizonYears: 5 }, "horizonYears", 4, 6],
  ] as const)("%s", (_name, patch, input, lowValue, highValue) => {
    const c = sensitivityCases(scenario(patch)).find((x) => x.input === input)!;
    expect(c.lowValue).toBeCloseTo(lowValue, 12);
    expect(c.highValue).toBeCloseTo(highValue, 12);
  });

  test("capex varies every line in proportion; migration is not capex", () => {
    const s = scenario({
      onPrem: { capex: { compute: 600, storage: 200, network: 100, facility: 100 } },
      transition: { migrationCost: 50 },
    });
    const c = sensitivityCases(s).find((x) => x.input === "onPrem.capex")!;
    // Each line 20% higher
    expect(c.highScenario.onPrem.capex).toEqual({
      compute: expect.closeTo(720, 9),
      storage: expect.closeTo(240, 9),
      network: expect.closeTo(120, 9),
      facility: expect.closeTo(120, 9),
    });
    expect(c.highScenario.transition.migrationCost).toBe(50);
  });
});

describe("sensitivity", () => {
  // One GPU busy 24 h at $1: cloud $8,640 a year; capex $1,000; savings $7,640.
  const s = scenario({
    workload: { gpuHoursPerDay: 24 },
    onPrem: { capex: { compute: 1000 } },
    cloud: { pricePerGpuHour: 1 },
  });

  test("savings.total at each end, sorted by |high − low|", () => {
    const entries = sensitivity(s);
    expect(entries.map((e) => e.input)).toEqual([
      "horizonYears",
      "cloud.pricePerGpuHour",
      "workload.gpuHoursPerDay",
      "onPrem.capex",
    ]);
    const by = Object.fromEntries(entries.map((e) => [e.input, e]));
    // horizon: 1 year (clamped) and 2 years (no refresh with a 3-year lifetime)
    expect(by["horizonYears"]).toEqual({ input: "horizonYears", low: 7640, high: 16_280 });
    expect(by["cloud.pricePerGpuHour"]!.low).toBeCloseTo(6912 - 1000, 9);
    expect(by["cloud.pricePerGpuHour"]!.high).toBeCloseTo(10_368 - 1000, 9);
    // utilization: 19.2 h and 24 h (28.8 clamped)
    expect(by["workload.gpuHoursPerDay"]!.low).toBeCloseTo(5912, 9);
    expect(by["workload.gpuHoursPerDay"]!.high).toBeCloseTo(7640, 9);
    expect(by["onPrem.capex"]!.low).toBeCloseTo(7840, 9);
    expect(by["onPrem.capex"]!.high).toBeCloseTo(7440, 9);
  });

  test("ties keep the contract's order", () => {
    // Price and utilization both scale the only cost, so their spreads tie.
    const tied = scenario({ workload: { gpuHoursPerDay: 10 }, cloud: { pricePerGpuHour: 2 } });
    const [first, second] = sensitivity(tied).filter((e) => e.input !== "horizonYears");
    expect(Math.abs(first!.high - first!.low)).toBeCloseTo(Math.abs(second!.high - second!.low), 9);
    expect([first!.input, second!.input]).toEqual(["cloud.pricePerGpuHour", "workload.gpuHoursPerDay"]);
  });
});
