import { describe, expect, test } from "vitest";
import { loanBalance, loanPayment } from "./financing";
import { computeTco, profitAndLoss } from "./index";
import { scenario, type ScenarioPatch } from "@/scripts/test-support/tco";
import type { Financing, TcoResult } from "./types";

// A $1M server and nothing else: every figure below is the financing alone.
// Loan at 8% over 36 months: i = 0.08/12, pay = 1e6 × i / (1 − (1 + i)^−36) = 31,336.365461;
// interest in month 1 = i × 1e6 = 6,666.67; over the whole term 36 × pay − 1e6 = 128,109.157.
// A 2-year horizon ends first: after 24 payments 1e6 × (1+i)^24 − pay × ((1+i)^24 − 1)/i = 360,236.020 is
// still owed and paid off at month 24; interest 24 × pay + 360,236.02 − 1e6 = 112,308.791.
const PAY = 31_336.365461;
const server = (financing: Financing, patch: ScenarioPatch = {}) => {
  const s = scenario({ ...patch, horizonYears: patch.horizonYears ?? 3 });
  return {
    ...s,
    onPrem: {
      ...s.onPrem,
      capex: { ...s.onPrem.capex, compute: 1_000_000 },
      lifetimeYears: patch.onPrem?.lifetimeYears ?? 3,
    },
    financing,
  };
};
const loan = (termMonths: number, ratePct = 8, downPaymentPct = 0): Financing => ({
  kind: "loan",
  ratePct,
  downPaymentPct,
  termMonths,
});
const lease = (termMonths: number, monthlyRatePct = 3): Financing => ({ kind: "lease", monthlyRatePct, termMonths });
const near =
  (digits = 2) =>
  (actual: number | null, expected: number | null) => {
    if (expected === null) expect(actual).toBeNull();
    else expect(actual).toBeCloseTo(expected, digits);
  };

describe("the level payment and the balance", () => {
  test.each([
    ["$1M, 8%, 36 months", 1e6, 0.08 / 12, 36, PAY],
    ["$1M, 0%, 36 months: a 36th of it", 1e6, 0, 36, 27_777.777778],
    ["$800,000 after 20% down", 8e5, 0.08 / 12, 36, 0.8 * PAY],
    ["one month: principal plus a month's interest", 1e6, 0.01, 1, 1_010_000],
  ])("%s", (_, a, i, n, expected) => expect(loanPayment(a, i, n)).toBeCloseTo(expected, 5));

  test.each([
    ["after 24 of 36 payments at 8%", 0.08 / 12, 24, 360_236.02],
    ["after 12 of 36 payments at 8%", 0.08 / 12, 12, 692_864.075],
    ["after 24 of 36 at 0%: a third left", 0, 24, 333_333.333],
    ["after all 36: nothing", 0.08 / 12, 36, 0],
  ])("%s", (_, i, k, expected) => expect(loanBalance(1e6, i, loanPayment(1e6, i, 36), k)).toBeCloseTo(expected, 3));
});

