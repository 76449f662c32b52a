import type ExcelJS from "exceljs";
import { getPath } from "@/lib/object-path";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { inputName, outputName, type CarbonOutputPath, type OutputPath } from "./names";
import { define, localize, SINGLE, styleHeader, titleRows, type Formats, type Namespace } from "./style";

const OPTIONS = [
  ["cloud", "Cloud"],
  ["onPrem", "On-prem"],
  ["hybrid", "Hybrid"],
] as const;

type Option = (typeof OPTIONS)[number][0];

const totalOf = (prefix: "" | "at", option: Option) =>
  `m_${prefix ? `at${option[0]!.toUpperCase()}${option.slice(1)}` : option}`;

const cap = (option: Option) => `${option[0]!.toUpperCase()}${option.slice(1)}`;

function breakEven(cross: string, gap: string): string {
  return `IF(COUNT(${cross})>0,MIN(${cross}),IF(MAX(${gap})>0,"never",0))`;
}

function recommendation(npv: (option: Option) => string): string {
  const [c, o, h] = [npv("cloud"), npv("onPrem"), npv("hybrid")];
  // Differences within 1e-9 of the larger are rounding, not a cheaper option (as in the engine).
  const beats = (a: string, b: string) => `${a}<${b}-1E-9*MAX(ABS(${a}),ABS(${b}))`;
  const second = `IF(${beats(o, c)},${o},${c})`;
  return `IF(${beats(h, second)},"hybrid",IF(${beats(o, c)},"on-prem","cloud"))`;
}

/**
 * What a Summary cell's formula gives for the exported inputs, from the engine's result, in the
 * cell's terms: percents as fractions, "never" for no break-even, the before-tax figure under an
 * after-tax name when the scenario has no tax (a 0% rate). undefined where the sheet computes
 * something the result does not hold (kWh of a scenario without `carbon`, an IRR that is text).
 */
function storedResult(result: TcoResult, scenario: Scenario, path: string): number | string | undefined {
  const p = scenario.tax ? path : path.replace("afterTax.", "");
  if (p.startsWith("carbon.") || p.endsWith(".carbon")) {
    if (!result.carbon) return undefined;
    if (p.endsWith(".carbon")) return (getPath(result, p) as number | undefined) ?? 0;
  }
  if (p.startsWith("financing.") && !result.financing) return 0;
  const value = getPath(result, p);
  if (p === "roiPct" || p === "irrPct") return typeof value === "number" ? value / 100 : undefined;
  if (p.endsWith("reakEvenMonth")) return value === null ? "never" : (value as number);
  if (p.startsWith("carbon.kgPerGpuHour")) return value === null ? "no demand" : (value as number);
  return typeof value === "number" || typeof value === "string" ? value : undefined;
}

/**
 * The Summary sheet: every headline figure as a formula over the Model sheet, each cell named
 * `out_` + its result path (lib/export/workbook/names.ts). A figure the model can't give (no
 * break-even, no single IRR) is short text such as "never", not 0. With `result`, each formula
 * also stores the value it gives for the exported inputs, so that a reader that does not
 * recalculate (a file preview, a script) shows the figures rather than blanks.
 *
 * @example
 * summarySheet(workbook, scenario, formats); // out_totals_cloud = SUM(m_cloud), out_npv_onPrem = SUMPRODUCT(m_onPrem, m_discount), …
 */
