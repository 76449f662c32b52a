import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import { zeroScenario } from "@/lib/tco/zero-scenario";
import { getPath } from "@/lib/object-path";
import { scenarioWorkbook } from "../xlsx";
import { CARBON_OUTPUT_PATHS, OUTPUT_PATHS, outputName } from "./names";
import { readName, recalculate } from "../../../scripts/test-support/recalc";

// Issue 36: energy and carbon in the live workbook, recalculated by LibreOffice to the engine's figures.

// Worked check 6: the fleet of check 4 uses 26,372,506 kWh; 0.4 kg/kWh gives 10,549 t; $100/t adds $1,054,900.
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

const base = presets[0]!.scenario;
const cases: { name: string; scenario: Scenario }[] = [
  { name: "check6", scenario: check6() },
  {
    name: "hybrid-overflow-dual-run-tax",
    scenario: {
      ...base,
      horizonYears: 4,
      workload: {
        ...base.workload,
        gpuHoursPerDay: 20,
        growthPctPerYear: 40,
        unitsPerGpuHour: { onPrem: 30, cloud: 24 },
      },
      onPrem: {
        ...base.onPrem,
        opex: {
          ...base.onPrem.opex,
          power: { activeWattsPerGpu: 650, idleWattsPerGpu: 80, pue: 1.3, pricePerKwh: 0.1 },
        },
      },
      hybrid: { onPremPct: 60, cloudPct: 30, edgePct: 10, coreHoursPerDay: 18, edgeCostPerGpuHour: 1.5 },
      transition: { migrationCost: 200_000, dualRunMonths: 3 },
      tax: { ratePct: 21, depreciation: "straight-line" },
      carbon: { onPremKgPerKwh: 0.25, cloudKgPerKwh: 0.45, cloudKwhPerGpuHour: 1.4, pricePerTonne: 85 },
    },
  },
  {
    name: "profile-reserved-no-price",
    scenario: {
      ...check6(),
      workload: {
        gpus: 100,
        gpuHoursPerDay: 12.48,
        growthPctPerYear: 0,
        profile: [
          { gpus: 100, hoursPerWeek: 33.6 },
          { gpus: 40, hoursPerWeek: 134.4 },
        ],
      },
      cloud: { ...check6().cloud, billing: "reserved" },
      hybrid: { ...check6().hybrid, onPremPct: 76, cloudPct: 24, edgePct: 0 },
      carbon: { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.3, cloudKwhPerGpuHour: 1.1, pricePerTonne: 0 },
    },
  },
];

describe("energy and carbon in the live workbook", () => {
  test("LibreOffice recalculates kWh, tonnes and the carbon line to the engine's, totals and NPV included", async () => {
    const books = await recalculate(
      await Promise.all(
        cases.map(async (c) => ({ name: c.name, bytes: await scenarioWorkbook(c.scenario, computeTco(c.scenario)) })),
      ),
    );
    const wrong: string[] = [];
    cases.forEach((c, k) => {
      const result = computeTco(c.scenario, { sensitivity: false });
      for (const path of [...OUTPUT_PATHS, ...CARBON_OUTPUT_PATHS]) {
        if (path === "recommendation" || path === "irrPct" || path === "roiPct" || path.endsWith("reakEvenMonth"))
          continue;
        const own = c.scenario.tax ? path : path.replace("afterTax.", "");
        const want = (getPath(result, own) as number | undefined) ?? 0;
        const actual = readName(books[k]!.book, outputName(path));
        const tolerance = path.includes("kgPerGpuHour") ? 1e-9 : path.includes("tonnes") ? 1e-6 : 0.01;
        if (typeof actual !== "number" || Math.abs(actual - want) > tolerance)
          wrong.push(`${c.name} ${path}: workbook ${String(actual)}, engine ${want}`);
      }
    });
    expect(wrong).toEqual([]);
    const six = books[0]!.book;
    expect(Math.round(readName(six, "out_carbon_kwh_onPrem") as number)).toBe(26_372_506);
    expect(Math.round(readName(six, "out_carbon_tonnes_onPrem") as number)).toBe(10_549);
    expect(Math.round((readName(six, "out_breakdown_onPrem_carbon") as number) / 100) * 100).toBe(1_054_900);
  }, 300_000);
});
