import { formatNumber } from "@/lib/format";
import type { PnlReconciliation } from "@/lib/tco";
import type { OptionLabels, Tax } from "@/lib/tco/types";
import { DEPRECIATION_IN_TEXT } from "./tax-labels";
import { optionActor } from "./words";

/**
 * One line of the reconciliation between owning's P&L and its total cost: `step` lines add or
 * subtract, a `result` line is what they come to.
 */
export interface ReconciliationLine {
  label: string;
  value: number;
  kind: "step" | "result";
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

/**
 * The reconciliation's title: owning, or the scenario's own name for its on-prem option.
 *
 * @example
 * reconciliationTitle();                          // "How the P&L meets the total cost of owning"
 * reconciliationTitle({ onPrem: "Enhanced host" }); // "How the P&L meets the total cost of Enhanced host"
 */
export function reconciliationTitle(labels?: OptionLabels): string {
  return `How the P&L meets the total cost of ${optionActor("onPrem", labels)}`;
}

/**
 * The reconciliation of owning's P&L with its total cost, as lines the page, the PDF and the
 * workbook print: where the capex went (depreciated, sold at the end, or still to be depreciated
 * after the horizon), then the P&L cost plus what is carried past the horizon, before and after
 * tax. The on-prem option goes by the scenario's own name for it where it has one.
 *
 * @example
 * // $1M server, 5-year lifetime, 3-year horizon, $100,000 a year to run
 * reconciliationLines(pnlReconciliation(years)).map((l) => l.value);
 * // [1,000,000, 600,000, 400,000, 900,000, 400,000, 1,300,000]
 * reconciliationLines(rec, { onPrem: "Enhanced host" }).at(-1)?.label; // "= total cost of Enhanced host (cash over the horizon)"
 */
export function reconciliationLines(rec: PnlReconciliation, labels?: OptionLabels): ReconciliationLine[] {
  const owning = optionActor("onPrem", labels);
  const whose = capital(possessive(owning));
  const lines: ReconciliationLine[] = [
    { label: "Capex paid over the horizon", value: rec.capex, kind: "step" },
    { label: "− book depreciation within the horizon", value: rec.depreciation, kind: "step" },
    ...(rec.residualCredit !== 0
      ? [
          {
            label: "− sold at the horizon's end for the residual value credit (its book value)",
            value: rec.residualCredit,
            kind: "step" as const,
          },
        ]
      : []),
    { label: "= book value still to be depreciated after the horizon", value: rec.bookValueCarried, kind: "result" },
    {
      label:
        rec.interest !== 0
          ? `${whose} P&L cost: operating expense + loan interest + book depreciation`
          : `${whose} P&L cost: operating expense + book depreciation`,
      value: rec.pnlCost,
      kind: "step",
    },
    { label: "+ book value still to be depreciated after the horizon", value: rec.bookValueCarried, kind: "step" },
    { label: `= total cost of ${owning} (cash over the horizon)`, value: rec.totalCost, kind: "result" },
  ];
  if (!rec.afterTax) return lines;
  return [
    ...lines,
    { label: `${whose} P&L cost after tax`, value: rec.afterTax.pnlCost, kind: "step" },
    { label: "+ book value still to be depreciated after the horizon", value: rec.bookValueCarried, kind: "step" },
    {
      label: "+ deferred tax asset left at the horizon's end (− a liability)",
      value: rec.afterTax.deferredTaxCarried,
      kind: "step",
    },
    { label: `= total cost of ${owning} after tax`, value: rec.afterTax.totalCost, kind: "result" },
  ];
}

/**
 * What the P&L books and what the tax return claims, in two sentences for the page and the PDF.
 *
 * @example
 * bookAndTaxSentence(3, { ratePct: 21, depreciation: "macrs-5" }, "en-US");
 * // "The books depreciate owned hardware and facility straight-line over the hardware's 3-year life; the tax return uses MACRS 5-year. …"
 */
export function bookAndTaxSentence(lifetimeYears: number, tax: Tax | undefined, locale?: string): string {
  const book =
    `The books depreciate owned hardware and facility straight-line over the hardware's ` +
    `${formatNumber(lifetimeYears, locale)}-year life`;
  if (!tax)
    return (
      `${book} (set a tax rate to choose the tax return's method). Running costs, migration and every cloud bill are ` +
      `operating expense; year 1 includes month 0.`
    );
  return (
    `${book}; the tax return uses ${DEPRECIATION_IN_TEXT[tax.depreciation]}. Where tax depreciation runs ahead of ` +
    `the books, more tax is saved now than the books show ` +
    ("and the difference builds a deferred tax liability; where it runs behind, a deferred tax asset. The after-tax " +
      "totals count the tax actually saved (current); year 1 includes month 0.")
  );
}
