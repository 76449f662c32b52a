import { describe, expect, test } from "vitest";
import type { FieldError } from "@/lib/validation/field-error";
import { parseScenario } from "@/lib/scenarios/schema";
import { presets } from "@/lib/tco/presets";
import { plainMessage } from "./plain-message";

describe("plainMessage", () => {
  test.each<[FieldError, string]>([
    [
      { path: "onPrem.opex.power.pue", code: "out_of_range", message: "onPrem.opex.power.pue must be between 1 and 3" },
      "PUE must be between 1 and 3",
    ],
    [
      { path: "workload.gpus", code: "not_whole_number", message: "workload.gpus must be a whole number" },
      "GPUs must be a whole number",
    ],
    [
      { path: "currency", code: "invalid_format", message: "currency must be an ISO 4217 code" },
      "Currency must be an ISO 4217 code",
    ],
    [
      { path: "hybrid", code: "hybrid_shares_sum", message: "reworded by the API at any time", params: { sum: 95 } },
      "The on-prem core, cloud burst and edge shares must add up to 100; they add up to 95",
    ],
    [{ path: "name", code: "required", message: "name is required" }, "Name is required"],
    [
      { path: "onPrem.lifetimeYears", code: "out_of_range", message: "onPrem.lifetimeYears must be between 1 and 10" },
      "Hardware lifetime must be between 1 and 10",
    ],
    [
      { path: "cloud.unknown", code: "unknown_field", message: "cloud.unknown is not a known field" },
      "cloud.unknown is not a known field",
    ],
  ])("%j → %s", (error, expected) => {
    expect(plainMessage(error)).toBe(expected);
  });

  test("the shares' sentence reads the sum the schema reports, not its message", () => {
    const scenario = structuredClone(presets.find((p) => p.slug === "hybrid-three-tier")!.scenario);
    scenario.hybrid = { ...scenario.hybrid, onPremPct: 50, cloudPct: 30.5, edgePct: 10 };
    const parsed = parseScenario(scenario);
    const error = parsed.ok ? undefined : parsed.errors.find((e) => e.code === "hybrid_shares_sum");
    expect(error?.params).toEqual({ sum: 90.5 });
    expect(plainMessage(error!)).toBe(
      "The on-prem core, cloud burst and edge shares must add up to 100; they add up to 90.5",
    );
  });
});
