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

/**
 * The energy and carbon figures the Summary sheet computes (contract, "Energy and carbon"), each
 * under `outputName(path)`: horizon kWh, tonnes CO2e and kg per demand GPU-hour of each option,
 * and the `carbon` cost line of each option's breakdown (0 without an internal carbon price).
 * Kept apart from OUTPUT_PATHS: a scenario without `carbon` has no such result to compare.
 */
export const CARBON_OUTPUT_PATHS = [
  "carbon.kwh.cloud",
  "carbon.kwh.onPrem",
  "carbon.kwh.hybrid",
  "carbon.tonnes.cloud",
  "carbon.tonnes.onPrem",
  "carbon.tonnes.hybrid",
  "carbon.kgPerGpuHour.cloud",
  "carbon.kgPerGpuHour.onPrem",
  "carbon.kgPerGpuHour.hybrid",
  "breakdown.cloud.carbon",
  "breakdown.onPrem.carbon",
  "breakdown.hybrid.carbon",
] as const;

export type CarbonOutputPath = (typeof CARBON_OUTPUT_PATHS)[number];
