import { describe, expect, test } from "vitest";
import { ownPaysAboveShare } from "./own-or-rent";
import type { Scenario } from "./types";
import { zeroScenario } from "./zero-scenario";

// Worked check 5: $25,000 a GPU and nothing else to own, $2.50 an hour on demand, 3 years of 730-hour months.
function check5(): Scenario {
  const s = zeroScenario();
  return {
    ...s,
    horizonYears: 3,
    assumptions: { ...s.assumptions, hoursPerMonth: 730 },
    workload: { gpus: 100, gpuHoursPerDay: 12.48, growthPctPerYear: 0 },
    onPrem: { ...s.onPrem, capex: { ...s.onPrem.capex, compute: 2_500_000 } },
    cloud: { ...s.cloud, pricePerGpuHour: 2.5 },
  };
}

describe("ownPaysAboveShare", () => {
  test("worked check 5: 25,000 ÷ (26,280 h × $2.50) = 38.05%", () => {
    expect(ownPaysAboveShare(check5())).toBeCloseTo(25_000 / (26_280 * 2.5), 9);
  });

  test("a running cost per busy hour comes off what renting saves", () => {
    const s = check5();
    const withVariable = { ...s, onPrem: { ...s.onPrem, opex: { ...s.onPrem.opex, variableCostPerGpuHour: 0.5 } } };
    expect(ownPaysAboveShare(withVariable)).toBeCloseTo(25_000 / (26_280 * 2), 9);
  });

  test("a fixed yearly line counts per GPU of the fleet, and growth and migration are left out", () => {
    const s = check5();
    const more: Scenario = {
      ...s,
      workload: { ...s.workload, growthPctPerYear: 50 },
      transition: { migrationCost: 1_000_000, dualRunMonths: 6 },
      onPrem: { ...s.onPrem, opex: { ...s.onPrem.opex, otherAnnual: 100_000 } },
    };
    expect(ownPaysAboveShare(more)).toBeCloseTo((25_000 + 3_000) / (26_280 * 2.5), 9);
  });

  test("discounting lowers the rent a later hour saves", () => {
    const s = check5();
    const discounted = { ...s, assumptions: { ...s.assumptions, discountRatePct: 10 } };
    expect(ownPaysAboveShare(discounted)!).toBeGreaterThan(ownPaysAboveShare(s)!);
  });

  test("null with reserved billing, and when an owned hour costs more than a rented one", () => {
    const s = check5();
    expect(ownPaysAboveShare({ ...s, cloud: { ...s.cloud, billing: "reserved" } })).toBeNull();
    const dear = { ...s, onPrem: { ...s.onPrem, opex: { ...s.onPrem.opex, variableCostPerGpuHour: 3 } } };
    expect(ownPaysAboveShare(dear)).toBeNull();
  });
});
