import { expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { zeroScenario } from "@/lib/tco/zero-scenario";
import { parseCashFlows } from "@/scripts/test-support/export";
import { CARBON_COLUMNS } from "./cash-flow-columns";
import { cashFlowsCsv } from "./csv";

// Worked check 6: 26,372,506 kWh, 10,549 t at 0.4 kg/kWh, $1,054,900 at $100/t, over 60 months.
function check6(): Scenario {
  const s = zeroScenario();
  return {
    ...s,
    horizonYears: 5,
    assumptions: { ...s.assumptions, hoursPerMonth: 730 },
    workload: { ...s.workload, gpus: 1024, gpuHoursPerDay: 16.8 },
    onPrem: {
      ...s.onPrem,
      opex: { ...s.onPrem.opex, power: { activeWattsPerGpu: 700, idleWattsPerGpu: 0, pue: 1.2, pricePerKwh: 0.08 } },
    },
    cloud: { ...s.cloud, pricePerGpuHour: 2 },
    carbon: { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.3, cloudKwhPerGpuHour: 1.1, pricePerTonne: 100 },
  };
}

test("the cash-flow CSV carries each option's kWh, tonnes and carbon line, adding up to the engine's", () => {
  const scenario = check6();
  const result = computeTco(scenario, { sensitivity: false });
  const { data, meta } = parseCashFlows(cashFlowsCsv(scenario, result), scenario);
  expect(meta.keys).toEqual(expect.arrayContaining([...CARBON_COLUMNS]));
  expect(meta.fields).toEqual(
    expect.arrayContaining(["On-prem energy (kWh)", "Cloud emissions (t CO2e)", "Hybrid carbon cost"]),
  );
  expect(data).toHaveLength(61);
  const sum = (column: string) => data.reduce((a, row) => a + Number(row[column]), 0);
  expect(Number(data[0]!.kwhOnPrem)).toBe(0);
  expect(sum("kwhOnPrem")).toBeCloseTo(result.carbon!.kwh.onPrem, 1);
  expect(Math.round(sum("kwhOnPrem"))).toBe(26_372_506);
  expect(sum("tonnesOnPrem")).toBeCloseTo(result.carbon!.tonnes.onPrem, 4);
  expect(sum("tonnesCloud")).toBeCloseTo(result.carbon!.tonnes.cloud, 4);
  expect(sum("carbonOnPrem")).toBeCloseTo(result.breakdown.onPrem.carbon!, 0);
  expect(sum("carbonHybrid")).toBeCloseTo(result.breakdown.hybrid.carbon!, 0);
  const plain = cashFlowsCsv({ ...scenario, carbon: undefined }, result);
  expect(plain.split("\r\n")[0]).not.toContain("kWh");
});
