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
  /** The section as the table heads it: the scenario's own option names where it has them. */
  heading: string;
  label: string;
  byYear: number[];
  /** The horizon's sum; for a balance, its value at the end. */
  total: number;
  kind: "cost" | "effect" | "memo";
}

/**
 * A P&L section's heading: owning and renting, or the scenario's own names for its options where it
 * has them (two rented hosts are not owning and renting).
 *
 * @example
 * pnlHeading("Owning against renting");                                                // "Owning against renting"
 * pnlHeading("Owning against renting", { cloud: "Standard host", onPrem: "Enhanced host" }); // "Enhanced host against Standard host"
 */
export function pnlHeading(section: PnlRow["section"], labels?: OptionLabels): string {
  const owning = optionActor("onPrem", labels);
  const renting = optionActor("cloud", labels);
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  if (section === "Owning") return capital(owning);
  if (section === "Renting") return capital(renting);
  return capital(`${owning} against ${renting}`);
}

const row = (
  section: PnlRow["section"],
  label: string,
  kind: PnlRow["kind"],
  byYear: number[],
  total = byYear.reduce((sum, v) => sum + v, 0),
  labels?: OptionLabels,
): PnlRow => ({
  section,
  heading: pnlHeading(section, labels),
  label,
  kind,
  byYear,
  total,
});

function owningTaxRows(years: readonly ProfitAndLossYear[], tax: Tax, labels?: OptionLabels): PnlRow[] {
  const pick = (f: (t: TaxYear) => number) => years.map((y) => (y.owning.tax ? f(y.owning.tax) : 0));
  const line = (label: string, kind: PnlRow["kind"], f: (t: TaxYear) => number) =>
    row("Owning", label, kind, pick(f), undefined, labels);
  const balance = pick((t) => t.deferredTaxBalance);
  const depreciation = `Tax depreciation, ${DEPRECIATION_IN_TEXT[tax.depreciation]} (on the tax return, not in the P&L)`;
  return [
    line(depreciation, "memo", (t) => t.taxDepreciation),
    line("Current tax saved (by the tax depreciation)", "cost", (t) => t.currentTaxSaved),
    line("Deferred tax (book − tax timing × rate)", "cost", (t) => t.deferredTaxSaved),
    line("Effect on profit after tax", "effect", (t) => t.afterTaxProfit),
    row("Owning", "Deferred tax asset at year end (− a liability)", "memo", balance, balance.at(-1) ?? 0, labels),
  ];
}

/**
 * The rows of the P&L table, in the order the page, the PDF and the workbook show them. Costs are
 * positive; effects on EBITDA and profit are negative for a cost; tax saved is positive; the
 * comparison rows are owning's effect minus renting's, so positive means owning leaves the line
 * higher. With `tax`, the tax rows follow each option's pre-tax profit. A loan adds its interest
 * below EBITDA; a lease, the part of operating expense that is its payments. With `labels`, the
 * headings and the comparison rows say the scenario's own option names.
 *
 * @example
 * // $1M server over 3 years, $100,000 a year to run, $600,000 a year of cloud
 * pnlRows(profitAndLoss(s, months)).find((r) => r.label === "Effect on EBITDA" && r.section === "Owning")?.byYear;
 * // [-100,000, -100,000, -100,000]
 */
