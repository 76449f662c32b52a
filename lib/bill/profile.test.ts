import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseScenario } from "@/lib/scenarios/schema";
import { createFocusReader } from "./reader";

const HEAD =
  "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ServiceCategory,BillingCurrency,BilledCost,EffectiveCost," +
  "ListCost,PricingCategory,ConsumedQuantity,ConsumedUnit,ChargeDescription";
const at = (hours: number) => new Date(Date.UTC(2026, 2, 1) + hours * 3_600_000).toISOString();
/** A Usage row of `instanceHours` of `kind` (p5.48xlarge: 8 GPUs, g5.12xlarge: 4) from hour `from` to `to` of March 1. */
const row = (from: number, to: number, instanceHours: number, kind = "p5.48xlarge") =>
  `${at(from)},${at(to)},Usage,Compute,USD,1,1,1,Standard,${instanceHours},Hours,${kind}`;
const read = (...rows: string[]) => {
  const reader = createFocusReader();
  reader.write([HEAD, ...rows].join("\n") + "\n");
  return reader.end();
};
const gpus = (bill: ReturnType<typeof read>) => bill.gpu.profile.map((level) => level.gpus);

// Each figure worked by hand from the rows (contract: "Bill import (FOCUS)", the demand profile).
describe("the bill's demand profile, by hand", () => {
  test("hourly rows: 16 GPUs for 12 hours, 8 for the next 12: peak 16, 12 levels of 16 then 12 of 8", () => {
    const rows = Array.from({ length: 24 }, (_, h) => [row(h, h + 1, 1), ...(h < 12 ? [row(h, h + 1, 1)] : [])]);
    const bill = read(...rows.flat());
    expect(bill.gpu.peakGpus).toBe(16);
    gpus(bill).forEach((level, j) => expect(level).toBeCloseTo(j < 12 ? 16 : 8, 9));
    expect(bill.gpu.profile.every((level) => level.hoursPerWeek === 7)).toBe(true);
    // 288 GPU-hours in a day at a peak of 16: 18 busy hours a day, the profile's own.
    expect(bill.gpu.gpuHoursPerDay).toBeCloseTo(18, 9);
    // The scenario gets the levels, and the schema finds its busy hours the profile's.
    expect(bill.scenario!.workload).toMatchObject({ gpus: 16, profile: bill.gpu.profile });
    expect(bill.scenario!.workload.gpuHoursPerDay).toBeCloseTo(18, 9);
    expect(parseScenario(bill.scenario).ok).toBe(true);
  });

  test("rows cut by the clock: the first bucket is cut to the period, each row spread by its overlap", () => {
    // 00:30–01:30, one p5 hour (8 GPU-hours); 01:00–02:00, two p5 hours (16 GPUs at once).
    // Buckets: 00:30–01:00 holds 4 GPU-hours in half an hour (8 GPUs); 01:00–02:00 holds 4 + 16 (20).
    // D = 1.5 h: 1 h of 20 is 16 of the 24 parts, half an hour of 8 the other 8.
    const bill = read(row(0.5, 1.5, 1), row(1, 2, 2));
    expect(bill.gpu.peakGpus).toBe(20);
    gpus(bill).forEach((level, j) => expect(level).toBeCloseTo(j < 16 ? 20 : 8, 9));
    expect(bill.gpu.gpuHoursPerDay).toBeCloseTo(24 / (1.5 / 24) / 20, 9);
  });

  test("daily rows: peakGpus is the busiest day's GPU-hours / 24, as before", () => {
    // Day 1: 96 g5.12xlarge hours (384 GPU-hours, 16 GPUs all day); day 2: 48 (8 GPUs).
    const bill = read(row(0, 24, 96, "g5.12xlarge"), row(24, 48, 48, "g5.12xlarge"));
    expect(bill.gpu.peakGpus).toBe(16);
    gpus(bill).forEach((level, j) => expect(level).toBeCloseTo(j < 12 ? 16 : 8, 9));
    expect(bill.gpu.gpuHoursPerDay).toBeCloseTo(576 / 2 / 16, 9);
  });
});

describe("properties", () => {
  test("levels descend, hold every GPU-hour, and the peak covers the busiest level", () => {
    const rows = fc.array(
      fc.record({
        from: fc.integer({ min: 0, max: 200 }),
        span: fc.integer({ min: 1, max: 50 }),
        n: fc.integer({ min: 1, max: 9 }),
      }),
      { minLength: 1, maxLength: 15 },
    );
    fc.assert(
      fc.property(rows, (rs) => {
        const bill = read(...rs.map((r) => row(r.from / 4, (r.from + r.span) / 4, r.n)));
        const levels = gpus(bill);
        expect(levels).toHaveLength(24);
        levels.slice(1).forEach((level, j) => expect(level).toBeLessThanOrEqual(levels[j]! * (1 + 1e-12) + 1e-12));
        const hours = bill.period.days * 24;
        expect(levels.reduce((a, b) => a + b, 0) * (hours / 24)).toBeCloseTo(bill.gpu.gpuHours, 6);
        expect(bill.gpu.peakGpus).toBeGreaterThanOrEqual(levels[0]! - 1e-9);
        expect(parseScenario(bill.scenario).ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