describe("a $1M server paid by a loan or a lease", () => {
  test.each<[string, Financing, ScenarioPatch, (r: TcoResult) => number | null, number | null]>([
    ["36-month loan: nothing paid at month 0", loan(36), {}, (r) => r.months[0]!.onPrem, 0],
    ["36-month loan: the level payment each month", loan(36), {}, (r) => r.months[1]!.onPrem, PAY],
    ["36-month loan: the last payment is the same", loan(36), {}, (r) => r.months[36]!.onPrem, PAY],
    ["36-month loan: paid over the horizon", loan(36), {}, (r) => r.financing!.paid, 36 * PAY],
    ["36-month loan: its interest", loan(36), {}, (r) => r.financing!.interest, 128_109.157],
    ["36-month loan: the financing line holds it", loan(36), {}, (r) => r.breakdown.onPrem.financing!, 36 * PAY],
    ["36-month loan: no hardware paid in cash", loan(36), {}, (r) => r.breakdown.onPrem.hardware, 0],
    ["36-month loan: totals follow the cash", loan(36), {}, (r) => r.totals.onPrem, 36 * PAY],
    // ROI divides by the $1M at its cash price, not by the nothing paid at month 0.
    ["36-month loan: ROI on the investment", loan(36), {}, (r) => r.roiPct! - r.savings.total / 1e4, 0],
    [
      "2-year horizon: month 24 pays the last payment and the payoff",
      loan(36),
      { horizonYears: 2 },
      (r) => r.months[24]!.onPrem,
      PAY + 360_236.02,
    ],
    [
      "2-year horizon: interest only on the 24 payments made",
      loan(36),
      { horizonYears: 2 },
      (r) => r.financing!.interest,
      112_308.791,
    ],
    [
      "2-year horizon: paid = the cost plus that interest",
      loan(36),
      { horizonYears: 2 },
      (r) => r.financing!.paid,
      1_112_308.791,
    ],
    ["20% down: $200,000 at month 0", loan(36, 8, 20), {}, (r) => r.months[0]!.onPrem, 200_000],
    ["20% down: the payment on the $800,000 left", loan(36, 8, 20), {}, (r) => r.months[5]!.onPrem, 0.8 * PAY],
    ["20% down: interest on the $800,000", loan(36, 8, 20), {}, (r) => r.financing!.interest, 0.8 * 128_109.157],
    // Refresh at 24 (lifetime 2): the second loan makes 12 payments and is paid off at month 36.
    [
      "refresh: months 25…35 pay both loans",
      loan(36),
      { onPrem: { lifetimeYears: 2 } },
      (r) => r.months[30]!.onPrem,
      2 * PAY,
    ],
    [
      "refresh: month 36 pays both and the second's payoff",
      loan(36),
      { onPrem: { lifetimeYears: 2 } },
      (r) => r.months[36]!.onPrem,
      2 * PAY + 692_864.075,
    ],
    // 24-month lease at 3%: $30,000 a month; the term ends at 24 but the hardware serves until 36.
    ["24-month lease: nothing at month 0", lease(24), {}, (r) => r.months[0]!.onPrem, 0],
    ["24-month lease: $30,000 a month", lease(24), {}, (r) => r.months[1]!.onPrem, 30_000],
    [
      "24-month lease: runs on month to month until the refresh at N",
      lease(24),
      {},
      (r) => r.months[36]!.onPrem,
      30_000,
    ],
    ["24-month lease: 36 payments", lease(24), {}, (r) => r.financing!.paid, 1_080_000],
    ["24-month lease: paid beyond the $1M covered", lease(24), {}, (r) => r.financing!.interest, 80_000],
    // 36-month lease, refresh at 24: the first lease is still paid while the second runs.
    [
      "36-month lease past a refresh: both are paid in months 25…36",
      lease(36),
      { onPrem: { lifetimeYears: 2 } },
      (r) => r.months[30]!.onPrem,
      60_000,
    ],
    [
      "36-month lease past a refresh: 36 + 12 payments against $2M covered",
      lease(36),
      { onPrem: { lifetimeYears: 2 } },
      (r) => r.financing!.interest,
      1_440_000 - 2_000_000,
    ],
    // Lifetime 3, horizon 2, residual credited: 1e6 × (1 − 24/36) for owned (financed) hardware, nothing for leased.
    [
      "loan: the residual is credited",
      loan(36),
      { horizonYears: 2, onPrem: { creditResidualValue: true } },
      (r) => r.breakdown.onPrem.residual,
      -333_333.333,
    ],
    [
      "lease: no residual on leased hardware",
      lease(24),
      { horizonYears: 2, onPrem: { creditResidualValue: true } },
      (r) => r.breakdown.onPrem.residual,
      0,
    ],
    // Maintenance still follows the hardware cost: 10% of $1M a year.
    [
      "lease: maintenance on the leased hardware",
      lease(24),
      { onPrem: { opex: { maintenancePct: 10 } } },
      (r) => r.breakdown.onPrem.maintenance,
      300_000,
    ],
    // Hybrid: 10 GPUs busy 24 h, half on the core at 24 h a day: 5 core GPUs, half of every payment.
    [
      "hybrid core pays its share of each payment",
      loan(36),
      {
        workload: { gpus: 10, gpuHoursPerDay: 24 },
        hybrid: { onPremPct: 50, cloudPct: 50, edgePct: 0, coreHoursPerDay: 24 },
      },
      (r) => r.months[1]!.hybrid,
      PAY / 2,
    ],
  ])("%s", (_, financing, patch, pick, expected) => near()(pick(computeTco(server(financing, patch))), expected));

  test("facility and migration stay cash at month 0", () => {
    const r = computeTco(
      server(lease(24), { onPrem: { capex: { facility: 50_000 } }, transition: { migrationCost: 20_000 } }),
    );
    expect(r.months[0]!.onPrem).toBe(70_000);
    // ROI divides by the investment at its cash price: the leased $1M, the facility and the migration.
    expect(r.roiPct).toBeCloseTo((r.savings.total / 1_070_000) * 100, 9);
  });

  test("without financing there is no financing line and no financing result", () => {
    const r = computeTco(scenario({ onPrem: { capex: { compute: 1e6 } } }));
    expect(r.breakdown.onPrem).not.toHaveProperty("financing");
    expect(r).not.toHaveProperty("financing");
  });
});

