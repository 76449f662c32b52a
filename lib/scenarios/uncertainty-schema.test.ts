import { describe, expect, it, test } from "vitest";
import { scenarioJson, parseScenarioFile } from "@/lib/export/json";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import { parseScenario, scenarioSchema } from "./schema";

// comma.ai as stored: cloud $... a GPU-hour, $5M of capex, no power inputs.
const comma = (): Scenario => scenarioSchema.parse(presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario);

function withUncertainty(uncertainty: unknown): unknown {
  return { ...comma(), uncertainty };
}

const price = comma().cloud.pricePerGpuHour;
const range = (patch: Record<string, unknown> = {}) => ({
  input: "cloud.pricePerGpuHour",
  low: price * 0.75,
  high: price * 1.25,
  ...patch,
});

function errorsOf(input: unknown) {
  const result = parseScenario(input);
  if (result.ok) throw new Error("expected the input to be rejected");
  return result.errors;
}

describe("uncertainty in the scenario schema", () => {
  it("fills the defaults: 10,000 runs, seed 1, triangular", () => {
    const result = parseScenario(withUncertainty({ ranges: [range()] }));
    expect(result.ok && result.scenario.uncertainty).toEqual({
      runs: 10_000,
      seed: 1,
      ranges: [{ input: "cloud.pricePerGpuHour", low: price * 0.75, high: price * 1.25, distribution: "triangular" }],
    });
  });

  it("accepts a range whose ends touch the value, and a scenario without uncertainty", () => {
    expect(parseScenario(withUncertainty({ ranges: [range({ low: price })] })).ok).toBe(true);
    expect(parseScenario(withUncertainty({ ranges: [range({ high: price })] })).ok).toBe(true);
    expect(parseScenario(comma()).ok).toBe(true);
  });

  test.each([
    [
      "low above the value",
      { ranges: [range({ low: price + 0.5, high: price + 1 })] },
      "uncertainty.ranges.0.low",
      "(cloud.pricePerGpuHour) must be at most the scenario's value",
    ],
    [
      "high below the value",
      { ranges: [range({ low: price - 1, high: price - 0.5 })] },
      "uncertainty.ranges.0.high",
      "(cloud.pricePerGpuHour) must be at least the scenario's value",
    ],
    [
      "low equal to high",
      { ranges: [range({ low: price, high: price })] },
      "uncertainty.ranges.0.low",
      "(cloud.pricePerGpuHour) must be below its high",
    ],
    [
      "low above high",
      { ranges: [range({ low: 5, high: 1 })] },
      "uncertainty.ranges.0.low",
      "must be below its high: 5 is not below 1",
    ],
    [
      "an input listed twice",
      { ranges: [range(), range()] },
      "uncertainty.ranges.1.input",
      "cloud.pricePerGpuHour already has a range",
    ],
    [
      "an unknown input",
      { ranges: [range({ input: "horizonYears" })] },
      "uncertainty.ranges.0.input",
      "must be one of cloud.pricePerGpuHour",
    ],
    [
      "a missing high",
      { ranges: [{ input: "cloud.discountPct", low: 0 }] },
      "uncertainty.ranges.0.high",
      "(cloud.discountPct) is required",
    ],
    ["a string as low", { ranges: [range({ low: "1" })] }, "uncertainty.ranges.0.low", "must be a finite number"],
    [
      "an unknown distribution",
      { ranges: [range({ distribution: "normal" })] },
      "uncertainty.ranges.0.distribution",
      'must be "triangular" or "uniform"',
    ],
    [
      "an unknown key in a range",
      { ranges: [range({ mode: 3 })] },
      "uncertainty.ranges.0.mode",
      "is not a known field",
    ],
    [
      "a percent above 100",
      { ranges: [{ input: "cloud.discountPct", low: 0, high: 120 }] },
      "uncertainty.ranges.0.high",
      "(cloud.discountPct) must be 100 or less",
    ],
    [
      "a negative price",
      { ranges: [range({ low: -1 })] },
      "uncertainty.ranges.0.low",
      "(cloud.pricePerGpuHour) must be 0 or more",
    ],
    [
      "a power price without power",
      { ranges: [{ input: "onPrem.opex.power.pricePerKwh", low: 0, high: 0.2 }] },
      "uncertainty.ranges.0.input",
      "needs the power inputs",
    ],
    ["no ranges", { ranges: [] }, "uncertainty.ranges", "at least 1 range"],
    ["13 ranges", { ranges: Array.from({ length: 13 }, () => range()) }, "uncertainty.ranges", "at most 12 ranges"],
    ["99 runs", { runs: 99, ranges: [range()] }, "uncertainty.runs", "between 100 and 100,000"],
    ["100,001 runs", { runs: 100_001, ranges: [range()] }, "uncertainty.runs", "between 100 and 100,000"],
    [
      "a fractional seed",
      { seed: 1.5, ranges: [range()] },
      "uncertainty.seed",
      "whole number between 0 and 4,294,967,295",
    ],
    [
      "a seed past 2^32 − 1",
      { seed: 4_294_967_296, ranges: [range()] },
      "uncertainty.seed",
      "whole number between 0 and 4,294,967,295",
    ],
    [
      "a negative seed",
      { seed: -1, ranges: [range()] },
      "uncertainty.seed",
      "whole number between 0 and 4,294,967,295",
    ],
    ["an unknown key", { ranges: [range()], samples: 5 }, "uncertainty.samples", "is not a known field"],
  ])("refuses %s, naming the range and the field", (_, uncertainty, path, words) => {
    const errors = errorsOf(withUncertainty(uncertainty));
    const error = errors.find((e) => e.path === path);
    expect(error, JSON.stringify(errors)).toBeDefined();
    expect(error!.message.startsWith(path)).toBe(true);
    expect(error!.message).toContain(words);
  });

  it("refuses a capex range on zero capex", () => {
    const s = comma();
    const zero = { ...s, onPrem: { ...s.onPrem, capex: { compute: 0, storage: 0, network: 0, facility: 0 } } };
    const errors = errorsOf({ ...zero, uncertainty: { ranges: [{ input: "onPrem.capex", low: 0, high: 1 }] } });
    expect(errors).toEqual([
      {
        path: "uncertainty.ranges.0.input",
        code: "range_misfit",
        message: "uncertainty.ranges.0.input (onPrem.capex) needs a non-zero capex to scale",
      },
    ]);
  });

  it("reads the value after defaults: an omitted discount rate is 8", () => {
    const input = {
      ...comma(),
      assumptions: {},
      uncertainty: { ranges: [{ input: "assumptions.discountRatePct", low: 9, high: 12 }] },
    };
    expect(errorsOf(input)[0]!.message).toContain("must be at most the scenario's value 8: it is 9");
  });

  it("lets the editor parse a range that no longer holds the value, so the results still show", () => {
    const input = withUncertainty({ ranges: [range({ low: price + 0.5, high: price + 1 })] });
    expect(parseScenario(input).ok).toBe(false);
    expect(parseScenario(input, { rangesFitValues: false }).ok).toBe(true);
    // The shape is still checked.
    expect(parseScenario(withUncertainty({ ranges: [] }), { rangesFitValues: false }).ok).toBe(false);
  });

  it("survives the JSON export and import unchanged", () => {
    const parsed = parseScenario(
      withUncertainty({
        runs: 2000,
        seed: 42,
        ranges: [range({ distribution: "uniform" }), { input: "onPrem.capex", low: 4e6, high: 7e6 }],
      }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const back = parseScenarioFile(scenarioJson(parsed.scenario));
    expect(back.ok && back.scenario).toEqual(parsed.scenario);
  });
});
