import { describe, expect, test } from "vitest";
import { compareRows, inputDifferences, rankRefusal } from "@/lib/compare/rows";
import { computeTco, presets } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { scenarioSchema } from "@/lib/scenarios/schema";

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

  test("scenarios of different fleet sizes are not ranked on totals, and the reason names the fleets", () => {
    const h100 = entry("h100-server");
    const mixed = compareRows([a, h100]);
    expect(mixed.filter((r) => !r.key.startsWith("perGpuHour.")).every((r) => r.best === null)).toBe(true);
    expect(rankRefusal([a, h100])).toMatch(/different fleet sizes \(600 GPUs, 8 GPUs\)/);
    expect(rankRefusal([a, h100])).toMatch(/best cost per busy GPU-hour is marked/);
  });

  test("scenarios of different fleet sizes are ranked per busy GPU-hour (the demand's hours)", () => {
    const h100 = entry("h100-server");
    const mixed = compareRows([a, h100]);
    for (const o of ["cloud", "onPrem", "hybrid"] as const) {
      const r = mixed.find((x) => x.key === `perGpuHour.${o}`)!;
      expect(r.label).toBe(`Per busy GPU-hour, ${{ cloud: "cloud", onPrem: "on-prem", hybrid: "hybrid" }[o]}`);
      expect(r.values).toEqual([a.result.costPerGpuHour![o], h100.result.costPerGpuHour![o]]);
      const [x, y] = r.values as number[];
      expect(r.best).toBe(x! < y! ? 0 : x! > y! ? 1 : null);
    }
    expect(mixed.some((r) => r.key.startsWith("perGpuHour.") && r.best !== null)).toBe(true);
  });

  test("per unit of work only when every scenario counts the same unit, ranked across fleet sizes", () => {
    const epochs = entry("cost-per-epoch");
    const doubled = entryOf({
      ...epochs.scenario,
      workload: { ...epochs.scenario.workload, gpus: epochs.scenario.workload.gpus * 2 },
      cloud: { ...epochs.scenario.cloud, pricePerGpuHour: epochs.scenario.cloud.pricePerGpuHour * 0.8 },
    });
    const rows = compareRows([epochs, doubled]);
    const unitRow = rows.find((r) => r.key === "perUnit.onPrem")!;
    expect(unitRow.label).toBe("Per epoch, on-prem");
    expect(unitRow.values).toEqual([epochs.result.costPerUnit!.onPrem, doubled.result.costPerUnit!.onPrem]);
    // the bigger fleet rents 20% cheaper: its cloud epoch is the best
    expect(rows.find((r) => r.key === "perUnit.cloud")!.best).toBe(1);
    expect(
      rows.filter((r) => r.key.startsWith("perUnit.") || r.key.startsWith("perGpuHour.")).some((r) => r.best !== null),
    ).toBe(true);
    expect(compareRows([epochs, a]).some((r) => r.key.startsWith("perUnit."))).toBe(false);
    expect(rankRefusal([epochs, doubled])).toMatch(/and per epoch is marked/);
  });

  test("different currencies rank no row, not even per GPU-hour", () => {
    const h100 = entry("h100-server");
    const eur = entryOf({ ...h100.scenario, currency: "EUR" });
    expect(compareRows([a, eur]).every((r) => r.best === null)).toBe(true);
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

describe("compareRows with energy and carbon", () => {
  const power = { activeWattsPerGpu: 700, idleWattsPerGpu: 0, pue: 1.2, pricePerKwh: 0.08 };
  const base = scenarioSchema.parse(presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario);
  const metered = { ...base, onPrem: { ...base.onPrem, opex: { ...base.onPrem.opex, power } } };
  const grids = { onPremKgPerKwh: 0.4, cloudKgPerKwh: 0.3, cloudKwhPerGpuHour: 1 };
  const priced = entryOf({ ...metered, carbon: { ...grids, pricePerTonne: 100 } });
  const free = entryOf({ ...metered, carbon: { ...grids, onPremKgPerKwh: 0.05, pricePerTonne: 0 } });
  const none = entryOf(metered);
  const keys = (entries: Parameters<typeof compareRows>[0]) => compareRows(entries).map((r) => r.key);
  const row = (entries: Parameters<typeof compareRows>[0], key: string) =>
    compareRows(entries).find((r) => r.key === key)!;

  test("kWh and tonnes per option, the lower marked best; a scenario without carbon shows none", () => {
    const tonnes = row([priced, free, none], "tonnes.onPrem");
    expect(tonnes.values).toEqual([priced.result.carbon!.tonnes.onPrem, free.result.carbon!.tonnes.onPrem, null]);
    expect(tonnes.best).toBe(1);
    expect(row([priced, free, none], "kwh.cloud").values).toEqual([
      priced.result.carbon!.kwh.cloud,
      free.result.carbon!.kwh.cloud,
      null,
    ]);
  });

  test("the carbon cost rows appear only when a scenario charges a price; 0 for one that counts carbon without one", () => {
    expect(row([priced, free, none], "carbonCost.onPrem").values).toEqual([
      priced.result.breakdown.onPrem.carbon,
      0,
      null,
    ]);
    expect(keys([free, none])).not.toContain("carbonCost.onPrem");
    expect(keys([free, none])).toContain("tonnes.hybrid");
  });

  test("nothing changes for scenarios without carbon", () => {
    const plain = keys([none, entryOf(base)]);
    expect(plain.some((k) => /^(kwh|tonnes|carbonCost)\./.test(k))).toBe(false);
  });
});
