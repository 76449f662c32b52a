import { describe, expect, it, test } from "vitest";
import { scenario } from "@/scripts/test-support/tco";
import { suggestedRange, widenedRange } from "./suggest";

const s = scenario({
  assumptions: { discountRatePct: 8 },
  workload: { gpus: 1, gpuHoursPerDay: 24 },
  cloud: { pricePerGpuHour: 3, discountPct: 5 },
  onPrem: { capex: { compute: 4_000_000, facility: 1_000_000 }, opex: { staff: { fte: 1, costPerFte: 200_000 } } },
});

describe("suggestedRange", () => {
  test.each([
    ["cloud.pricePerGpuHour", { low: 2.25, high: 3.75, basis: "±25%" }],
    ["assumptions.discountRatePct", { low: 5, high: 11, basis: "−3 / +3 points" }],
    ["workload.gpuHoursPerDay", { low: 18, high: 24, basis: "−25% / +10%" }], // 26.4 capped at 24
    ["cloud.discountPct", { low: 0, high: 15, basis: "−10 / +10 points" }], // −5 kept at 0
    ["onPrem.capex", { low: 4_500_000, high: 6_500_000, basis: "−10% / +30%" }],
    ["onPrem.opex.staff.costPerFte", { low: 160_000, high: 240_000, basis: "±20%" }],
    ["onPrem.opex.maintenancePct", { low: 0, high: 5, basis: "from 0" }],
  ] as const)("%s → %j", (input, expected) => {
    const r = suggestedRange(s, input)!;
    expect(r.basis).toBe(expected.basis);
    expect(r.low).toBeCloseTo(expected.low, 9);
    expect(r.high).toBeCloseTo(expected.high, 9);
  });

  test.each([
    // $2.99 ± 25% is 2.2425 to 3.7375: offered to three significant figures, rounded outwards.
    [2.99, 2.24, 3.74],
    [3, 2.25, 3.75],
    [0.36, 0.27, 0.45],
    [7.123, 5.34, 8.91],
  ])("a price of %d is offered %d to %d, never more digits", (price, low, high) => {
    const r = suggestedRange(scenario({ cloud: { pricePerGpuHour: price } }), "cloud.pricePerGpuHour")!;
    expect([r.low, r.high]).toEqual([low, high]);
    expect(r.low).toBeLessThanOrEqual(price);
    expect(r.high).toBeGreaterThanOrEqual(price);
  });

  it("offers nothing for capex of 0, which cannot be scaled", () => {
    expect(suggestedRange(scenario(), "onPrem.capex")).toBeNull();
  });
});

describe("widenedRange", () => {
  test.each([
    [4.2, 2.25, 4.2],
    [1, 1, 3.75],
    [3, 2.25, 3.75],
  ])("value %d → [%d, %d]", (value, low, high) => {
    const r = widenedRange({ input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75, distribution: "uniform" }, value);
    expect(r).toEqual({ input: "cloud.pricePerGpuHour", low, high, distribution: "uniform" });
  });
});
