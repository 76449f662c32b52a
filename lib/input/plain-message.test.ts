import { describe, expect, test } from "vitest";
import { plainMessage } from "./plain-message";

describe("plainMessage", () => {
  test.each([
    ["onPrem.opex.power.pue", "onPrem.opex.power.pue must be between 1 and 3", "PUE must be between 1 and 3"],
    ["workload.gpus", "workload.gpus must be a whole number", "GPUs must be a whole number"],
    ["currency", "currency must be an ISO 4217 code", "Currency must be an ISO 4217 code"],
    [
      "hybrid",
      "hybrid shares must add up to 100: onPremPct + cloudPct + edgePct is 95",
      "The on-prem core, cloud burst and edge shares must add up to 100; they add up to 95",
    ],
    ["name", "name is required", "Name is required"],
    [
      "onPrem.lifetimeYears",
      "onPrem.lifetimeYears must be between 1 and 10",
      "Hardware lifetime must be between 1 and 10",
    ],
    ["cloud.unknown", "cloud.unknown is not a known field", "cloud.unknown is not a known field"],
  ])("%s: %s → %s", (path, message, expected) => {
    expect(plainMessage(path, message)).toBe(expected);
  });
});
