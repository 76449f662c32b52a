import { describe, expect, test } from "vitest";
import { presets } from "./presets";
import type { Scenario } from "./types";
import { uncreditedResidual } from "./uncredited-residual";

const base = presets[0]!.scenario;
const owning = (horizonYears: number, lifetimeYears: number, creditResidualValue: boolean, compute = 3_306_000) =>
  ({
    ...base,
    horizonYears,
    onPrem: {
      ...base.onPrem,
      lifetimeYears,
      creditResidualValue,
      capex: { ...base.onPrem.capex, compute, network: 0, storage: 0, facility: 0 },
    },
  }) as Scenario;

describe("uncreditedResidual", () => {
  test.each([
    // The catalog's 5-year server in a 4-year horizon, credit off: a fifth of its price left out.
    [4, 5, false, 661_200],
    [4, 5, true, null],
    [5, 5, false, null],
    [3, 4, false, 826_500],
  ])("horizon %i years, lifetime %i years, credit %s: %s", (horizon, lifetime, credit, left) => {
    const value = uncreditedResidual(owning(horizon, lifetime, credit));
    if (left === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(left, 6);
  });

  test("a lease owns nothing to credit", () => {
    const s = owning(4, 5, false);
    expect(uncreditedResidual({ ...s, financing: { kind: "lease", termMonths: 36, monthlyRatePct: 3 } })).toBeNull();
  });
});
