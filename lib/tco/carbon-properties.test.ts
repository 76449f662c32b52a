import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { validScenario } from "@/scripts/test-support/tco";
import type { Carbon, Scenario, TcoResult } from "./types";

const numRuns = Number(process.env.PROPERTY_RUNS ?? 200);
const OPTIONS = ["cloud", "onPrem", "hybrid"] as const;
const between = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true }).map((v) => (Math.abs(v) < 1e-6 ? 0 : v));

const power = fc.record({
  activeWattsPerGpu: between(0, 1500),
  idleWattsPerGpu: between(0, 300),
  pue: between(1, 3),
  pricePerKwh: between(0.01, 1),
});
const carbonInput = fc.record({
  onPremKgPerKwh: between(0, 1),
  cloudKgPerKwh: between(0, 1),
  cloudKwhPerGpuHour: between(0, 10),
  pricePerTonne: fc.oneof(fc.constant(0), between(0, 10_000)),
});
/** A random valid scenario with metered power (which `carbon` needs) and a random `carbon`. */
const withCarbon = fc
  .tuple(validScenario, power, carbonInput)
  .map(([s, p, carbon]): Scenario => ({ ...s, onPrem: { ...s.onPrem, opex: { ...s.onPrem.opex, power: p } }, carbon }));

const lean = (s: Scenario) => computeTco(s, { sensitivity: false });
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const withCarbonInput = (s: Scenario, patch: Partial<Carbon>): Scenario => ({
  ...s,
  carbon: { ...s.carbon!, ...patch },
});
const costs = (r: TcoResult) => ({ months: r.months, totals: r.totals, npv: r.npv, savings: r.savings, irr: r.irrPct });

describe("carbon properties", () => {
  test("a price of 0 changes no cost: months, totals, NPV, savings, IRR and breakdown are those without `carbon`", () => {
    fc.assert(
      fc.property(withCarbon, (s) => {
        const free = lean(withCarbonInput(s, { pricePerTonne: 0 }));
        const plain = lean({ ...s, carbon: undefined });
        expect(costs(free)).toEqual(costs(plain));
        expect(free.breakdown).toEqual(plain.breakdown);
      }),
      { numRuns },
    );
  });

  test("with inflation 0 the on-prem option's energy is its metered power cost ÷ the price per kWh (cloud kWh 0)", () => {
    fc.assert(
      fc.property(withCarbon, (s0) => {
        const s = withCarbonInput(
          {
            ...s0,
            assumptions: { ...s0.assumptions, opexInflationPct: 0 },
            onPrem: { ...s0.onPrem, opex: { ...s0.onPrem.opex, powerCoolingAnnual: 0 } },
          },
          { cloudKwhPerGpuHour: 0 },
        );
        const r = lean(s);
        expect(near(r.carbon!.kwh.onPrem, r.breakdown.onPrem.power / s.onPrem.opex.power!.pricePerKwh)).toBe(true);
      }),
      { numRuns },
    );
  });

  test("doubling an intensity doubles that option's tonnes: the cloud region's for the cloud, the site's for owning alone", () => {
    fc.assert(
      fc.property(withCarbon, (s) => {
        const c = s.carbon!;
        const once = lean(s).carbon!;
        const cloudTwice = lean(withCarbonInput(s, { cloudKgPerKwh: 2 * c.cloudKgPerKwh })).carbon!;
        expect(near(cloudTwice.tonnes.cloud, 2 * once.tonnes.cloud)).toBe(true);
        const ownedOnly = withCarbonInput(s, { cloudKgPerKwh: 0 });
        const owned = lean(ownedOnly).carbon!;
        const ownedTwice = lean(withCarbonInput(ownedOnly, { onPremKgPerKwh: 2 * c.onPremKgPerKwh })).carbon!;
        expect(near(ownedTwice.tonnes.onPrem, 2 * owned.tonnes.onPrem)).toBe(true);
        expect(near(ownedTwice.tonnes.hybrid, 2 * owned.tonnes.hybrid)).toBe(true);
      }),
      { numRuns },
    );
  });

  test("a price adds tonnes × price to each option's total, and after tax that × (1 − t)", () => {
    fc.assert(
      fc.property(withCarbon, between(1, 10_000), between(0, 60), (s, price, ratePct) => {
        const taxed: Scenario = { ...s, tax: { ratePct, depreciation: "straight-line" } };
        const free = lean(withCarbonInput(taxed, { pricePerTonne: 0 }));
        const priced = lean(withCarbonInput(taxed, { pricePerTonne: price }));
        for (const o of OPTIONS) {
          const added = priced.carbon!.tonnes[o] * price;
          expect(near(priced.breakdown[o].carbon!, added)).toBe(true);
          const scale = Math.max(1, Math.abs(priced.totals[o]), Math.abs(free.totals[o]));
          expect(Math.abs(priced.totals[o] - free.totals[o] - added)).toBeLessThanOrEqual(1e-9 * scale);
          const afterTax = priced.afterTax!.totals[o] - free.afterTax!.totals[o];
          expect(Math.abs(afterTax - added * (1 - ratePct / 100))).toBeLessThanOrEqual(1e-9 * scale);
        }
      }),
      { numRuns },
    );
  });

  test("energy and tonnes are never negative, and kg per GPU-hour is tonnes × 1000 ÷ the demand hours", () => {
    fc.assert(
      fc.property(withCarbon, (s) => {
        const r = lean(s);
        for (const o of OPTIONS) {
          expect(r.carbon!.kwh[o]).toBeGreaterThanOrEqual(0);
          expect(r.carbon!.tonnes[o]).toBeGreaterThanOrEqual(0);
          if (r.carbon!.kgPerGpuHour && r.costPerGpuHour) {
            const demand = r.totals[o] / r.costPerGpuHour[o];
            if (Number.isFinite(demand) && demand > 0)
              expect(near(r.carbon!.kgPerGpuHour[o] * demand, r.carbon!.tonnes[o] * 1000)).toBe(true);
          }
        }
      }),
      { numRuns },
    );
  });
});
