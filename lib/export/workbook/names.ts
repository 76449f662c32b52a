/**
 * Defined names of the live workbook. Every input cell is named `in_` + its JSON path with `.` as
 * `_`, every headline figure `out_` + its result path the same way, so a finance model that links
 * to the workbook reads `in_workload_gpus` or `out_npv_onPrem`, never a cell address.
 */

/**
 * The defined name of an input.
 *
 * @example
 * inputName("onPrem.capex.compute"); // "in_onPrem_capex_compute"
 */
export function inputName(path: string): string {
  return `in_${path.replaceAll(".", "_")}`;
}

/**
 * The defined name of an output.
 *
 * @example
 * outputName("afterTax.npv.onPrem"); // "out_afterTax_npv_onPrem"
 */
export function outputName(path: string): string {
  return `out_${path.replaceAll(".", "_")}`;
}

/**
 * The result paths the Summary sheet computes as formulas, each under `outputName(path)`. Money
 * outputs agree with the engine to the cent; `roiPct` and `irrPct` are fractions shown as percent
 * (spreadsheet convention: 7.16 shows as 716.0%).
 */
export const OUTPUT_PATHS = [
  "totals.cloud",
  "totals.onPrem",
  "totals.hybrid",
  "npv.cloud",
  "npv.onPrem",
  "npv.hybrid",
  "savings.total",
  "savings.npv",
  "breakEvenMonth",
  "hybridBreakEvenMonth",
  "roiPct",
  "irrPct",
  "recommendation",
  "afterTax.totals.cloud",
  "afterTax.totals.onPrem",
  "afterTax.totals.hybrid",
  "afterTax.npv.cloud",
  "afterTax.npv.onPrem",
  "afterTax.npv.hybrid",
  "afterTax.savings.total",
  "afterTax.savings.npv",
  "afterTax.breakEvenMonth",
  "financing.paid",
  "financing.interest",
] as const;

export type OutputPath = (typeof OUTPUT_PATHS)[number];
