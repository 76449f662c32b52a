import { describe, expect, test } from "vitest";
import { presets } from "@/lib/tco/presets";
import type { DemandLevel, Scenario } from "@/lib/tco/types";
import { parseScenario } from "./schema";

// Worked check 5's shape: 100 GPUs during 33.6 h, 40 during the other 134.4 h; 100 GPUs → 12.48 h a day.
const check5: DemandLevel[] = [
  { gpus: 100, hoursPerWeek: 33.6 },
  { gpus: 40, hoursPerWeek: 134.4 },
];
const base = presets[0]!.scenario;
const withWorkload = (workload: Record<string, unknown>) => ({ ...base, workload: { gpus: 100, ...workload } });

function errors(input: unknown) {
  const r = parseScenario(input);
  if (r.ok) throw new Error("expected a refusal");
  return r.errors;
}

describe("workload.profile", () => {
  test("gpuHoursPerDay may be left out: it is the profile's, 12.48, placed after gpus", () => {
    const r = parseScenario(withWorkload({ profile: check5 }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.workload.gpuHoursPerDay).toBeCloseTo(12.48, 12);
    expect(Object.keys(r.scenario.workload).slice(0, 2)).toEqual(["gpus", "gpuHoursPerDay"]);
    expect(r.scenario.workload.profile).toEqual(check5);
  });

  test("a gpuHoursPerDay that agrees within 1e-6 is kept as given", () => {
    const r = parseScenario(withWorkload({ gpuHoursPerDay: 12.480001, profile: check5 }));
    expect(r.ok && r.scenario.workload.gpuHoursPerDay).toBe(12.480001);
  });

  test("parsing its own output again gives the same scenario (JSON round trip)", () => {
    const once = parseScenario(withWorkload({ profile: check5 }));
    if (!once.ok) throw new Error("refused");
    const twice = parseScenario(JSON.parse(JSON.stringify(once.scenario)) as Scenario);
    expect(twice).toEqual(once);
  });

  test.each<[string, Record<string, unknown>, string, string, RegExp]>([
    [
      "a gpuHoursPerDay that disagrees names the implied value",
      { gpuHoursPerDay: 12, profile: check5 },
      "workload.gpuHoursPerDay",
      "profile_mismatch",
      /workload\.gpuHoursPerDay must be 12\.48,/,
    ],
    [
      "hours not adding up to 168",
      { profile: [{ gpus: 10, hoursPerWeek: 100 }] },
      "workload.profile",
      "profile_hours_sum",
      /add up to 168 .* add up to 100$/,
    ],
    [
      "a negative level",
      { profile: [{ gpus: -1, hoursPerWeek: 168 }] },
      "workload.profile.0.gpus",
      "out_of_range",
      /workload\.profile\.gpus must be 0 or more/,
    ],
    [
      "a non-finite level",
      { profile: [{ gpus: Infinity, hoursPerWeek: 168 }] },
      "workload.profile.0.gpus",
      "wrong_type",
      /workload\.profile\.gpus must be a finite number/,
    ],
    [
      "a level of no hours",
      {
        profile: [
          { gpus: 1, hoursPerWeek: 0 },
          { gpus: 1, hoursPerWeek: 168 },
        ],
      },
      "workload.profile.0.hoursPerWeek",
      "out_of_range",
      /hoursPerWeek must be more than 0/,
    ],
    [
      "49 levels",
      { profile: Array.from({ length: 49 }, () => ({ gpus: 1, hoursPerWeek: 168 / 49 })) },
      "workload.profile",
      "too_long",
      /at most 48 levels/,
    ],
    ["no level", { profile: [] }, "workload.profile", "too_short", /at least 1 level/],
    [
      "all-zero demand",
      { profile: [{ gpus: 0, hoursPerWeek: 168 }] },
      "workload.profile",
      "invalid",
      /Σ gpus × hoursPerWeek must be more than 0/,
    ],
    [
      "an unknown key in a level",
      { profile: [{ gpus: 1, hoursPerWeek: 168, share: 1 }] },
      "workload.profile.0.share",
      "unknown_field",
      /share/,
    ],
    ["neither gpuHoursPerDay nor a profile", {}, "workload.gpuHoursPerDay", "required", /is required/],
  ])("%s: refused, naming the field", (_name, workload, path, code, message) => {
    const found = errors(withWorkload(workload)).find((e) => e.path === path);
    expect(found).toBeDefined();
    expect(found!.code).toBe(code);
    expect(found!.message).toMatch(message);
  });
});
