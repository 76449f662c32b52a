import type ExcelJS from "exceljs";
import { inputName } from "./names";
import { define, localize, SINGLE, styleHeader, titleRows, type Formats, type Namespace } from "./style";

const i = inputName;
const GPUS = i("workload.profile.gpus");
const HOURS = i("workload.profile.hoursPerWeek");

// Level k's hours in a month, H_k = hoursPerWeek_k ÷ 168 × hoursPerMonth: a sum over levels of
// x_k × H_k is SUMPRODUCT(x, hoursPerWeek) ÷ 168 × hoursPerMonth.
const overMonth = (perLevel: string) => `SUMPRODUCT(${perLevel},${HOURS})/168*${i("assumptions.hoursPerMonth")}`;

// min(x, k) and max(0, y) of every level without IF, which SUMPRODUCT would not take as an array
// in every spreadsheet.
const atMost = (x: string, k: string) => `(${x}-(${x}>(${k}))*(${x}-(${k})))`;
const positive = (y: string) => `((${y})>0)*(${y})`;

/**
 * Every level's GPUs in a month of `demand` GPU-hours, `share` of each level reaching them: the
 * levels scaled to that month's demand (growth and a typed utilization scale every level alike).
 */
const levelsIn = (demand: string, share: string) => `(${share}*${demand}/h_pBase*${GPUS})`;

/**
 * served(K): the GPU-hours `k` GPUs serve in a month of `demand` GPU-hours when `share` of every
 * level reaches them: Σ_k min(share × level_k, K) × H_k (contract, "Demand profile").
 *
 * @example
 * profileServed("in_workload_gpus", "N40", "1"); // SUMPRODUCT(…)/168*in_assumptions_hoursPerMonth
 */
export function profileServed(k: string, demand: string, share: string): string {
  return overMonth(atMost(levelsIn(demand, share), k));
}

/**
 * Reserved cloud hours billed in a month: `reserved` GPUs every hour of the levels, plus in each
 * level the hours of the GPUs above them, w × (what reaches the cloud above `floor`) − reserved.
 *
 * @example
 * profileReserved("in_workload_gpus", "0", "N40", "1", "N34"); // the cloud option's reserved hours
 */
export function profileReserved(reserved: string, floor: string, demand: string, share: string, live: string): string {
  const above = positive(`h_w*${positive(`${levelsIn(demand, share)}-${floor}`)}-(${reserved})`);
  return `${live}*((${reserved})*h_pHours+${overMonth(above)})`;
}

const covered = (k: string) => `SUMPRODUCT(${atMost("h_pLevels", k)},${HOURS})`;

/**
 * The Profile workings sheet: the figures the Model's profile formulas share, and the hybrid core's
 * size from the levels. K is the smallest whole number of GPUs whose served share of year 1's
 * curve, from the bottom, reaches onPremPct of its GPU-hours (less a relative 1e-9, as the
 * engine): covered(K) = Σ_k min((1 − e) × level_k, K) × hoursPerWeek_k is piecewise linear in K,
 * so the sheet finds the highest level it stays below, solves the straight piece above it for the
 * exact K*, rounds up, and checks the whole numbers either side. `levels` is the number of level
 * cells on the Inputs sheet.
 *
 * @example
 * profileWorkings(workbook, formats, SINGLE, 2); // names h_pBase, h_pHours, h_pK, …
 */
