import { describe, expect, test } from "vitest";
import { clampToRange } from "./ranges";

describe("clampToRange", () => {
  test.each([
    ["workload.gpuHoursPerDay", 28.8, 24],
    ["workload.gpuHoursPerDay", -1, 0],
    ["cloud.discountPct", 120, 100],
    ["cloud.pricePerGpuHour", 3.6, 3.6],
    ["onPrem.opex.power.pue", 0.8, 1],
  ] as const)("%s: %d → %d", (field, value, expected) => {
    expect(clampToRange(field, value)).toBe(expected);
  });
});
