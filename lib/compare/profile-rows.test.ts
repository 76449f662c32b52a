import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import { compareRows } from "./rows";

const flat = presets.find((p) => p.slug === "hybrid-three-tier")!.scenario;
const shaped: Scenario = {
  ...flat,
  workload: {
    ...flat.workload,
    profile: [
      { gpus: 300, hoursPerWeek: 33.6 },
      { gpus: 150, hoursPerWeek: 134.4 },
    ],
  } as Scenario["workload"],
};
const entry = (scenario: Scenario) => ({ scenario, result: computeTco(scenario) });

describe("compare rows with a demand profile", () => {
  test("flat scenarios alone get no demand rows", () => {
    expect(compareRows([entry(flat), entry(flat)]).map((r) => r.key)).not.toContain("demandShape");
  });

  test("with a profile on either side, the shape and the best core are rows", () => {
    const rows = compareRows([entry(flat), entry(shaped)]);
    const shape = rows.find((r) => r.key === "demandShape")!;
    expect(shape.values).toEqual(["flat", "2 levels, peak 300 GPUs, average 180 busy"]);
    const core = rows.find((r) => r.key === "bestCore")!;
    expect(core.values).toHaveLength(2);
    expect(core.best).toBeNull();
  });
});
