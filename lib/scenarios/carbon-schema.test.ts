import { describe, expect, test } from "vitest";
import { parseScenario, type ScenarioInput } from "./schema";

const carbon = { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.35, cloudKwhPerGpuHour: 1, pricePerTonne: 100 };

// The least a user must write, with metered power (which `carbon` needs).
const withCarbon = (value: unknown, power = true): unknown => {
  const input: ScenarioInput = {
    name: "Carbon",
    workload: { gpus: 8, gpuHoursPerDay: 12 },
    onPrem: {
      capex: { compute: 200_000, storage: 0, network: 0, facility: 0 },
      opex: {
        maintenancePct: 10,
        maintenanceAnnual: 0,
        ...(power && { power: { activeWattsPerGpu: 700, idleWattsPerGpu: 100, pricePerKwh: 0.1 } }),
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
      pricePerGpuHour: 3,
      discountPct: 0,
      storageTb: 0,
      storagePricePerTbMonth: 0,
      egressTbPerMonth: 0,
      egressPricePerTb: 0,
      supportPct: 0,
      overheadPct: 0,
      otherMonthly: 0,
    },
    hybrid: { onPremPct: 75, cloudPct: 20, edgePct: 5, edgeCostPerGpuHour: 3 },
  };
  return value === undefined ? input : { ...input, carbon: value };
};

const errorsOf = (input: unknown) => {
  const result = parseScenario(input);
  return result.ok ? [] : result.errors;
};

describe("the carbon part of a scenario", () => {
  test("is optional, and its price defaults to 0", () => {
    const without = parseScenario(withCarbon(undefined));
    expect(without.ok && "carbon" in without.scenario).toBe(false);
    const unpriced = { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.35, cloudKwhPerGpuHour: 1 };
    const parsed = parseScenario(withCarbon(unpriced));
    expect(parsed.ok && parsed.scenario.carbon).toEqual({ ...unpriced, pricePerTonne: 0 });
  });

  test.each([
    ["the top of every range", { onPremKgPerKwh: 2, cloudKgPerKwh: 2, cloudKwhPerGpuHour: 10, pricePerTonne: 10_000 }],
    ["zero everywhere", { onPremKgPerKwh: 0, cloudKgPerKwh: 0, cloudKwhPerGpuHour: 0, pricePerTonne: 0 }],
  ])("accepts %s", (_name, value) => {
    expect(errorsOf(withCarbon(value))).toEqual([]);
  });

  test.each<[string, unknown, string, string]>([
    [
      "a negative grid intensity",
      { ...carbon, onPremKgPerKwh: -0.1 },
      "carbon.onPremKgPerKwh",
      "carbon.onPremKgPerKwh must be between 0 and 2",
    ],
    [
      "a cloud intensity above 2",
      { ...carbon, cloudKgPerKwh: 2.5 },
      "carbon.cloudKgPerKwh",
      "carbon.cloudKgPerKwh must be between 0 and 2",
    ],
    [
      "11 kWh a GPU-hour",
      { ...carbon, cloudKwhPerGpuHour: 11 },
      "carbon.cloudKwhPerGpuHour",
      "carbon.cloudKwhPerGpuHour must be between 0 and 10",
    ],
    [
      "a negative price",
      { ...carbon, pricePerTonne: -1 },
      "carbon.pricePerTonne",
      "carbon.pricePerTonne must be between 0 and 10,000",
    ],
    [
      "a price above 10,000",
      { ...carbon, pricePerTonne: 10_001 },
      "carbon.pricePerTonne",
      "carbon.pricePerTonne must be between 0 and 10,000",
    ],
    [
      "a missing intensity",
      { cloudKgPerKwh: 0.3, cloudKwhPerGpuHour: 1 },
      "carbon.onPremKgPerKwh",
      "carbon.onPremKgPerKwh is required",
    ],
    ["a string", { ...carbon, cloudKgPerKwh: "0.3" }, "carbon.cloudKgPerKwh", "carbon.cloudKgPerKwh must be a number"],
    ["an unknown key", { ...carbon, scope: 3 }, "carbon.scope", "carbon.scope is not a known field"],
  ])("refuses %s, naming the field", (_name, value, path, message) => {
    expect(errorsOf(withCarbon(value))).toContainEqual(expect.objectContaining({ path, message }));
  });

  test("refuses carbon without onPrem.opex.power, naming carbon", () => {
    const errors = errorsOf(withCarbon(carbon, false));
    expect(errors).toEqual([expect.objectContaining({ path: "carbon", code: "invalid" })]);
    expect(errors[0]!.message).toMatch(/^carbon needs onPrem\.opex\.power/);
  });
});
