import { describe, expect, test } from "vitest";
import { createScenario, deleteScenario, freeName, listScenarios } from "./scenarios";
import { presets } from "@/lib/tco";
import { scenarioSchema } from "@/lib/validation/scenario";

describe("freeName", () => {
  test.each([
    ["Plan", [], "Plan"],
    ["Plan", ["Plan"], "Plan (2)"],
    ["Plan", ["Plan", "Plan (2)", "Plan (3)"], "Plan (4)"],
    ["Plan", ["Plan", "Plan (3)"], "Plan (2)"],
    ["Plan (2)", ["Plan", "Plan (2)"], "Plan (3)"],
    ["Plan (2)", ["Plan"], "Plan (2)"],
    ["plan", ["Plan"], "plan"],
  ] as const)("%s among %j is %s", (name, taken, expected) => expect(freeName(name, taken)).toBe(expected));

  test("a name at the length limit is shortened to make room for its number", () => {
    const long = "x".repeat(120);
    const free = freeName(long, [long]);
    expect(free).toHaveLength(120);
    expect(free.endsWith(" (2)")).toBe(true);
  });
});

describe("createScenario", () => {
  const tag = `Twins ${Date.now()}`;
  const preset = scenarioSchema.parse({ ...presets[0]!.scenario, name: tag });

  test("a scenario made twice from one preset gets a numbered name, so the list has no twins", async () => {
    const first = await createScenario(preset);
    const second = await createScenario(preset, {}, "from a preset");
    const third = await createScenario({ ...preset, name: `${tag} (2)` });
    expect([first.scenario.name, second.scenario.name, third.scenario.name]).toEqual([tag, `${tag} (2)`, `${tag} (3)`]);
    const names = (await listScenarios(tag)).map((s) => s.scenario.name);
    expect(new Set(names).size).toBe(names.length);
  });

  test("a deleted scenario's name is free again", async () => {
    const name = `${tag} deleted`;
    const gone = await createScenario({ ...preset, name });
    await deleteScenario(gone.id);
    expect((await createScenario({ ...preset, name })).scenario.name).toBe(name);
  });
});
