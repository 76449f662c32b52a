import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco/compute";
import { profitAndLoss } from "@/lib/tco/profit-and-loss";
import { scenario } from "@/scripts/test-support/tco";
import type { Financing, Scenario } from "@/lib/tco/types";
import { presets } from "@/lib/tco/presets";
import { bookAndTaxSentence } from "./pnl-reconciliation-lines";
import { pnlRows, pnlSentence } from "./pnl-rows";

// A $1M server, lifetime and horizon 3 years, nothing else to run.
const server = (financing?: Financing): Scenario => {
  const s = scenario({ horizonYears: 3 });
  return {
    ...s,
    onPrem: { ...s.onPrem, capex: { ...s.onPrem.capex, compute: 1_000_000, storage: 0, network: 0 }, lifetimeYears: 3 },
    ...(financing && { financing }),
  };
};
const owningRows = (s: Scenario) =>
  pnlRows(profitAndLoss(s, computeTco(s).months)).filter((r) => r.section === "Owning");

describe("how the hardware is paid shows in the P&L rows", () => {
  test.each([
    ["cash: no financing lines", undefined, [] as string[]],
    [
      "a loan: its interest below EBITDA",
      { kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 } as const,
      ["Loan interest (below EBITDA)"],
    ],
    [
      "a lease: its payments, part of operating expense",
      { kind: "lease", monthlyRatePct: 3, termMonths: 24 } as const,
      ["of which lease payments (above EBITDA)"],
    ],
  ])("%s", (_, f, expected) => {
    const labels = owningRows(server(f)).map((r) => r.label);
    expect(labels.filter((l) => /lease|interest/i.test(l))).toEqual(expected);
  });

  test("the lease line sits between operating expense and EBITDA and holds $30,000 × 12 a year", () => {
    const rows = owningRows(server({ kind: "lease", monthlyRatePct: 3, termMonths: 24 }));
    const at = rows.findIndex((r) => r.label === "of which lease payments (above EBITDA)");
    expect(rows[at - 1]?.label).toBe("Operating expense");
    expect(rows[at + 1]?.label).toBe("Effect on EBITDA");
    expect(rows[at]?.byYear).toEqual([360_000, 360_000, 360_000]);
    expect(rows[at]?.kind).toBe("memo");
  });

  test("loan interest: $128,109 over the 36 payments, below EBITDA", () => {
    const rows = owningRows(server({ kind: "loan", ratePct: 8, downPaymentPct: 0, termMonths: 36 }));
    const interest = rows.find((r) => r.label === "Loan interest (below EBITDA)");
    expect(interest?.total).toBeCloseTo(128_109.16, 1);
    expect(rows.findIndex((r) => r.label === "Loan interest (below EBITDA)")).toBeGreaterThan(
      rows.findIndex((r) => r.label === "Effect on EBITDA"),
    );
  });
});

describe("the P&L sentence names the scenario's options", () => {
  const money = (v: number) => `$${Math.round(v)}`;
  test.each([
    [undefined, "over the horizon owning leaves EBITDA $329 higher than renting"],
    [
      { cloud: "Standard host", onPrem: "Enhanced host" },
      "over the horizon Enhanced host leaves EBITDA $329 higher than Standard host",
    ],
  ])("with labels %j", (labels, words) => {
    const s = presets.find((p) => p.slug === "cost-per-epoch")!.scenario;
    const rows = pnlRows(profitAndLoss(s, computeTco(s).months), undefined, labels);
    expect(pnlSentence(rows, money, labels)).toContain(words);
  });
});

describe("a scenario that names its options has its P&L headed by those names", () => {
  const epoch = presets.find((p) => p.slug === "cost-per-epoch")!.scenario;
  test.each([
    [undefined, ["Owning", "Renting", "Owning against renting"], "EBITDA, owning minus renting"],
    [
      epoch.labels,
      ["Enhanced host", "Standard host", "Enhanced host against Standard host"],
      "EBITDA, Enhanced host minus Standard host",
    ],
  ])("labels %j", (labels, headings, against) => {
    const rows = pnlRows(profitAndLoss(epoch, computeTco(epoch).months), undefined, labels);
    expect([...new Set(rows.map((r) => r.heading))]).toEqual(headings);
    expect(rows.map((r) => r.label)).toContain(against);
  });
});

describe("the P&L sentence says what moves, by how the hardware is paid", () => {
  const money = (v: number) => `$${Math.round(v)}`;
  test.each([
    [undefined, /^Capex moves cost below EBITDA: /],
    ["loan", /^Capex and loan interest move cost below EBITDA: /],
    ["lease", /^Leased hardware stays above EBITDA, its payments operating expense: /],
  ] as const)("%s", (financing, words) => {
    const s = presets.find((p) => p.slug === "cost-per-epoch")!.scenario;
    const rows = pnlRows(profitAndLoss(s, computeTco(s).months));
    expect(pnlSentence(rows, money, undefined, financing)).toMatch(words);
  });
});

describe("the tax method reads in lower case inside a sentence", () => {
  test.each([
    [
      "straight-line",
      "the tax return uses straight-line.",
      "Tax depreciation, straight-line (on the tax return, not in the P&L)",
    ],
    [
      "macrs-5",
      "the tax return uses MACRS 5-year.",
      "Tax depreciation, MACRS 5-year (on the tax return, not in the P&L)",
    ],
    [
      "expensed",
      "the tax return uses expensing in the year bought.",
      "Tax depreciation, expensing in the year bought (on the tax return, not in the P&L)",
    ],
  ] as const)("%s", (depreciation, sentence, label) => {
    const tax = { ratePct: 21, depreciation };
    expect(bookAndTaxSentence(3, tax, "en-US")).toContain(sentence);
    const s = { ...scenario(), tax };
    expect(pnlRows(profitAndLoss(s, computeTco(s).months), tax).map((r) => r.label)).toContain(label);
  });
});
