import { spawnSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { zeroScenario } from "@/lib/tco/zero-scenario";
import { parseCashFlows, tempFile } from "@/scripts/test-support/export";
import { CASH_FLOW_COLUMNS, PROFILE_COLUMN } from "./cash-flow-columns";
import { cashFlowsCsv } from "./csv";
import { renderSummaryPdf } from "./pdf";

const levels = [
  { gpus: 100, hoursPerWeek: 33.6 },
  { gpus: 40, hoursPerWeek: 134.4 },
];

// Worked check 5: cover the base, rent the peaks.
function check5(): Scenario {
  const s = zeroScenario();
  return {
    ...s,
    name: "Base and peaks",
    horizonYears: 3,
    assumptions: { ...s.assumptions, hoursPerMonth: 730 },
    workload: { gpus: 100, gpuHoursPerDay: 12.48, growthPctPerYear: 0, profile: levels } as Scenario["workload"],
    onPrem: { ...s.onPrem, capex: { ...s.onPrem.capex, compute: 2_500_000 } },
    cloud: { ...s.cloud, pricePerGpuHour: 2.5 },
    hybrid: { ...s.hybrid, onPremPct: 50, cloudPct: 50 },
  };
}

describe("exports with a demand profile", () => {
  test("CSV: the levels as JSON in a column before currency, the same on every row", () => {
    const scenario = check5();
    const { data, meta } = parseCashFlows(
      cashFlowsCsv(scenario, computeTco(scenario, { sensitivity: false })),
      scenario,
    );
    expect(meta.fields[9]).toBe("Demand profile (JSON)");
    expect(meta.keys).toEqual([
      ...CASH_FLOW_COLUMNS.slice(0, -3),
      PROFILE_COLUMN,
      "currency",
      "pricesAsOf",
      "scenario",
    ]);
    expect(data).toHaveLength(37);
    for (const row of data) expect(JSON.parse(row[PROFILE_COLUMN]!)).toEqual(levels);
  });

  test("PDF: the shape of demand, its sentence and the curve's labels, read back with poppler", async () => {
    const scenario = check5();
    const result = computeTco(scenario);
    const file = await tempFile(
      "profile.pdf",
      await renderSummaryPdf({ scenario, result, version: 1, generatedAt: new Date("2026-12-01T00:00:00Z") }),
    );
    const text = spawnSync("pdftotext", [file, "-"], { encoding: "utf8" }).stdout.replace(/\s+/g, " ");
    expect(text).toContain("The shape of demand: own the base, rent the peaks");
    expect(text).toContain("Owning a GPU pays above 38% busy");
    expect(text).toContain("2 levels, peak 100 GPUs, average 52 busy GPUs, 12.48 busy hours a day per GPU of 100.");
    expect(text).toContain(`Best core: ${result.rightSizing!.best.coreGpus} GPUs`);
    expect(text).toContain("100% of the week");
  });
});
