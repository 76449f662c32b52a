import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { jsonFileName, parseScenarioFile, scenarioJson } from "./json";
import { preset } from "@/scripts/test-support/export";

const scenario = preset("comma-ai-datacenter");
const exportedAt = new Date("2026-11-29T14:05:00Z");
const file = (overrides: Record<string, unknown>) =>
  JSON.stringify({ ...JSON.parse(scenarioJson(scenario, { exportedAt })), ...overrides });

describe("scenarioJson", () => {
  test("a pretty-printed file with schemaVersion 1, the export time and the scenario", () => {
    const text = scenarioJson(scenario, { exportedAt });
    expect(text).toMatch(
      /^\{\n {2}"schemaVersion": 1,\n {2}"exportedAt": "2026-11-29T14:05:00.000Z",\n {2}"scenario": \{/,
    );
    expect(text.endsWith("}\n")).toBe(true);
    expect(JSON.parse(text)).not.toHaveProperty("checklist");
  });
});

describe("parseScenarioFile", () => {
  test("export → import gives the identical scenario, and the checklist when there is one", () => {
    expect(parseScenarioFile(scenarioJson(scenario))).toEqual({ ok: true, scenario, checklist: undefined });
    const checklist = { load: "on-prem", team: "cloud" } as const;
    expect(parseScenarioFile(scenarioJson(scenario, { checklist }))).toEqual({ ok: true, scenario, checklist });
  });

  test("every preset survives the round trip", () => {
    for (const slug of ["h100-server", "hybrid-three-tier", "cost-per-epoch", "idle-workstations"]) {
      const s = preset(slug);
      expect(parseScenarioFile(scenarioJson(s))).toEqual({ ok: true, scenario: s, checklist: undefined });
    }
  });

  test("a demand profile round-trips exactly, its derived gpuHoursPerDay with it (issue 35)", () => {
    const base = preset("h100-server");
    const profile = [
      { gpus: 8, hoursPerWeek: 40.5 },
      { gpus: 2.375, hoursPerWeek: 127.5 },
    ];
    const gpuHoursPerDay = (8 * 40.5 + 2.375 * 127.5) / 7 / base.workload.gpus;
    const s = { ...base, workload: { ...base.workload, gpuHoursPerDay, profile } };
    expect(parseScenarioFile(scenarioJson(s))).toEqual({ ok: true, scenario: s, checklist: undefined });
  });

  test("a bare scenario object is accepted too, with defaults applied", () => {
    const withoutDefault: Partial<typeof scenario> = { ...scenario };
    delete withoutDefault.horizonYears;
    const parsed = parseScenarioFile(JSON.stringify(withoutDefault));
    expect(parsed).toEqual({ ok: true, scenario: { ...scenario, horizonYears: 3 }, checklist: undefined });
  });

  test("a byte-order mark in front is ignored", () => {
    expect(parseScenarioFile(`\uFEFF${scenarioJson(scenario)}`).ok).toBe(true);
  });

  test("malformed JSON is reported in plain words", () => {
    const parsed = parseScenarioFile('{"schemaVersion": 1, "scenario": ');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors[0]!.path).toBe("");
    expect(parsed.errors[0]!.message).toMatch(/^The file is not valid JSON/);
  });

  test.each([["[]"], ["null"], ["42"], ['"a scenario"']])("%s is not a scenario file", (text) => {
    const parsed = parseScenarioFile(text);
    expect(parsed).toEqual({
      ok: false,
      errors: [{ path: "", code: "wrong_type", message: expect.stringMatching(/must hold a JSON object/) }],
    });
  });

  test("an unknown schemaVersion is rejected with a clear message", () => {
    const parsed = parseScenarioFile(file({ schemaVersion: 2 }));
    expect(parsed).toEqual({
      ok: false,
      errors: [
        {
          path: "schemaVersion",
          code: "unsupported_version",
          message: "schemaVersion 2 is not supported: this app reads scenario files of version 1",
        },
      ],
    });
    expect(parseScenarioFile(file({ schemaVersion: "1" })).ok).toBe(false);
  });

  test("a file without schemaVersion is rejected, not read as a bare scenario", () => {
    const parsed = parseScenarioFile(JSON.stringify({ scenario }));
    expect(parsed).toEqual({
      ok: false,
      errors: [{ path: "schemaVersion", code: "required", message: expect.stringContaining("required") }],
    });
  });

  test("an invalid field is reported by its path in the file", () => {
    const bad = { ...scenario, workload: { ...scenario.workload, gpus: -1 } };
    const parsed = parseScenarioFile(file({ scenario: bad }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((e) => e.path)).toEqual(["scenario.workload.gpus"]);
    expect(parsed.errors[0]!.message).toMatch(/gpus/);

    const bare = parseScenarioFile(JSON.stringify(bad));
    expect(bare.ok || bare.errors.map((e) => e.path)).toEqual(["workload.gpus"]);
  });

  test("unknown keys, a missing scenario and a bad checklist are all reported at once", () => {
    const parsed = parseScenarioFile(
      JSON.stringify({ schemaVersion: 1, exportedAt: 5, extra: true, checklist: { load: "maybe", colour: "cloud" } }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((e) => e.path).sort()).toEqual(
      ["checklist.colour", "checklist.load", "exportedAt", "extra", "scenario"].sort(),
    );
  });

  test("never throws, whatever the text", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ schemaVersion: 1, scenario: v })),
        ),
        (text) => {
          const parsed = parseScenarioFile(text);
          expect(typeof parsed.ok).toBe("boolean");
        },
      ),
      { numRuns: 300 },
    );
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(parseScenarioFile(deep).ok).toBe(false);
    expect(parseScenarioFile(JSON.stringify({ ...scenario, name: { a: [{ b: null }] } })).ok).toBe(false);
  });
});

describe("jsonFileName", () => {
  test("a safe ASCII name", () => {
    expect(jsonFileName("comma.ai-style datacenter")).toBe("comma-ai-style-datacenter-scenario.json");
  });
});
