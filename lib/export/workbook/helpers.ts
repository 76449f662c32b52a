import type ExcelJS from "exceljs";
import { ENUM_WORDS } from "./inputs-sheet";
import { inputName } from "./names";
import { define, styleHeader, type Formats, type Namespace } from "./style";

const i = inputName;
/** An enum input's words for `codes`, quoted and comma-separated: the array constant a MATCH reads. */
const enumList = (path: string, codes: string[]) => codes.map((code) => `"${ENUM_WORDS[path]![code]}"`).join(",");

/**
 * The figures every month's formulas share, each a formula over the inputs in a named cell at the
 * top of the Model sheet (`h_` + its key). The purchase schedule below them lists month 0 and
 * each refresh: purchase k of the hardware is bought at ⌈k × L⌉ (ignoring floating-point noise
 * below a relative 1e-9, as the engine does) while that month is before the horizon's end.
 */
export const HELPERS: readonly { key: string; label: string; formula: string; format: keyof Formats | "count" }[] = [
  { key: "N", label: "Months in the horizon (N)", formula: `12*${i("horizonYears")}`, format: "count" },
  { key: "days", label: "Days in a month", formula: `${i("assumptions.hoursPerMonth")}/24`, format: "number" },
  { key: "L", label: "Hardware lifetime in months (L)", formula: `12*${i("onPrem.lifetimeYears")}`, format: "number" },
  {
    key: "hw",
    label: "Hardware capex (compute + storage + network)",
    formula: `${i("onPrem.capex.compute")}+${i("onPrem.capex.storage")}+${i("onPrem.capex.network")}`,
    format: "whole",
  },
  {
    key: "investment",
    label: "Investment at its cash price (capex + migration), ROI's denominator whatever the financing",
    formula: `h_hw+${i("onPrem.capex.facility")}+${i("transition.migrationCost")}`,
    format: "whole",
  },
  {
    key: "rate",
    label: "Cloud price per billed GPU-hour after discount",
    formula: `${i("cloud.pricePerGpuHour")}*(1-${i("cloud.discountPct")})`,
    format: "rate",
  },
  {
    key: "w",
    label: "Cloud GPU-hours billed per hour of demand (w = owned ÷ cloud units per GPU-hour)",
    formula: `${i("workload.unitsPerGpuHour.onPrem")}/${i("workload.unitsPerGpuHour.cloud")}`,
    format: "number",
  },
  {
    key: "capacity",
    label: "On-prem capacity, GPU-hours a month",
    formula: `${i("workload.gpus")}*${i("assumptions.hoursPerMonth")}`,
    format: "number",
  },
  {
    key: "coreWanted",
    label: "Hybrid core GPUs wanted (before rounding up)",
    formula: `${i("workload.gpus")}*${i("workload.gpuHoursPerDay")}*${i("hybrid.onPremPct")}/${i("hybrid.coreHoursPerDay")}`,
    format: "number",
  },
  {
    key: "core",
    label: "Hybrid core GPUs (rounded up, at most GPUs)",
    // ROUNDUP, not CEILING: the three spreadsheets agree on it for every sign and need no significance.
    formula:
      `MIN(${i("workload.gpus")},IF(ABS(h_coreWanted-ROUND(h_coreWanted,0))<1E-9*ABS(h_coreWanted),` +
      `ROUND(h_coreWanted,0),ROUNDUP(h_coreWanted,0)))`,
    format: "count",
  },
  { key: "r", label: "Core share of GPUs (r)", formula: `h_core/${i("workload.gpus")}`, format: "percent" },
  { key: "t", label: "Tax rate (t)", formula: i("tax.ratePct"), format: "percent" },
  {
    key: "method",
    label: "Depreciation method (1 straight-line, 2 MACRS, 3 expensed)",
    formula: `MATCH(${i("tax.depreciation")},{${enumList("tax.depreciation", ["straight-line", "macrs-5", "expensed"])}},0)`,
    format: "count",
  },
  {
    key: "lastPurchase",
    label: "Month the hardware in service was bought",
    formula: "MAX(h_purchaseMonths)",
    format: "count",
  },
  {
    key: "fin",
    label: "Hardware paid by (1 cash, 2 loan, 3 operating lease)",
    formula: `MATCH(${i("financing.kind")},{${enumList("financing.kind", ["cash", "loan", "lease"])}},0)`,
    format: "count",
  },
  // Leased hardware is never owned, so nothing of it is credited at the end.
  {
    key: "residual",
    label: "Residual value credited at month N",
    formula: `IF(AND(${i("onPrem.creditResidualValue")},h_fin<>3),h_hw*MAX(0,1-(h_N-h_lastPurchase)/h_L),0)`,
    format: "cents",
  },
  {
    key: "fRate",
    label: "Loan: monthly interest rate (APR ÷ 12)",
    formula: `${i("financing.ratePct")}/12`,
    format: "percent",
  },
  { key: "fTerm", label: "Loan or lease: term in months (n)", formula: i("financing.termMonths"), format: "count" },
  {
    key: "fDown",
    label: "Loan: down payment on each purchase",
    formula: `IF(h_fin=2,h_hw*${i("financing.downPaymentPct")},0)`,
    format: "cents",
  },
  {
    key: "fPay",
    label: "Loan: level monthly payment on each purchase (PMT)",
    formula: "IF(h_fin=2,PMT(h_fRate,h_fTerm,-(h_hw-h_fDown)),0)",
    format: "cents",
  },
  {
    key: "fLease",
    label: "Lease: monthly payment on each purchase",
    formula: `IF(h_fin=3,h_hw*${i("financing.monthlyRatePct")},0)`,
    format: "cents",
  },
];

