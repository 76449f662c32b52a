import type ExcelJS from "exceljs";
import { FIELD_GROUPS, type FieldMeta } from "@/lib/input/fields";
import { getPath } from "@/lib/object-path";
import { choiceWords } from "@/lib/report/choice-words";
import { unitLabel } from "@/lib/report/report-data";
import { profileOf } from "@/lib/tco/demand-shape";
import type { Scenario } from "@/lib/tco/types";
import { inputName } from "./names";
import { styleHeader, styleInput, titleRows, type Formats, type Namespace } from "./style";

const CODED: Record<string, readonly string[]> = {
  "cloud.billing": ["on-demand", "reserved"],
  "assumptions.discounting": ["annual", "monthly"],
  "tax.depreciation": ["straight-line", "macrs-5", "expensed"],
  "financing.kind": ["cash", "loan", "lease"],
};

// Cash is how a scenario without `financing` pays; the workbook names it, so that the reader can
// switch a cash scenario to a loan or a lease in one cell.
const WORKBOOK_WORDS: Record<string, Record<string, string>> = { "financing.kind": { cash: "Cash" } };

/**
 * Words the workbook writes for the contract's codes (the same words every export uses,
 * lib/report/choice-words.ts), and that its formulas compare against. The Inputs sheet offers
 * exactly these in a drop-down list.
 *
 * @example
 * ENUM_WORDS["tax.depreciation"]["macrs-5"]; // "MACRS 5-year"
 */
export const ENUM_WORDS: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries(CODED).map(([path, codes]) => [
    path,
    Object.fromEntries(codes.map((code) => [code, WORKBOOK_WORDS[path]?.[code] ?? choiceWords(path, code)])),
  ]),
);

// Values that make an optional part the scenario leaves out count for nothing: no metered power,
// no tax, hardware paid in cash. One unit per GPU-hour on both sides keeps cost per unit equal to cost per GPU-hour.
const NEUTRAL: Record<string, number | string> = {
  "onPrem.opex.power.activeWattsPerGpu": 0,
  "onPrem.opex.power.idleWattsPerGpu": 0,
  "onPrem.opex.power.pue": 1.4,
  "onPrem.opex.power.pricePerKwh": 0,
  "workload.unitsPerGpuHour.onPrem": 1,
  "workload.unitsPerGpuHour.cloud": 1,
  "workload.unitName": "unit",
  "tax.ratePct": 0,
  "tax.depreciation": "straight-line",
  "financing.kind": "cash",
  "financing.ratePct": 0,
  "financing.downPaymentPct": 0,
  "financing.monthlyRatePct": 0,
  "financing.termMonths": 36,
  pricesAsOf: "",
};

type Value = number | string | boolean;

// An input of an optional part with no neutral value of its own above: the lowest the contract
// allows, or the first choice, so the cell is always valid.
function fallback(field: FieldMeta): Value {
  if (field.kind === "number") return Math.max(0, field.range.min);
  if (field.kind === "choice" && Array.isArray(field.options)) return field.options[0]?.value ?? "";
  if (field.kind === "switch") return false;
  return "";
}

/**
 * What the Inputs cell of `field` holds for `scenario`: enum codes as their words, percentages
 * as fractions, an omitted optional part's inputs as values that count for nothing.
 *
 * @example
 * inputCellValue(s, fieldMeta("cloud.discountPct")!); // 0.35 for a 35% discount
 */
export function inputCellValue(scenario: Scenario, field: FieldMeta): Value {
  const value = valueOf(scenario, field);
  return field.unit === "percent" && typeof value === "number" ? value / 100 : value;
}

/** The inputs the sheet lists, in order. */
export function inputFields(): FieldMeta[] {
  return FIELD_GROUPS.flatMap((group) =>
    group.fields.filter((field) => field.kind !== "optional" && !(field.kind === "text" && field.inTables === false)),
  );
}

function valueOf(scenario: Scenario, field: FieldMeta): Value {
  const given = getPath(scenario, field.path);
  const value = (given === undefined ? (NEUTRAL[field.path] ?? fallback(field)) : given) as Value;
  const words = ENUM_WORDS[field.path];
  return words && typeof value === "string" ? (words[value] ?? value) : value;
}

