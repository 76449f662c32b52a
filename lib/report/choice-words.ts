import type { CloudBilling, DepreciationMethod, Discounting, Financing } from "@/lib/tco/types";
import { DEPRECIATION_LABELS } from "@/lib/report/tax-labels";

/**
 * The words for the inputs that are stored as codes (`macrs-5`, `on-demand`): the PDF, the compare
 * page and its CSV and PDF, the workbook and the assumptions table all print these, so a reader
 * never meets a code the model uses internally. The editor's menus say the same thing at more
 * length (lib/input/fields.ts), with the reason for each choice.
 */
const CHOICE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "cloud.billing": { "on-demand": "On-demand", reserved: "Reserved" } satisfies Record<CloudBilling, string>,
  "assumptions.discounting": { annual: "Annual", monthly: "Monthly" } satisfies Record<Discounting, string>,
  "tax.depreciation": DEPRECIATION_LABELS satisfies Record<DepreciationMethod, string>,
  "financing.kind": { loan: "Loan", lease: "Operating lease" } satisfies Record<Financing["kind"], string>,
};

/**
 * An input's value in words when the input is a coded choice, else the value as it is (a name,
 * a currency code, a unit of work).
 *
 * @example
 * choiceWords("tax.depreciation", "macrs-5");  // "MACRS 5-year"
 * choiceWords("cloud.billing", "on-demand");   // "On-demand"
 * choiceWords("workload.unitName", "epoch");   // "epoch"
 */
export function choiceWords(path: string, value: string): string {
  return CHOICE_WORDS[path]?.[value] ?? value;
}
