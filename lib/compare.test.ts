import { describe, expect, test } from "vitest";
import { compareRows } from "@/lib/compare";
import { computeTco, presets } from "@/lib/tco";
import { scenarioSchema } from "@/lib/validation/scenario";

const entry = (slug: string) => {
  const scenario = scenarioSchema.parse(presets.find((p) => p.slug === slug)!.scenario);
  return { scenario, result: computeTco(scenario, { sensitivity: false }) };
};

describe("compareRows", () => {
  const a = entry("comma-ai-datacenter");
  const b = entry("h100-server");
  const rows = compareRows([a, b]);
  const row = (key: string) => rows.find((r) => r.key === key)!;

  test("one value per scenario, in order", () => {
    expect(row("tco.cloud").values).toEqual([a.result.totals.cloud, b.result.totals.cloud]);
  });

  test("marks the lowest cost and the highest saving as best", () => {
    expect(row("tco.cloud").best).toBe(1);
    expect(row("savings").best).toBe(0);
  });

  test("inputs are shown, never ranked", () => {
    expect(row("gpus").best).toBeNull();
  });

  test("a tie marks no winner", () => {
    const tie = compareRows([a, a]);
    expect(tie.find((r) => r.key === "tco.cloud")!.best).toBeNull();
  });
});