function validation(field: FieldMeta): ExcelJS.DataValidation | undefined {
  const words = ENUM_WORDS[field.path];
  const list = words
    ? Object.values(words).join(",")
    : field.kind === "switch"
      ? "TRUE,FALSE"
      : field.kind === "choice" && Array.isArray(field.options)
        ? field.options.map((o) => o.value).join(",")
        : undefined;
  if (list) return { type: "list", allowBlank: false, formulae: [`"${list}"`], showErrorMessage: true };
  if (field.kind !== "number") return undefined;
  const { min, max } = field.range;
  const percent = field.unit === "percent" ? 100 : 1;
  return {
    type: field.range.integer ? "whole" : "decimal",
    operator: "between",
    allowBlank: false,
    formulae: [min / percent, (max ?? Number.MAX_VALUE) / percent],
    showErrorMessage: true,
    errorTitle: field.label,
    error: `${field.label}: ${min}–${max ?? "no limit"}${field.unit === "percent" ? "%" : ""}`,
  };
}

/** One scenario's column of the Inputs sheet. */
export interface InputColumn {
  scenario: Scenario;
  ns: Namespace;
  formats: Formats;
}

/**
 * The Inputs sheet: every input of the contract in one labelled, named cell per scenario, grouped
 * as in the editor (a comparison has one column per scenario, `in_…_1`, `in_…_2`, …). Percent
 * inputs hold fractions shown as percent (type 8% and the cell holds 0.08), so the formulas never
 * divide by 100. Inputs of optional parts a scenario leaves out hold values that count for
 * nothing (0 W, 0% tax).
 *
 * @example
 * inputsSheet(workbook, [{ scenario, ns: SINGLE, formats }]); // in_workload_gpus, in_cloud_pricePerGpuHour, …
 */
export function inputsSheet(workbook: ExcelJS.Workbook, columns: readonly InputColumn[]): void {
  const sheet = workbook.addWorksheet("Inputs", { views: [{ state: "frozen", ySplit: 4, xSplit: 2 }] });
  const first = columns[0]!.scenario;
  const single = columns.length === 1;
  titleRows(
    sheet,
    single ? `Inputs: ${first.name}` : "Inputs: one column per scenario",
    "Change any yellow cell: the Model and Summary sheets recalculate from these.",
  );
  const [unitCol, nameCol, helpCol] = [3 + columns.length, 4 + columns.length, 5 + columns.length];
  sheet.columns = [
    { width: 20 },
    { width: 40 },
    ...columns.map(() => ({ width: 18 })),
    { width: 14 },
    { width: 40 },
    { width: 70 },
  ];
  sheet.getRow(4).values = [
    "Group",
    "Input",
    ...columns.map((c) => (single ? "Value" : c.scenario.name)),
    "Unit",
    "Defined name",
    "What it means",
  ];
  styleHeader(sheet.getRow(4));
  let row = 5;
  let hoursRow = 0;
  for (const field of inputFields()) {
    if (field.path === "workload.gpuHoursPerDay") hoursRow = row;
    const cells = sheet.getRow(row);
    cells.getCell(1).value = FIELD_GROUPS.find((g) => g.fields.includes(field))!.title;
    cells.getCell(2).value = field.label;
    cells.getCell(unitCol).value = unitLabel(field.unit, first.currency);
    cells.getCell(nameCol).value = single ? inputName(field.path) : `${inputName(field.path)}_1 …`;
    cells.getCell(helpCol).value = field.help;
    columns.forEach(({ scenario, ns, formats }, k) => {
      const value = inputCellValue(scenario, field);
      const cell = cells.getCell(3 + k);
      cell.value = value;
      styleInput(cell);
      cell.alignment = { horizontal: "right" };
      if (field.unit === "percent") cell.numFmt = formats.percentInput;
      else if (field.unit?.startsWith("money")) cell.numFmt = formats.rate;
      else if (typeof value === "number") cell.numFmt = formats.number;
      const rule = validation(field);
      if (rule) cell.dataValidation = rule;
      // One Inputs sheet holds every scenario's column, so only the name carries the namespace.
      workbook.definedNames.add(
        `Inputs!$${cell.address.replace(/^([A-Z]+)(\d+)$/, "$1$$$2")}`,
        `${inputName(field.path)}${ns.suffix}`,
      );
    });
    row++;
  }
  row = profileBlock(workbook, sheet, columns, row, { unitCol, nameCol, helpCol, hoursRow });
  sheet.pageSetup.printArea = `A1:${sheet.getColumn(helpCol).letter}${row - 1}`;
  sheet.pageSetup.orientation = "landscape";
  sheet.pageSetup.fitToPage = true;
  sheet.pageSetup.fitToWidth = 1;
  sheet.pageSetup.fitToHeight = 0;
}

