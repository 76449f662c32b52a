import type { ProfitAndLossYear } from "@/lib/tco";

/**
 * One line of the P&L comparison table: a label, its amount in each year and over the horizon.
 * `kind` says how to show it: a cost line, a subtotal (an effect on EBITDA or profit), or a cash
 * line that is not part of the P&L at all.
 */
export interface PnlRow {
  section: "Owning" | "Renting" | "Owning against renting";
  label: string;
  byYear: number[];
  total: number;
  kind: "cost" | "effect" | "cash";
}

const row = (section: PnlRow["section"], label: string, kind: PnlRow["kind"], byYear: number[]): PnlRow => ({
  section,
  label,
  kind,
  byYear,
  total: byYear.reduce((sum, v) => sum + v, 0),
});

/**
 * The rows of the P&L table, in the order the page, the PDF and the workbook show them. Costs are
 * positive; effects on EBITDA and pre-tax profit are negative for a cost; the comparison rows are
 * owning's effect minus renting's, so positive means owning leaves the line higher. The gain on
 * disposal is listed only when there is one.
 *
 * @example
 * // $1M server over 3 years, $100,000 a year to run, $600,000 a year of cloud
 * pnlRows(profitAndLoss(s, months)).find((r) => r.label === "Effect on EBITDA" && r.section === "Owning")?.byYear;
 * // [-100,000, -100,000, -100,000]
 */
export function pnlRows(years: readonly ProfitAndLossYear[]): PnlRow[] {
  const owning = (pick: (y: ProfitAndLossYear["owning"]) => number) => years.map((y) => pick(y.owning));
  const renting = (pick: (y: ProfitAndLossYear["renting"]) => number) => years.map((y) => pick(y.renting));
  const gain = owning((o) => o.gainOnDisposal);
  return [
    row("Owning", "Capex paid (cash, on the balance sheet)", "cash", owning((o) => o.capex)),
    row("Owning", "Operating expense", "cost", owning((o) => o.operatingExpense)),
    row("Owning", "Effect on EBITDA", "effect", owning((o) => o.ebitda)),
    row("Owning", "Depreciation (below EBITDA)", "cost", owning((o) => o.depreciation)),
    ...(gain.some((g) => g !== 0) ? [row("Owning", "Gain on disposal (residual value − tax basis left)", "cost", gain)] : []),
    row("Owning", "Effect on pre-tax profit", "effect", owning((o) => o.preTaxProfit)),
    row("Renting", "Operating expense", "cost", renting((r) => r.operatingExpense)),
    row("Renting", "Effect on EBITDA", "effect", renting((r) => r.ebitda)),
    row("Renting", "Effect on pre-tax profit", "effect", renting((r) => r.preTaxProfit)),
    row("Owning against renting", "EBITDA, owning minus renting", "effect", years.map((y) => y.owning.ebitda - y.renting.ebitda)),
    row("Owning against renting", "Pre-tax profit, owning minus renting", "effect", years.map((y) => y.owning.preTaxProfit - y.renting.preTaxProfit)),
  ];
}

/**
 * The one-line conclusion of the P&L view, in the words finance uses.
 *
 * @example
 * pnlSentence(rows, (v) => formatMoneyCompact(v, "USD", "en-US")); // "Capex moves cost below EBITDA: over the horizon owning leaves EBITDA $1.5M higher than renting, and pre-tax profit $0.5M higher."
 */
export function pnlSentence(rows: readonly PnlRow[], money: (v: number) => string): string {
  const total = (label: string) => rows.find((r) => r.label === label)?.total ?? 0;
  const ebitda = total("EBITDA, owning minus renting");
  const profit = total("Pre-tax profit, owning minus renting");
  const way = (v: number) => `${money(Math.abs(v))} ${v >= 0 ? "higher" : "lower"}`;
  return `Capex moves cost below EBITDA: over the horizon owning leaves EBITDA ${way(ebitda)} than renting, and pre-tax profit ${way(profit)}.`;
}
