import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { computeTco } from "./index";
import { financed, validScenario } from "@/scripts/test-support/tco";
import { contractFinancing, purchaseMonths } from "@/scripts/test-support/tco-financing";
import type { Financing, Scenario } from "./types";
import { zeroScenario } from "./zero-scenario";

// The contract's "Financing" section read again without the engine's code (scripts/test-support/tco-financing.ts):
// what each month's financing pays, its interest, and how the on-prem option's months and totals
// move against paying cash. The engine must agree with it.

const numRuns = Number(process.env.PROPERTY_RUNS ?? 300);

const lean = (s: Scenario) => computeTco(s, { sensitivity: false });

/** A relative 1e-9 of the scenario's scale. */
const tolerance = (scale: number) => 1e-9 * scale;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Each month's on-prem cost and the financing result, the engine's against the contract's. */
function financingAgrees(cashScenario: Scenario, f: Financing): void {
  const s = { ...cashScenario, financing: f };
  const reading = contractFinancing(s, f);
  const cash = lean(cashScenario);
  const result = lean(s);
  const c = s.onPrem.capex.compute + s.onPrem.capex.storage + s.onPrem.capex.network;
  const n = 12 * s.horizonYears;
  const scale = Math.max(1, c * (n + 2), Math.abs(cash.totals.onPrem));
  const near = (a: number, b: number) => Math.abs(a - b) <= tolerance(scale);

  const paid = sum(reading.paid);
  expect(result.financing!.kind).toBe(f.kind);
  expect(near(result.financing!.paid, paid)).toBe(true);
  expect(near(result.financing!.interest, f.kind === "loan" ? sum(reading.interest) : paid - reading.covered)).toBe(
    true,
  );

  // Against cash: the hardware is not paid when bought, the financing pays instead, and a
  // leased fleet is never credited at the end.
  const bought = new Set(purchaseMonths(s));
  const lastPurchase = Math.max(...bought);
  const residual = s.onPrem.creditResidualValue
    ? c * Math.max(0, 1 - (n - lastPurchase) / (12 * s.onPrem.lifetimeYears))
    : 0;
  for (let m = 0; m <= n; m++) {
    const moved = reading.paid[m]! - (bought.has(m) ? c : 0) + (f.kind === "lease" && m === n ? residual : 0);
    const delta = result.months[m]!.onPrem - cash.months[m]!.onPrem;
    if (!near(delta, moved)) throw new Error(`month ${m}: the engine moves ${delta}, the contract ${moved}`);
  }
  expect(result.breakdown.onPrem.financing).toBeDefined();
  expect(near(result.breakdown.onPrem.financing!, paid)).toBe(true);
}

/** After tax under a loan: interest deducted, principal not, depreciation as for cash. */
function afterTaxAgrees(base: Scenario, f: Financing, ratePct: number): void {
  const cashScenario: Scenario = { ...base, tax: { ratePct, depreciation: "straight-line" } };
  const s = { ...cashScenario, financing: f };
  const reading = contractFinancing(s, f);
  const c = s.onPrem.capex.compute + s.onPrem.capex.storage + s.onPrem.capex.network;
  const cash = lean(cashScenario);
  const result = lean(s);
  const t = ratePct / 100;
  const moved = sum(reading.paid) - c * purchaseMonths(s).length - t * sum(reading.interest);
  const scale = Math.max(1, c * (12 * s.horizonYears + 2), Math.abs(cash.afterTax!.totals.onPrem));
  expect(Math.abs(result.afterTax!.totals.onPrem - cash.afterTax!.totals.onPrem - moved)).toBeLessThanOrEqual(
    tolerance(scale),
  );
}

/** A one-year, one-GPU scenario with every amount zero but `hardware` of network gear. */
function withCapex(hardware: number, onPremPct: number): Scenario {
  const zero = zeroScenario();
  return {
    ...zero,
    horizonYears: 1,
    onPrem: { ...zero.onPrem, lifetimeYears: 1, capex: { compute: 0, storage: 0, network: hardware, facility: 0 } },
    hybrid: { ...zero.hybrid, onPremPct, cloudPct: 0, edgePct: 100 - onPremPct, coreHoursPerDay: 1 },
  };
}

describe("financing, read from the contract", () => {
  test("the financing result and each month's on-prem cost agree with the contract", () => {
    fc.assert(fc.property(validScenario, financed, financingAgrees), { numRuns });
  });

  test("after tax, a loan's interest is deductible and its principal is not; the depreciation is as for cash", () => {
    fc.assert(
      fc.property(
        validScenario,
        financed.filter((f) => f.kind === "loan"),
        fc.double({ min: 0, max: 60, noNaN: true }),
        afterTaxAgrees,
      ),
      { numRuns },
    );
  });

  // Found by the properties above in 20,000 runs each: on a loan at a millionth of a percent, the
  // reading's (1 + i)^−n kept seven digits, and the two readings parted by a billionth of a dollar.
  test("a sub-cent purchase on a loan at a millionth of a percent agrees, month by month", () => {
    const tiny = withCapex(0.00873725213102923, 0);
    financingAgrees(tiny, { kind: "loan", ratePct: 0.0000010646439625500155, downPaymentPct: 0, termMonths: 1 });
  });

  test("a sub-cent purchase on a loan agrees after tax", () => {
    const tiny = { ...withCapex(0.007420021819651951, 100) };
    const f = { kind: "loan", ratePct: 0.0000010009352013895523, downPaymentPct: 0, termMonths: 3 } as const;
    afterTaxAgrees(tiny, f, 2.1041058454089017e-13);
  });

  test.each([
    // $1M of hardware, 36 months at 8%, horizon 3 years, no refresh: 36 × 31,336.37 = 1,128,109.16.
    {
      name: "36-month loan at 8%",
      years: 3,
      f: { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 },
      paid: 1_128_109.16,
      interest: 128_109.16,
    },
    // The same loan over 2 years: 24 payments, then the 360,236.02 still owed paid off at month 24:
    // 24 × 31,336.37 + 360,236.02 = 1,112,308.79.
    {
      name: "paid off at the horizon",
      years: 2,
      f: { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 },
      paid: 1_112_308.79,
      interest: 112_308.79,
    },
    // A 24-month lease at 3% over 3 years runs on to month 36: 36 × 30,000 = 1,080,000.
    {
      name: "24-month lease running on",
      years: 3,
      f: { kind: "lease", monthlyRatePct: 3, termMonths: 24 },
      paid: 1_080_000,
      interest: 80_000,
    },
  ] as const)("$name: paid and interest by hand", ({ years, f, paid, interest }) => {
    const s: Scenario = {
      ...fc.sample(validScenario, { numRuns: 1, seed: 7 })[0]!,
      horizonYears: years,
    };
    const one: Scenario = {
      ...s,
      onPrem: { ...s.onPrem, lifetimeYears: years, capex: { compute: 1_000_000, storage: 0, network: 0, facility: 0 } },
      financing: f,
    };
    const reading = contractFinancing(one, f);
    expect(sum(reading.paid)).toBeCloseTo(paid, 1);
    const result = lean(one).financing!;
    expect(result.paid).toBeCloseTo(paid, 1);
    expect(result.interest).toBeCloseTo(interest, 1);
  });
});
