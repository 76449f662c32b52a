import fc from "fast-check";
import { expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import { parseScenario } from "@/lib/scenarios/schema";
import { createFocusReader } from "./reader";

const HEAD =
  "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ServiceCategory,BillingCurrency,BilledCost,EffectiveCost," +
  "ListCost,PricingCategory,ConsumedQuantity,ConsumedUnit,ChargeDescription";

// Done when: the scenario made from a bill prices the bill's GPU-hours at what the bill paid. The
// engine's cloud compute over the bill's months (its 730-hour months against the bill's days)
// must be within 1% of the bill's GPU EffectiveCost.
test("a scenario from a FOCUS file reproduces the bill's GPU spend for the period within 1%", () => {
  const rows = fc.array(
    fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 22 }),
      instances: fc.integer({ min: 1, max: 40 }),
      price: fc.integer({ min: 100, max: 9_000 }),
      discountPct: fc.integer({ min: 0, max: 60 }),
    }),
    { minLength: 1, maxLength: 40 },
  );
  fc.assert(
    fc.property(rows, (rs) => {
      const lines = rs.map((r) => {
        const list = (r.instances * r.price) / 100;
        const paid = list * (1 - r.discountPct / 100);
        const at = (h: number) => `2026-03-${String(r.day).padStart(2, "0")}T${String(h).padStart(2, "0")}:00:00Z`;
        return `${at(r.hour)},${at(r.hour + 1)},Usage,Compute,USD,${paid},${paid},${list},Standard,${r.instances},Hours,p5.48xlarge`;
      });
      const reader = createFocusReader();
      reader.write(
        [
          HEAD,
          "2026-03-01T00:00:00Z,2026-04-01T00:00:00Z,Usage,Storage,USD,10,10,10,Standard,1,GB-Month,S3",
          ...lines,
        ].join("\n"),
      );
      const bill = reader.end();
      const parsed = parseScenario(bill.scenario);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const result = computeTco(parsed.scenario, { sensitivity: false });
      const monthsOfBill = bill.period.days / (parsed.scenario.assumptions.hoursPerMonth / 24);
      const computeMonthly = result.breakdown.cloud.compute / (parsed.scenario.horizonYears * 12);
      const engineGpuCost = computeMonthly * monthsOfBill;
      expect(Math.abs(engineGpuCost - bill.gpu.effectiveCost)).toBeLessThanOrEqual(0.01 * bill.gpu.effectiveCost);
    }),
    { numRuns: 40 },
  );
});