export function summarySheet(
  workbook: ExcelJS.Workbook,
  scenario: Scenario,
  formats: Formats,
  ns: Namespace = SINGLE,
  result?: TcoResult,
): void {
  const sheet = workbook.addWorksheet(ns.sheet("Summary"));
  titleRows(sheet, scenario.name, "Every figure on this sheet is a formula: change the Inputs sheet and it follows.");
  sheet.columns = [{ width: 48 }, { width: 20 }, { width: 20 }, { width: 20 }];
  const name = (path: OutputPath | CarbonOutputPath, cell: ExcelJS.Cell) => {
    define(workbook, ns, "Summary", cell.address.replace(/^([A-Z]+)(\d+)$/, "$$$1$$$2"), outputName(path));
    const stored = result && storedResult(result, scenario, path);
    if (stored !== undefined)
      cell.value = { formula: (cell.value as ExcelJS.CellFormulaValue).formula, result: stored };
  };
  let row = 4;
  const text = (label: string, formula: string) => {
    sheet.getCell(`A${row}`).value = label;
    sheet.getCell(`B${row}`).value = { formula };
    sheet.getCell(`B${row}`).alignment = { horizontal: "left" };
    row++;
  };
  text("Currency", inputName("currency"));
  text("Horizon (years)", inputName("horizonYears"));
  text(
    "Discounting",
    `TEXT(${inputName("assumptions.discountRatePct")},"0.0%")&" a year, "&${inputName("assumptions.discounting")}`,
  );
  text("Prices as of", `IF(${inputName("pricesAsOf")}="","not given",${inputName("pricesAsOf")})`);
  if (scenario.description) {
    sheet.getCell(`A${row}`).value = "Description";
    sheet.getCell(`A${row}`).alignment = { vertical: "top" };
    sheet.mergeCells(row, 2, row, 4);
    const cell = sheet.getCell(`B${row}`);
    cell.value = scenario.description;
    cell.alignment = { wrapText: true, vertical: "top" };
    // Merged cells do not grow with their text; size the row to roughly fit it.
    sheet.getRow(row).height = Math.min(409, 15 * Math.ceil(scenario.description.length / 60));
    row++;
  }
  row++;

  const block = (title: string, prefix: "" | "at") => {
    const header = sheet.getRow(row++);
    header.values = [title, "Cloud", "On-prem", "Hybrid"];
    styleHeader(header);
    const path = (kind: string, option: Option) => `${prefix ? "afterTax." : ""}${kind}.${option}` as OutputPath;
    const perOption = (label: string, kind: "totals" | "npv", formula: (option: Option) => string) => {
      sheet.getCell(`A${row}`).value = label;
      OPTIONS.forEach(([option], k) => {
        const cell = sheet.getRow(row).getCell(2 + k);
        cell.value = { formula: formula(option) };
        cell.numFmt = formats.whole;
        name(path(kind, option), cell);
      });
      row++;
    };
    perOption("Total cost over the horizon", "totals", (o) => `SUM(${totalOf(prefix, o)})`);
    perOption("NPV of costs", "npv", (o) => `SUMPRODUCT(${totalOf(prefix, o)},m_discount)`);
    const out = (p: string) => outputName(`${prefix ? "afterTax." : ""}${p}` as OutputPath);
    const single = (label: string, path: string, formula: string, format: string) => {
      sheet.getCell(`A${row}`).value = label;
      const cell = sheet.getCell(`C${row}`);
      cell.value = { formula };
      cell.numFmt = format;
      cell.alignment = { horizontal: "right" };
      if (path) name(`${prefix ? "afterTax." : ""}${path}` as OutputPath, cell);
      row++;
    };
    single(
      "Saving of owning against cloud (total)",
      "savings.total",
      `${out("totals.cloud")}-${out("totals.onPrem")}`,
      formats.whole,
    );
    single(
      "Saving of owning against cloud (NPV)",
      "savings.npv",
      `${out("npv.cloud")}-${out("npv.onPrem")}`,
      formats.whole,
    );
    const cross = prefix ? "m_crossAtOnPrem" : "m_crossOnPrem";
    const gap = prefix ? "m_gapAtOnPrem" : "m_gapOnPrem";
    single("Break-even month, on-prem against cloud", "breakEvenMonth", breakEven(cross, gap), formats.month);
    single(
      "Break-even month, hybrid against cloud",
      prefix ? "" : "hybridBreakEvenMonth",
      breakEven(cross.replace("OnPrem", "Hybrid"), gap.replace("OnPrem", "Hybrid")),
      formats.month,
    );
    if (!prefix) {
      single(
        "ROI of owning",
        "roiPct",
        `IF(h_investment=0,"no investment",${out("savings.total")}/h_investment)`,
        formats.percent,
      );
      single("IRR of owning (yearly)", "irrPct", "h_irr", formats.percent);
      single(
        "Recommendation (lowest NPV)",
        "recommendation",
        recommendation((o) => outputName(`npv.${o}`)),
        "@",
      );
    }
    row++;
  };
  // How the on-prem hardware is paid: what its financing pays over the horizon and the cost of it.
  const paidBlock = () => {
    const header = sheet.getRow(row++);
    header.values = ["How the on-prem hardware is paid", "", "On-prem", ""];
    styleHeader(header);
    sheet.getCell(`A${row}`).value = "Hardware paid by";
    sheet.getCell(`C${row}`).value = { formula: inputName("financing.kind") };
    sheet.getCell(`C${row}`).alignment = { horizontal: "right" };
    row++;
    const money = (label: string, path: OutputPath, formula: string) => {
      sheet.getCell(`A${row}`).value = label;
      const cell = sheet.getCell(`C${row}`);
      cell.value = { formula };
      cell.numFmt = formats.whole;
      name(path, cell);
      row++;
    };
    money("Paid through the loan or lease over the horizon", "financing.paid", "SUM(m_oFinancing)");
    money(
      "… of which interest (a lease: paid beyond the hardware's cost)",
      "financing.interest",
      "IF(h_fin=3,SUM(m_oFinancing)-h_hw*COUNT(h_purchaseMonths),SUM(m_oInterest))",
    );
    row++;
  };
  block("Before tax", "");
  paidBlock();
  block(`After tax (tax rate from Inputs${scenario.tax ? "" : "; 0% gives the before-tax figures"})`, "at");
  // Energy and carbon over months 1..N: with the intensities at 0 (a scenario without `carbon`)
  // only the owned GPUs' kWh show; type intensities and a price on the Inputs sheet to count them.
  const carbonBlock = () => {
    const header = sheet.getRow(row++);
    header.values = ["Energy and carbon (months 1..N)", "Cloud", "On-prem", "Hybrid"];
    styleHeader(header);
    const lines: [string, (o: Option) => CarbonOutputPath, (o: Option) => string, string][] = [
      ["Energy, kWh", (o) => `carbon.kwh.${o}`, (o) => `SUM(m_kwh${cap(o)})`, "#,##0"],
      ["Emissions, tonnes CO2e", (o) => `carbon.tonnes.${o}`, (o) => `SUM(m_t${cap(o)})`, "#,##0.0"],
      [
        "kg CO2e per GPU-hour of demand",
        (o) => `carbon.kgPerGpuHour.${o}`,
        (o) => `IF(SUM(m_demand)=0,"no demand",SUM(m_t${cap(o)})*1000/SUM(m_demand))`,
        "0.000",
      ],
      [
        "Carbon cost (tonnes × internal price), in the totals above",
        (o) => `breakdown.${o}.carbon`,
        (o) => `SUM(m_${{ cloud: "c", onPrem: "o", hybrid: "h" }[o]}Carbon)`,
        formats.whole,
      ],
    ];
    for (const [label, path, formula, format] of lines) {
      sheet.getCell(`A${row}`).value = label;
      OPTIONS.forEach(([option], k) => {
        const cell = sheet.getRow(row).getCell(2 + k);
        cell.value = { formula: formula(option) };
        cell.numFmt = format;
        cell.alignment = { horizontal: "right" };
        name(path(option), cell);
      });
      row++;
    }
    row++;
  };
  carbonBlock();
  sheet.views = [{ state: "frozen", ySplit: 3 }];
  sheet.pageSetup.printArea = `A1:D${row}`;
  sheet.pageSetup.fitToPage = true;
  sheet.pageSetup.fitToWidth = 1;
  sheet.pageSetup.fitToHeight = 1;
  localize(sheet, ns);
}
