import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { hardwareCost } from "./on-prem-costs";
import { validScenario } from "@/scripts/test-support/tco";
import type { Scenario } from "./types";

const numRuns = Number(process.env.PROPERTY_RUNS ?? 200);
const lean = (s: Scenario) => computeTco(s, { sensitivity: false });
const near = (a: number, b: number, scale: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, scale);
const scaleOf = (s: Scenario) =>
  hardwareCost(s.onPrem.capex) * (s.horizonYears + 1) * 4 + Math.abs(lean(s).totals.onPrem);

describe("financing properties", () => {
  test("a 0% loan with no down payment moves the cash purchase later: same total, NPV no higher", () => {
    fc.assert(
      fc.property(validScenario, fc.integer({ min: 1, max: 120 }), (s, termMonths) => {
        const cash = lean(s);
        const loan = lean({ ...s, financing: { kind: "loan", ratePct: 0, downPaymentPct: 0, termMonths } });
        const scale = scaleOf(s);
        expect(near(loan.totals.onPrem, cash.totals.onPrem, scale)).toBe(true);
        expect(loan.npv.onPrem).toBeLessThanOrEqual(cash.npv.onPrem + 1e-9 * scale);
        if (s.assumptions.discountRatePct > 0.01 && hardwareCost(s.onPrem.capex) > 1)
          expect(loan.npv.onPrem).toBeLessThan(cash.npv.onPrem);
      }),
      { numRuns },
    );
  });

  test("discounted monthly at the loan's own rate, a loan of any term and down payment costs what cash does", () => {
    fc.assert(
      fc.property(
        validScenario,
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        // A down payment as typed (0, or at least a hundredth of a percent): a subnormal one makes
        // ROI's denominator underflow, which the model refuses as a non-finite result.
        fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 100, noNaN: true })),
        (s, ratePct, termMonths, downPaymentPct) => {
          // (1 + d) = (1 + i)^12: at most 34.5% for a 30% APR, inside the 0–50 range.
          const discountRatePct = ((1 + ratePct / 1200) ** 12 - 1) * 100;
          const at = { ...s, assumptions: { ...s.assumptions, discounting: "monthly" as const, discountRatePct } };
          const cash = lean(at);
          const loan = lean({ ...at, financing: { kind: "loan", ratePct, downPaymentPct, termMonths } });
          expect(near(loan.npv.onPrem, cash.npv.onPrem, scaleOf(at))).toBe(true);
          expect(near(loan.npv.hybrid, cash.npv.hybrid, scaleOf(at))).toBe(true);
        },
      ),
      { numRuns },
    );
  });

  test("a loan's interest is never negative and all of its hardware is in the financing line", () => {
    fc.assert(
      fc.property(
        validScenario,
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        (s, ratePct, termMonths) => {
          const r = lean({ ...s, financing: { kind: "loan", ratePct, downPaymentPct: 0, termMonths } });
          const scale = scaleOf(s);
          expect(r.financing!.interest).toBeGreaterThanOrEqual(-1e-9 * scale);
          expect(r.breakdown.onPrem.financing).toBe(r.financing!.paid);
          expect(r.breakdown.onPrem.hardware).toBe(0);
        },
      ),
      { numRuns },
    );
  });

  test("an operating lease pays nothing at month 0 beyond facility and migration", () => {
    fc.assert(
      fc.property(
        validScenario,
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        (s, monthlyRatePct, termMonths) => {
          const r = lean({ ...s, financing: { kind: "lease", monthlyRatePct, termMonths } });
          expect(r.months[0]!.onPrem).toBe(s.onPrem.capex.facility + s.transition.migrationCost);
          expect(r.breakdown.onPrem.residual).toBe(0);
        },
      ),
      { numRuns },
    );
  });
});
