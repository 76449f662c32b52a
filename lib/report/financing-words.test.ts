import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco/compute";
import { scenario } from "@/scripts/test-support/tco";
import type { Financing, Scenario } from "@/lib/tco/types";
import { financingPreview, irrBasis, paymentPhrase, purchaseTerms } from "./financing-words";

// A $1M server and nothing else, lifetime 3 years. Loan at 8% over 36 months:
// pay = 1e6 × (0.08/12) / (1 − (1 + 0.08/12)^−36) = 31,336.37; interest over 36 payments 128,109.16.
const server = (financing: Financing | undefined, horizonYears = 3, lifetimeYears = 3): Scenario => {
  const s = scenario({ horizonYears });
  return {
    ...s,
    onPrem: { ...s.onPrem, capex: { ...s.onPrem.capex, compute: 1_000_000, storage: 0, network: 0 }, lifetimeYears },
    ...(financing && { financing }),
  };
};
const loan = (termMonths: number, ratePct = 8, downPaymentPct = 0): Financing => ({
  kind: "loan",
  ratePct,
  downPaymentPct,
  termMonths,
});
const lease = (termMonths: number, monthlyRatePct = 3): Financing => ({ kind: "lease", monthlyRatePct, termMonths });

describe("each hardware purchase under its financing", () => {
  test.each([
    ["cash: all of it when bought", undefined, 3, { kind: "cash", purchases: 1, upfront: 1e6, monthly: 0, months: 0 }],
    ["loan, 8%, 36 months", loan(36), 3, { kind: "loan", purchases: 1, upfront: 0, monthly: 31_336.37, months: 36 }],
    [
      "loan, 20% down: the payment on $800,000",
      loan(36, 8, 20),
      3,
      { kind: "loan", purchases: 1, upfront: 200_000, monthly: 25_069.09, months: 36 },
    ],
    ["loan at 0%: a 36th", loan(36, 0), 3, { kind: "loan", purchases: 1, upfront: 0, monthly: 27_777.78, months: 36 }],
    ["lease at 3% a month", lease(24), 3, { kind: "lease", purchases: 1, upfront: 0, monthly: 30_000, months: 24 }],
    [
      "a 6-year horizon buys twice (refresh at month 36)",
      loan(36),
      6,
      { kind: "loan", purchases: 2, upfront: 0, monthly: 31_336.37, months: 36 },
    ],
  ])("%s", (_, f, horizon, expected) => {
    const t = purchaseTerms(server(f, horizon));
    expect(t.purchase).toBe(1e6);
    expect({ ...t, monthly: Math.round(t.monthly * 100) / 100 }).toEqual({ ...expected, purchase: 1e6 });
  });
});

describe("the phrase that says how the hardware is paid", () => {
  test.each([
    [undefined, "Hardware paid in cash"],
    [loan(36), "Hardware on a 36-month loan at 8% APR"],
    [loan(60, 6.75, 20), "Hardware on a 60-month loan at 6.75% APR, 20% down"],
    [lease(24, 2.5), "Hardware on a 24-month operating lease at 2.5% of its cost a month"],
  ])("%j", (f, expected) => expect(paymentPhrase(f, "en-US")).toBe(expected));

  test("a scenario with no hardware is not said to pay for it in cash", () => {
    expect(paymentPhrase(undefined, "en-US", 0)).toBe("No hardware to pay for");
    expect(paymentPhrase(undefined, "en-US", 250_000)).toBe("Hardware paid in cash");
  });
});

describe("the preview under the financing terms", () => {
  test("cash shows nothing", () => {
    const s = server(undefined);
    expect(financingPreview(s, computeTco(s), "en-US")).toEqual({ figures: [], sentence: "" });
  });

  test.each([
    [
      "a 36-month loan at 8%: 36 payments, $128,109 of interest",
      loan(36),
      3,
      [
        { label: "Monthly payment per purchase", value: "$31,336" },
        { label: "Total interest", value: "$128,109" },
      ],
      "Each $1M hardware purchase (1 in the horizon) is paid $31,336 a month for 36 months.",
    ],
    [
      // 24 payments, then 360,236.02 paid off: interest 24 × 31,336.37 + 360,236.02 − 1e6 = 112,308.79
      "the horizon ends first: the payoff saves the last year's interest",
      loan(36),
      2,
      [
        { label: "Monthly payment per purchase", value: "$31,336" },
        { label: "Total interest", value: "$112,309" },
      ],
      "Each $1M hardware purchase (1 in the horizon) is paid $31,336 a month for 36 months.",
    ],
    [
      "20% down",
      loan(36, 8, 20),
      3,
      [
        { label: "Monthly payment per purchase", value: "$25,069" },
        { label: "Total interest", value: "$102,487" },
      ],
      "Each $1M hardware purchase (1 in the horizon) is paid $200,000 down, then $25,069 a month for 36 months.",
    ],
    [
      // 36 months at $30,000 (12 on after the 24-month term, until month 36): 1.08M for $1M of hardware
      "a 24-month lease runs on until the hardware is replaced",
      lease(24),
      3,
      [
        { label: "Monthly lease payment per purchase", value: "$30,000" },
        { label: "Paid beyond the hardware's cost", value: "$80,000" },
      ],
      "Each $1M hardware purchase (1 in the horizon) is leased for $30,000 a month, 24 months or until it is replaced.",
    ],
    [
      // Two purchases (month 0 and the refresh at 36), each 36 payments: interest twice 128,109.16
      "a refresh is financed the same way",
      loan(36),
      6,
      [
        { label: "Monthly payment per purchase", value: "$31,336" },
        { label: "Total interest", value: "$256,218" },
      ],
      "Each $1M hardware purchase (2 in the horizon, refreshes included) is paid $31,336 a month for 36 months.",
    ],
  ])("%s", (_, f, horizon, figures, sentence) => {
    const s = server(f, horizon);
    expect(financingPreview(s, computeTco(s), "en-US")).toEqual({ figures, sentence });
  });
});

// Issue 33: IRR of 3,955% under a loan beside ROI on the cash price, with no word on why.
describe("IRR says its basis under financing", () => {
  test.each([
    [undefined, null],
    [
      { kind: "loan", ratePct: 8, downPaymentPct: 20, termMonths: 36 } as const,
      "On the loan's cash flows: month 0 pays only its down payment",
    ],
    [
      { kind: "lease", monthlyRatePct: 3, termMonths: 36 } as const,
      "On the lease's cash flows: month 0 pays for no hardware",
    ],
  ])("%j", (financing, words) => {
    expect(irrBasis(financing)).toBe(words);
    // And the figure it explains is indeed far above the cash purchase's.
    if (financing)
      expect(computeTco(server(financing)).irrPct ?? Infinity).not.toBe(computeTco(server(undefined)).irrPct);
  });
});