export function pnlRows(years: readonly ProfitAndLossYear[], tax?: Tax, labels?: OptionLabels): PnlRow[] {
  type Owning = ProfitAndLossYear["owning"];
  type Renting = ProfitAndLossYear["renting"];
  type Kind = PnlRow["kind"];
  const line = (section: PnlRow["section"], label: string, kind: Kind, value: (y: ProfitAndLossYear) => number) =>
    row(section, label, kind, years.map(value), undefined, labels);
  const owning = (label: string, kind: Kind, pick: (o: Owning) => number) =>
    line("Owning", label, kind, (y) => pick(y.owning));
  const renting = (label: string, kind: Kind, pick: (r: Renting) => number) =>
    line("Renting", label, kind, (y) => pick(y.renting));
  const against = (label: string, pick: (o: Owning | Renting) => number) =>
    line("Owning against renting", label, "effect", (y) => pick(y.owning) - pick(y.renting));
  // A line only some scenarios have (a lease, a loan, tax) is shown only when they have it.
  const when = (shown: boolean | undefined, ...rows: PnlRow[]) => (shown ? rows : []);
  const withTax = tax && years.every((y) => y.owning.tax && y.renting.tax);
  const afterTax = (y: Owning | Renting) => y.tax?.afterTaxProfit ?? 0;
  const minus = `${optionActor("onPrem", labels)} minus ${optionActor("cloud", labels)}`;
  return [
    owning("Capex paid (cash, on the balance sheet)", "memo", (o) => o.capex),
    owning("Operating expense", "cost", (o) => o.operatingExpense),
    ...when(
      years.some((y) => y.owning.leasePayments !== undefined),
      owning("of which lease payments (above EBITDA)", "memo", (o) => o.leasePayments ?? 0),
    ),
    owning("Effect on EBITDA", "effect", (o) => o.ebitda),
    owning("Book depreciation, straight-line (below EBITDA)", "cost", (o) => o.depreciation),
    ...when(
      years.some((y) => y.owning.interest !== undefined),
      owning("Loan interest (below EBITDA)", "cost", (o) => o.interest ?? 0),
    ),
    owning("Effect on pre-tax profit", "effect", (o) => o.preTaxProfit),
    ...(withTax ? owningTaxRows(years, tax, labels) : []),
    renting("Operating expense", "cost", (r) => r.operatingExpense),
    renting("Effect on EBITDA", "effect", (r) => r.ebitda),
    renting("Effect on pre-tax profit", "effect", (r) => r.preTaxProfit),
    ...when(
      withTax,
      renting("Tax saved (all current)", "cost", (r) => r.tax?.currentTaxSaved ?? 0),
      renting("Effect on profit after tax", "effect", afterTax),
    ),
    against(`EBITDA, ${minus}`, (y) => y.ebitda),
    against(`Pre-tax profit, ${minus}`, (y) => y.preTaxProfit),
    ...when(withTax, against(`Profit after tax, ${minus}`, afterTax)),
  ];
}

/**
 * What the P&L view shows moving, by how the hardware is paid: bought (in cash or by loan) its cost
 * leaves EBITDA as depreciation, a loan's interest with it; leased, its payments stay operating expense.
 *
 * @example
 * pnlLead(undefined); // "Capex moves cost below EBITDA"
 * pnlLead("lease"); // "Leased hardware stays above EBITDA"
 * `P&L view: ${pnlLead("loan", "title")}`; // "P&L view: capex and loan interest move cost below EBITDA"
 */
export function pnlLead(financing: "loan" | "lease" | undefined, as: "sentence" | "title" = "sentence"): string {
  const lead =
    financing === "lease"
      ? "Leased hardware stays above EBITDA"
      : financing === "loan"
        ? "Capex and loan interest move cost below EBITDA"
        : "Capex moves cost below EBITDA";
  return as === "title" ? lead.charAt(0).toLowerCase() + lead.slice(1) : lead;
}

/**
 * The one-line conclusion of the P&L view, in the words finance uses.
 *
 * @example
 * pnlSentence(rows, (v) => formatMoneyCompact(v, "USD", "en-US")); // "Capex moves cost below EBITDA: over the horizon owning leaves EBITDA $1.5M higher than renting, and pre-tax profit $0.5M higher."
 * pnlSentence(rows, money, { cloud: "Standard host", onPrem: "Enhanced host" }); // "…: over the horizon Enhanced host leaves EBITDA $526 lower than Standard host, …"
 */
export function pnlSentence(
  rows: readonly PnlRow[],
  money: (v: number) => string,
  labels?: OptionLabels,
  financing?: "loan" | "lease",
): string {
  const against = (lead: string) =>
    rows.find((r) => r.section === "Owning against renting" && r.label.startsWith(lead));
  const ebitda = against("EBITDA, ")?.total ?? 0;
  const profit = against("Pre-tax profit, ")?.total ?? 0;
  const afterTax = against("Profit after tax, ");
  const way = (v: number) => `${money(Math.abs(v))} ${v >= 0 ? "higher" : "lower"}`;
  const tail = afterTax
    ? `, pre-tax profit ${way(profit)} and profit after tax ${way(afterTax.total)}`
    : `, and pre-tax profit ${way(profit)}`;
  const lead = financing === "lease" ? `${pnlLead(financing)}, its payments operating expense` : pnlLead(financing);
  return (
    `${lead}: over the horizon ${optionActor("onPrem", labels)} leaves EBITDA ${way(ebitda)} than ` +
    `${optionActor("cloud", labels)}${tail}.`
  );
}
