import { describe, expect, test } from "vitest";
import { FIELD_GROUPS } from "@/lib/input/fields";
import { computeTco } from "@/lib/tco";
import type { Breakdown } from "@/lib/tco/types";
import { assumptionRows, BREAKDOWN_LINES, optionsOf, runningTotals, unitLabel, yearlyBreakdown } from "./report-data";
import { preset } from "@/scripts/test-support/export";

describe("yearlyBreakdown", () => {
  const loan = { kind: "loan", ratePct: 8, downPaymentPct: 10, termMonths: 48 } as const;
  test.each([
    ["comma-ai-datacenter", false],
    ["hybrid-three-tier", false],
    ["idle-workstations", false],
    ["hybrid-three-tier", true],
  ])("%s (financed: %s): years and lines add up to the result", (slug, financed) => {
    const scenario = financed ? { ...preset(slug), financing: loan } : preset(slug);
    const result = computeTco(scenario);
    const { years, lines } = yearlyBreakdown(scenario, { withZeroLines: true });
    expect(years.map((y) => y.year)).toEqual(Array.from({ length: scenario.horizonYears + 1 }, (_, i) => i));
    for (const { key } of optionsOf()) {
      expect(years.reduce((sum, y) => sum + y.total[key], 0)).toBeCloseTo(result.totals[key], 4);
      for (const line of lines.filter((l) => l.option === key)) {
        const expected = (result.breakdown[key] as unknown as Record<string, number>)[line.key]!;
        expect(line.total).toBeCloseTo(expected, 4);
      }
    }
    // The financing line exists only when the scenario is financed, the carbon lines only with a carbon price.
    expect(lines).toHaveLength(Object.values(BREAKDOWN_LINES).flat().length - (financed ? 0 : 1) - 3);
  });

  test("zero lines can be left out", () => {
    const { lines } = yearlyBreakdown(preset("comma-ai-datacenter"), { withZeroLines: false });
    expect(lines.every((l) => l.byYear.some((v) => v !== 0))).toBe(true);
    expect(lines.some((l) => l.key === "migration")).toBe(false);
  });

  test("every breakdown key of the model has a label", () => {
    const s = preset("idle-workstations");
    const result = computeTco({
      ...s,
      financing: loan,
      carbon: { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.4, cloudKwhPerGpuHour: 1, pricePerTonne: 100 },
    });
    for (const option of Object.keys(result.breakdown) as (keyof Breakdown)[]) {
      expect(BREAKDOWN_LINES[option].map(([key]) => key).sort()).toEqual(Object.keys(result.breakdown[option]).sort());
    }
  });
});

describe("assumptionRows", () => {
  test("every field of lib/input/fields.ts the scenario has, plus the choice inputs, in group order", () => {
    const scenario = preset("comma-ai-datacenter");
    const rows = assumptionRows(scenario);
    const paths = rows.map((r) => r.path);
    const fieldPaths = FIELD_GROUPS.flatMap((g) =>
      g.fields.filter((f) => f.kind === "number" && f.within === undefined).map((f) => f.path),
    );
    for (const path of fieldPaths) expect(paths).toContain(path);
    for (const path of [
      "cloud.billing",
      "assumptions.hoursPerMonth",
      "assumptions.discounting",
      "onPrem.creditResidualValue",
      "currency",
      "pricesAsOf",
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(rows.find((r) => r.path === "workload.gpus")).toMatchObject({
      group: "Workload",
      label: "GPUs",
      value: 600,
      unit: "count",
    });
  });

  test("with a demand profile the core's busy hours a day, which the model then ignores, are not listed", () => {
    const flat = assumptionRows(preset("hybrid-three-tier")).map((r) => r.path);
    const profiled = assumptionRows(preset("hybrid-base-and-peaks")).map((r) => r.path);
    expect(flat).toContain("hybrid.coreHoursPerDay");
    expect(profiled).not.toContain("hybrid.coreHoursPerDay");
    expect(profiled).toContain("hybrid.onPremPct");
  });

  test("optional inputs the scenario leaves out are skipped, those it gives are listed", () => {
    const base = preset("comma-ai-datacenter");
    const withoutPower = { ...base, onPrem: { ...base.onPrem, opex: { ...base.onPrem.opex, power: undefined } } };
    expect(assumptionRows(withoutPower).some((r) => r.path.startsWith("onPrem.opex.power."))).toBe(false);
    const epoch = assumptionRows(preset("cost-per-epoch")).map((r) => r.path);
    expect(epoch).toContain("workload.unitsPerGpuHour.onPrem");
    expect(epoch).toContain("workload.unitName");
  });
});

describe("runningTotals", () => {
  test("adds up as it goes", () => {
    expect(runningTotals([-5, 20, 20])).toEqual([-5, 15, 35]);
    expect(runningTotals([])).toEqual([]);
  });
});

describe("unitLabel", () => {
  test("spells out the currency", () => {
    expect(unitLabel("money-per-kwh", "EUR")).toBe("EUR/kWh");
    expect(unitLabel("percent", "USD")).toBe("%");
    expect(unitLabel("units-per-hour", "USD", "epoch")).toBe("epoch/h");
    expect(unitLabel(null, "USD")).toBe("");
  });
});
