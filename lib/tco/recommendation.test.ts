import { describe, expect, test } from "vitest";
import { recommend } from "./recommendation";

describe("recommend", () => {
  test.each([
    ["on-prem cheapest", { cloud: 40, onPrem: 13, hybrid: 20 }, "on-prem"],
    ["cloud cheapest", { cloud: 10, onPrem: 13, hybrid: 20 }, "cloud"],
    ["hybrid cheapest", { cloud: 40, onPrem: 30, hybrid: 20 }, "hybrid"],
    ["tie cloud/hybrid goes to cloud", { cloud: 10, onPrem: 12, hybrid: 10 }, "cloud"],
    ["tie on-prem/hybrid goes to on-prem", { cloud: 12, onPrem: 10, hybrid: 10 }, "on-prem"],
    ["three-way tie goes to cloud", { cloud: 0, onPrem: 0, hybrid: 0 }, "cloud"],
    ["rounding noise is a tie", { cloud: 1e7, onPrem: 2e7, hybrid: 1e7 - 1e-9 }, "cloud"],
    ["negative NPVs (credits) compare as numbers", { cloud: 5, onPrem: -1, hybrid: 0 }, "on-prem"],
  ] as const)("%s", (_name, npv, expected) => {
    expect(recommend(npv)).toBe(expected);
  });
});