/** The two parts of a demand profile's level on the Inputs sheet, each one named range per scenario. */
export const PROFILE_PARTS = [
  {
    path: "workload.profile.gpus",
    label: "GPUs busy at once",
    unit: "GPUs",
    help: "During this level's hours of every week, this many GPUs are busy at once (fractions allowed).",
  },
  {
    path: "workload.profile.hoursPerWeek",
    label: "hours a week",
    unit: "hours",
    help: "Hours of every week this level lasts; a profile's hours add up to 168.",
  },
] as const;

/**
 * The demand profile's levels, when a scenario has one: first every level's GPUs, then every
 * level's hours a week, one cell per level, each part a named range per scenario
 * (`in_workload_profile_gpus`, `in_workload_profile_hoursPerWeek`). A comparison gets as many
 * rows as its longest profile; a scenario with fewer levels (or none) leaves the rest empty, and
 * the Model counts an empty level as none. With a profile, the busy hours a day are worked out from
 * the levels (a formula in place of the input), as in the editor.
 */
function profileBlock(
  workbook: ExcelJS.Workbook,
  sheet: ExcelJS.Worksheet,
  columns: readonly InputColumn[],
  firstRow: number,
  at: { unitCol: number; nameCol: number; helpCol: number; hoursRow: number },
): number {
  const levels = Math.max(0, ...columns.map(({ scenario }) => profileOf(scenario)?.length ?? 0));
  if (levels === 0) return firstRow;
  const single = columns.length === 1;
  let row = firstRow;
  for (const part of PROFILE_PARTS) {
    const top = row;
    for (let k = 0; k < levels; k++) {
      const cells = sheet.getRow(row);
      cells.getCell(1).value = "Demand profile";
      cells.getCell(2).value = `Level ${k + 1}: ${part.label}`;
      cells.getCell(at.unitCol).value = part.unit;
      cells.getCell(at.nameCol).value = `${inputName(part.path)}${single ? "" : "_1 …"} (cell ${k + 1})`;
      cells.getCell(at.helpCol).value = part.help;
      columns.forEach(({ scenario, formats }, c) => {
        const profile = profileOf(scenario);
        if (!profile) return;
        const cell = cells.getCell(3 + c);
        const level = profile[k];
        if (level) cell.value = part.path.endsWith("gpus") ? level.gpus : level.hoursPerWeek;
        styleInput(cell);
        cell.alignment = { horizontal: "right" };
        cell.numFmt = formats.number;
      });
      row++;
    }
    columns.forEach(({ scenario, ns }, c) => {
      if (!profileOf(scenario)) return;
      const letter = sheet.getColumn(3 + c).letter;
      const range = `$${letter}$${top}:$${letter}$${row - 1}`;
      workbook.definedNames.add(`Inputs!${range}`, `${inputName(part.path)}${ns.suffix}`);
    });
  }
  // The busy hours a day follow the levels: Σ gpus × hoursPerWeek ÷ 7 ÷ GPUs.
  columns.forEach(({ scenario, ns }, c) => {
    if (!profileOf(scenario)) return;
    const cell = sheet.getRow(at.hoursRow).getCell(3 + c);
    const s = ns.suffix;
    cell.value = {
      formula:
        `SUMPRODUCT(${inputName("workload.profile.gpus")}${s},` +
        `${inputName("workload.profile.hoursPerWeek")}${s})/7/${inputName("workload.gpus")}${s}`,
    };
    cell.note = "Worked out from the demand profile's levels below: Σ GPUs × hours a week ÷ 7 ÷ GPUs.";
  });
  return row;
}