// With a demand profile the core is sized on the levels (Profile workings), not on coreHoursPerDay.
const PROFILE_HELPERS: Record<string, { label: string; formula: string }> = {
  coreWanted: {
    label: "Hybrid core GPUs that cover exactly its share of the profile (K*, Profile workings)",
    formula: "h_pKStar",
  },
  core: { label: "Hybrid core GPUs (from the profile's levels, at most GPUs)", formula: "h_pK" },
};

/**
 * The shared figures of a scenario with a demand profile (`profiled`) or flat demand: the same
 * rows, the core's two sized from the levels when profiled.
 *
 * @example
 * helperRows(true).find((h) => h.key === "core")!.formula; // "h_pK"
 */
export function helperRows(profiled: boolean): typeof HELPERS {
  return profiled ? HELPERS.map((h) => ({ ...h, ...PROFILE_HELPERS[h.key] })) : HELPERS;
}

/** Purchases the schedule can hold: month 0 and up to ten refreshes (a 1-year life over 10 years has nine). */
export const PURCHASES = 11;
export const HELPER_FIRST_ROW = 4;
export const PURCHASE_FIRST_ROW = HELPER_FIRST_ROW + HELPERS.length + 3;
/** The MACRS 5-year table (half-year convention), by year of service. */
export const MACRS_5 = [0.2, 0.32, 0.192, 0.1152, 0.1152, 0.0576] as const;
export const MACRS_FIRST_ROW = PURCHASE_FIRST_ROW + PURCHASES + 3;

/**
 * Writes the helper block, the purchase schedule and the MACRS table, and names them.
 *
 * @example
 * helperBlock(workbook, sheet, formats, SINGLE); // h_N, h_days, …; h_purchaseMonths (one cell per purchase, "" when none)
 */
export function helperBlock(
  workbook: ExcelJS.Workbook,
  sheet: ExcelJS.Worksheet,
  formats: Formats,
  ns: Namespace,
  profiled = false,
): void {
  styleHeader(sheet.getRow(HELPER_FIRST_ROW - 1));
  sheet.getRow(HELPER_FIRST_ROW - 1).getCell(1).value = "Shared figures";
  sheet.getRow(HELPER_FIRST_ROW - 1).getCell(2).value = "Value";
  helperRows(profiled).forEach((helper, k) => {
    const row = HELPER_FIRST_ROW + k;
    sheet.getCell(`A${row}`).value = helper.label;
    const cell = sheet.getCell(`B${row}`);
    cell.value = { formula: helper.formula };
    cell.numFmt = helper.format === "count" ? "#,##0" : formats[helper.format];
    define(workbook, ns, "Model", `$B$${row}`, `h_${helper.key}`);
  });

  const header = sheet.getRow(PURCHASE_FIRST_ROW - 1);
  header.getCell(1).value = "Purchase k (0 is the first)";
  header.getCell(2).value = "Month bought";
  styleHeader(header);
  const first = PURCHASE_FIRST_ROW;
  const last = first + PURCHASES - 1;
  for (let k = 0; k < PURCHASES; k++) {
    const row = first + k;
    sheet.getCell(`A${row}`).value = k;
    const at = `${k}*h_L`;
    const month = `IF(ABS(${at}-ROUND(${at},0))<1E-9*ABS(${at}),ROUND(${at},0),ROUNDUP(${at},0))`;
    // A purchase that would fall at or after month N is not made: its cell reads as empty text.
    sheet.getCell(`B${row}`).value = { formula: k === 0 ? "0" : `IF(${month}<h_N,${month},"")` };
  }
  define(workbook, ns, "Model", `$B$${first}:$B$${last}`, "h_purchaseMonths");

  const macrsHeader = sheet.getRow(MACRS_FIRST_ROW - 1);
  macrsHeader.getCell(1).value = "MACRS 5-year, year of service";
  macrsHeader.getCell(2).value = "Share of cost";
  styleHeader(macrsHeader);
  MACRS_5.forEach((share, k) => {
    sheet.getCell(`A${MACRS_FIRST_ROW + k}`).value = k + 1;
    sheet.getCell(`B${MACRS_FIRST_ROW + k}`).value = share;
    sheet.getCell(`B${MACRS_FIRST_ROW + k}`).numFmt = "0.00%";
  });
  define(workbook, ns, "Model", `$B$${MACRS_FIRST_ROW}:$B$${MACRS_FIRST_ROW + MACRS_5.length - 1}`, "h_macrs");
}
