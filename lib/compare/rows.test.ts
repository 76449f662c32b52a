import { describe, expect, test } from "vitest";
import { compareRows, inputDifferences, rankRefusal } from "@/lib/compare/rows";
import { computeTco, presets } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { scenarioSchema } from "@/lib/validation/scenario";

const entryOf = (scenario: Scenario) => ({ scenario, result: computeTco(scenario, { sensitivity: false }) });
const entry = (slug: string) => entryOf(scenarioSchema.parse(presets.find((p) => p.slug === slug)!.scenario));

describe("compareRows", () => {
  const a = entry("comma-ai-datacenter");
  const b = entry("comma-ai-hidden-costs");
  const rows = compareRows([a, b]);
  const row = (key: string) => rows.find((r) => r.key === key)!;

  test("one value per scenario, in order", () => {
    expect(row("tco.cloud").values).toEqual([a.result.totals.cloud, b.result.totals.cloud]);
  });

  test("marks the lowest cost and the highest saving as best, between scenarios of one currency and fleet", () => {
    expect(row("tco.cloud").best).toBe(0);
    expect(row("savings").best).toBe(1);
  });

  test("a tie marks no winner", () => {
    const tie = compareRows([a, a]);
    expect(tie.find((r) => r.key === "tco.cloud")!.best).toBeNull();
  });

  test("scenarios of different fleet sizes are not ranked, and the reason names the fleets", () => {
    const h100 = entry("h100-server");
    expect(compareRows([a, h100]).every((r) => r.best === null)).toBe(true);
    expect(rankRefusal([a, h100])).toMatch(/different fleet sizes \(600 GPUs, 8 GPUs\)/);
  });

  test("scenarios in different currencies are not ranked, even with one fleet size", () => {
    const eur = entryOf({ ...a.scenario, currency: "EUR" });
    expect(compareRows([a, eur]).every((r) => r.best === null)).toBe(true);
    expect(rankRefusal([a, eur])).toMatch(/different currencies \(USD, EUR\)/);
    expect(rankRefusal([a, b])).toBeNull();
  });
});

describe("inputDifferences", () => {
  test("lists every input that differs, not a fixed six, and nothing that is the same", () => {
    const a = entry("comma-ai-datacenter");
    const b = entry("comma-ai-hidden-costs");
    const paths = inputDifferences([a, b]).map((d) => d.path);
    expect(paths).toContain("cloud.overheadPct");
    expect(paths).not.toContain("workload.gpus");
    expect(paths).not.toContain("name");
  });

  test("an input only one scenario gives (metered power, a unit of work) is listed with a gap for the other", () => {
    const epochs = entry("cost-per-epoch");
    const workstations = entry("idle-workstations");
    const diff = inputDifferences([epochs, workstations]);
    const unit = diff.find((d) => d.path === "workload.unitName")!;
    expect(unit.values).toEqual(["epoch", null]);
    const pue = diff.find((d) => d.path === "onPrem.opex.power.pue")!;
    expect(pue.values).toEqual([null, 1.4]);
    expect(diff.length).toBeGreaterThan(6);
  });

  test("identical scenarios differ in nothing", () => {
    const a = entry("h100-server");
    expect(inputDifferences([a, a])).toEqual([]);
  });
});