export function profileWorkings(
  workbook: ExcelJS.Workbook,
  formats: Formats,
  ns: Namespace = SINGLE,
  levels: number,
): void {
  const sheet = workbook.addWorksheet(ns.sheet("Profile workings"), { views: [{ state: "frozen", ySplit: 3 }] });
  titleRows(
    sheet,
    "Demand profile workings: formulas over the Inputs sheet's levels",
    "The Model's served hours and reserved hours go level by level; the hybrid core is sized on year 1's levels.",
  );
  sheet.columns = [
    { width: 70 },
    { width: 18 },
    { width: 4 },
    { width: 8 },
    { width: 22 },
    { width: 22 },
    { width: 22 },
  ];
  const first = 5;
  const last = first + levels - 1;
  const e = i("hybrid.edgePct");
  const scalars: [string, string, string, keyof Formats | "count"][] = [
    [
      "pBase",
      "Year-1 demand a month from the levels, GPU-hours (Σ GPUs × hours a week ÷ 168 × hours a month)",
      overMonth(GPUS),
      "number",
    ],
    [
      "pHours",
      "Hours of a month the levels cover (Σ hours a week ÷ 168 × hours a month)",
      `SUM(${HOURS})/168*${i("assumptions.hoursPerMonth")}`,
      "number",
    ],
    [
      "pScale",
      "Scale of every level: busy hours a day ÷ the levels' own (1 unless typed apart from them)",
      `IF(SUMPRODUCT(${GPUS},${HOURS})=0,0,${i("workload.gpuHoursPerDay")}/(SUMPRODUCT(${GPUS},${HOURS})/7/${i("workload.gpus")}))`,
      "number",
    ],
    [
      "pTarget",
      "GPU-hours a week the core must cover: onPremPct × Σ GPUs × hours a week (less 1e-9)",
      `${i("hybrid.onPremPct")}*h_pScale*SUMPRODUCT(${GPUS},${HOURS})*(1-1E-9)`,
      "number",
    ],
    ["pPeak", "Most GPUs reaching core and burst at once, rounded up", `ROUNDUP(MAX(h_pLevels),0)`, "count"],
    ["pLow", "Highest level whose GPUs cover less than that", "MAX(h_pBelow)", "number"],
    ["pAbove", "Hours a week of the levels above it", `SUMPRODUCT((h_pLevels>h_pLow)*${HOURS})`, "number"],
    [
      "pKStar",
      "GPUs that cover exactly that (K*)",
      `IF(h_pAbove=0,h_pPeak,h_pLow+(h_pTarget-${covered("h_pLow")})/h_pAbove)`,
      "number",
    ],
    ["pKUp", "K* rounded up (at most the peak)", "MIN(h_pPeak,ROUNDUP(h_pKStar,0))", "count"],
    [
      "pK",
      "Hybrid core GPUs (K): the smallest whole number covering it, at most GPUs; 0 when onPremPct is 0",
      `IF(${i("hybrid.onPremPct")}<=0,0,MIN(${i("workload.gpus")},IF(AND(h_pKUp>=1,` +
        `${covered("h_pKUp-1")}>=h_pTarget),h_pKUp-1,IF(AND(h_pKUp<h_pPeak,${covered("h_pKUp")}<h_pTarget),h_pKUp+1,` +
        `h_pKUp))))`,
      "count",
    ],
  ];
  const header = sheet.getRow(first - 1);
  header.values = [
    "Shared figures",
    "Value",
    "",
    "Level",
    "GPUs reaching core and burst (year 1)",
    "GPU-hours a week that many GPUs cover",
    "Below the core's share: the level, else 0",
  ];
  styleHeader(header);
  scalars.forEach(([key, label, formula, format], k) => {
    const row = first + k;
    sheet.getCell(`A${row}`).value = label;
    const cell = sheet.getCell(`B${row}`);
    cell.value = { formula };
    cell.numFmt = format === "count" ? "#,##0" : formats[format];
    define(workbook, ns, "Profile workings", `$B$${row}`, `h_${key}`);
  });
  for (let k = 0; k < levels; k++) {
    const row = first + k;
    sheet.getCell(`D${row}`).value = k + 1;
    sheet.getCell(`E${row}`).value = { formula: `(1-${e})*h_pScale*INDEX(${GPUS},${k + 1})` };
    sheet.getCell(`F${row}`).value = { formula: covered(`E${row}`) };
    sheet.getCell(`G${row}`).value = { formula: `IF(F${row}<h_pTarget,E${row},0)` };
    for (const c of ["E", "F", "G"]) sheet.getCell(`${c}${row}`).numFmt = formats.number;
  }
  define(workbook, ns, "Profile workings", `$E$${first}:$E$${last}`, "h_pLevels");
  define(workbook, ns, "Profile workings", `$G$${first}:$G$${last}`, "h_pBelow");
  localize(sheet, ns);
}
