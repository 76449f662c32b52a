import type { ProfitAndLossYear, TaxYear } from "@/lib/tco";
import type { OptionLabels, Tax } from "@/lib/tco/types";
import { optionActor } from "./words";
import { DEPRECIATION_IN_TEXT } from "./tax-labels";

/**
 * One line of the P&L comparison table: a label, its amount in each year and over the horizon.
 * `kind` says how to show it: a cost line, a subtotal (an effect on EBITDA or profit), or a memo
 * line that is not part of the P&L (cash paid, depreciation claimed on the tax return, a balance).
 */
export interface PnlRow {
  section: "Owning" | "Renting" | "Owning against renting";
  label: string;
  byYear: number[];
  /** The horizon's sum; for a balance, its value at the end. */
  total: number;
  kind: "cost" | "effect" | "memo";
}

const row = (
  section: PnlRow["section"],
  label: string,
  kind: PnlRow["kind"],
  byYear: number[],
  total = byYear.reduce((sum, v) => sum + v, 0),
): PnlRow => ({
  section,
  label,
  kind,
  byYear,
  total,
});

function owningTaxRows(years: readonly ProfitAndLossYear[], tax: Tax): PnlRow[] {
  const pick = (f: (t: TaxYear) => number) => years.map((y) => (y.owning.tax ? f(y.owning.tax) : 0));
  const balance = pick((t) => t.deferredTaxBalance);
  return [
    row(
      "Owning",
      `Tax depreciation, ${DEPRECIATION_IN_TEXT[tax.depreciation]} (on the tax return, not in the P&L)`,
      "memo",
      pick((t) => t.taxDepreciation),
    ),
    row(
      "Owning",
      "Current tax saved (by the tax depreciation)",
      "cost",
      pick((t) => t.currentTaxSaved),
    ),
    row(
      "Owning",
      "Deferred tax (book − tax timing × rate)",
      "cost",
      pick((t) => t.deferredTaxSaved),
    ),
    row(
      "Owning",
      "Effect on profit after tax",
      "effect",
      pick((t) => t.afterTaxProfit),
    ),
    row("Owning", "Deferred tax asset at year end (− a liability)", "memo", balance, balance.at(-1) ?? 0),
  ];
}

/**
 * The rows of the P&L table, in the order the page, the PDF and the workbook show them. Costs are
 * positive; effects on EBITDA and profit are negative for a cost; tax saved is positive; the
 * comparison rows are owning's effect minus renting's, so positive means owning leaves the line
 * higher. With `tax`, the tax rows follow each option's pre-tax profit. A loan adds its interest
 * below EBITDA; a lease, the part of operating expense that is its payments.
 *
 * @example
 * // $1M server over 3 years, $100,000 a year to run, $600,000 a year of cloud
 * pnlRows(profitAndLoss(s, months)).find((r) => r.label === "Effect on EBITDA" && r.section === "Owning")?.byYear;
 * // [-100,000, -100,000, -100,000]
 */
export function pnlRows(years: readonly ProfitAndLossYear[], tax?: Tax): PnlRow[] {
  const owning = (pick: (y: ProfitAndLossYear["owning"]) => number) => years.map((y) => pick(y.owning));
  const renting = (pick: (y: ProfitAndLossYear["renting"]) => number) => years.map((y) => pick(y.renting));
  const withTax = tax && years.every((y) => y.owning.tax && y.renting.tax);
  const afterTax = (y: ProfitAndLossYear["owning"] | ProfitAndLossYear["renting"]) => y.tax?.afterTaxProfit ?? 0;
  return [
    row(
      "Owning",
      "Capex paid (cash, on the balance sheet)",
      "memo",
      owning((o) => o.capex),
    ),
    row(
      "Owning",
      "Operating expense",
      "cost",
      owning((o) => o.operatingExpense),
    ),
    ...(years.some((y) => y.owning.leasePayments !== undefined)
      ? [
          row(
            "Owning",
            "of which lease payments (above EBITDA)",
            "memo",
            owning((o) => o.leasePayments ?? 0),
          ),
        ]
      : []),
    row(
      "Owning",
      "Effect on EBITDA",
      "effect",
      owning((o) => o.ebitda),
    ),
    row(
      "Owning",
      "Book depreciation, straight-line (below EBITDA)",
      "cost",
      owning((o) => o.depreciation),
    ),
    ...(years.some((y) => y.owning.interest !== undefined)
      ? [
          row(
            "Owning",
            "Loan interest (below EBITDA)",
            "cost",
            owning((o) => o.interest ?? 0),
          ),
        ]
      : []),
    row(
      "Owning",
      "Effect on pre-tax profit",
      "effect",
      owning((o) => o.preTaxProfit),
    ),
    ...(withTax ? owningTaxRows(years, tax) : []),
    row(
      "Renting",
      "Operating expense",
      "cost",
      renting((r) => r.operatingExpense),
    ),
    row(
      "Renting",
      "Effect on EBITDA",
      "effect",
      renting((r) => r.ebitda),
    ),
    row(
      "Renting",
      "Effect on pre-tax profit",
      "effect",
      renting((r) => r.preTaxProfit),
    ),
    ...(withTax
      ? [
          row(
            "Renting",
            "Tax saved (all current)",
            "cost",
            renting((r) => r.tax?.currentTaxSaved ?? 0),
          ),
          row("Renting", "Effect on profit after tax", "effect", renting(afterTax)),
        ]
      : []),
    row(
      "Owning against renting",
      "EBITDA, owning minus renting",
      "effect",
      years.map((y) => y.owning.ebitda - y.renting.ebitda),
    ),
    row(
      "Owning against renting",
      "Pre-tax profit, owning minus renting",
      "effect",
      years.map((y) => y.owning.preTaxProfit - y.renting.preTaxProfit),
    ),
    ...(withTax
      ? [
          row(
            "Owning against renting",
            "Profit after tax, owning minus renting",
            "effect",
            years.map((y) => afterTax(y.owning) - afterTax(y.renting)),
          ),
        ]
      : []),
  ];
}

/**
 * The one-line conclusion of the P&L view, in the words finance uses.
 *
 * @example
 * pnlSentence(rows, (v) => formatMoneyCompact(v, "USD", "en-US")); // "Capex moves cost below EBITDA: over the horizon owning leaves EBITDA $1.5M higher than renting, and pre-tax profit $0.5M higher."
 * pnlSentence(rows, money, { cloud: "Standard host", onPrem: "Enhanced host" }); // "…: over the horizon Enhanced host leaves EBITDA $526 lower than Standard host, …"
 */
export function pnlSentence(rows: readonly PnlRow[], money: (v: number) => string, labels?: OptionLabels): string {
  const total = (label: string) => rows.find((r) => r.label === label)?.total ?? 0;
  const ebitda = total("EBITDA, owning minus renting");
  const profit = total("Pre-tax profit, owning minus renting");
  const afterTax = rows.find((r) => r.label === "Profit after tax, owning minus renting");
  const way = (v: number) => `${money(Math.abs(v))} ${v >= 0 ? "higher" : "lower"}`;
  const tail = afterTax
    ? `, pre-tax profit ${way(profit)} and profit after tax ${way(afterTax.total)}`
    : `, and pre-tax profit ${way(profit)}`;
  return `Capex moves cost below EBITDA: over the horizon ${optionActor("onPrem", labels)} leaves EBITDA ${way(ebitda)} than ${optionActor("cloud", labels)}${tail}.`;
}