describe("after tax: interest and lease payments are deductible, principal is not", () => {
  // t = 21%, expensed: the $1M deduction is taken at month 0 whoever pays.
  const taxed = (financing: Financing) =>
    computeTco({ ...server(financing), tax: { ratePct: 21, depreciation: "expensed" } }).afterTax!;
  test.each<[string, Financing, (a: NonNullable<TcoResult["afterTax"]>) => number, number]>([
    // month 0: nothing paid, 0.21 × 1e6 shield
    [
      "loan, month 0: the deduction alone",
      loan(36),
      (a) => a.totals.onPrem - (36 * PAY - 0.21 * 128_109.157),
      -210_000,
    ],
    // paid 1,128,109.16 − 0.21 × (1e6 + 128,109.16)
    ["loan, total", loan(36), (a) => a.totals.onPrem, 1_128_109.157 - 0.21 * 1_128_109.157],
    // leased hardware is never depreciated: each $30,000 costs $23,700
    ["lease, total", lease(24), (a) => a.totals.onPrem, 36 * 30_000 * 0.79],
  ])("%s", (_, financing, pick, expected) => expect(pick(taxed(financing))).toBeCloseTo(expected, 2));

  test("straight-line under a loan: month 1 is the payment less the shield on its interest and depreciation", () => {
    const s = {
      ...server(loan(36)),
      tax: { ratePct: 21, depreciation: "straight-line" as const },
      assumptions: { ...server(loan(36)).assumptions, discountRatePct: 0 },
    };
    const r = computeTco(s);
    // 31,336.37 − 0.21 × (6,666.67 + 27,777.78)
    expect(r.afterTax!.totals.onPrem).toBeCloseTo(36 * PAY - 0.21 * (128_109.157 + 1e6), 2);
  });
});

describe("P&L: loan interest below EBITDA, lease payments above", () => {
  test("loan: year 1 interest is the interest in its 12 payments, and EBITDA carries none of it", () => {
    const s = server(loan(36));
    const year1 = profitAndLoss(s, computeTco(s).months)[0]!.owning;
    const i = 0.08 / 12;
    const interest = Array.from({ length: 12 }, (_, j) => i * loanBalance(1e6, i, PAY, j)).reduce((a, b) => a + b, 0);
    expect(year1.interest).toBeCloseTo(interest, 4);
    expect(year1.operatingExpense).toBeCloseTo(0, 6);
    expect(year1.capex).toBeCloseTo(12 * PAY - interest, 4);
    expect(year1.preTaxProfit).toBeCloseTo(-interest - 1e6 / 3, 4);
  });

  test("lease: the payments are operating expense and nothing is depreciated", () => {
    const s = server(lease(24));
    const year1 = profitAndLoss(s, computeTco(s).months)[0]!.owning;
    expect(year1).toMatchObject({
      capex: 0,
      operatingExpense: 360_000,
      leasePayments: 360_000,
      depreciation: 0,
      ebitda: -360_000,
    });
  });

  test("only a lease has a lease line", () => {
    for (const f of [undefined, loan(36)]) {
      const s = { ...server(loan(36)), financing: f };
      expect(profitAndLoss(s, computeTco(s).months)[0]!.owning.leasePayments).toBeUndefined();
    }
  });
});
