import { describe, expect, test } from "vitest";
import type { PnlReconciliation } from "@/lib/tco";
import { reconciliationLines, reconciliationTitle } from "./pnl-reconciliation-lines";

const rec: PnlReconciliation = {
  capex: 1_000_000,
  depreciation: 600_000,
  residualCredit: 0,
  bookValueCarried: 400_000,
  operatingExpense: 300_000,
  interest: 0,
  pnlCost: 900_000,
  totalCost: 1_300_000,
  afterTax: { pnlCost: 700_000, deferredTaxCarried: 20_000, totalCost: 1_120_000 },
};

describe("the P&L reconciliation's words", () => {
  test("owning, without names for the options", () => {
    expect(reconciliationTitle()).toBe("How the P&L meets the total cost of owning");
    const labels = reconciliationLines(rec).map((l) => l.label);
    expect(labels).toContain("= total cost of owning (cash over the horizon)");
    expect(labels).toContain("Owning's P&L cost: operating expense + book depreciation");
    expect(labels).toContain("= total cost of owning after tax");
  });

  test.each([
    ["Enhanced host", "Enhanced host's"],
    ["Own racks", "Own racks'"],
  ])("the scenario's own name for its on-prem option: %s", (name, whose) => {
    expect(reconciliationTitle({ onPrem: name })).toBe(`How the P&L meets the total cost of ${name}`);
    const labels = reconciliationLines(rec, { onPrem: name }).map((l) => l.label);
    expect(labels).toContain(`= total cost of ${name} (cash over the horizon)`);
    expect(labels).toContain(`${whose} P&L cost: operating expense + book depreciation`);
    expect(labels).toContain(`${whose} P&L cost after tax`);
    expect(labels).toContain(`= total cost of ${name} after tax`);
    expect(labels.join(" ")).not.toMatch(/owning/i);
  });
});
