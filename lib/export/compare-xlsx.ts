import ExcelJS from "exceljs";
import type { CompareEntry } from "@/lib/compare/rows";
import { profileOf } from "@/lib/tco/demand-shape";
import { inputsSheet } from "./workbook/inputs-sheet";
import { workbookBytes } from "./workbook/quoted-text";
import { irrSheet } from "./workbook/irr-sheet";
import { modelSheet } from "./workbook/model-sheet";
import { outputName, type OutputPath } from "./workbook/names";
import { namespace, styleHeader, titleRows, workbookFormats } from "./workbook/style";
import { summarySheet } from "./workbook/summary-sheet";

const ROWS: readonly [string, OutputPath, "money" | "month" | "percent" | "text"][] = [
  ["Total cost, cloud", "totals.cloud", "money"],
  ["Total cost, on-prem", "totals.onPrem", "money"],
  ["Total cost, hybrid", "totals.hybrid", "money"],
  ["NPV of costs, cloud", "npv.cloud", "money"],
  ["NPV of costs, on-prem", "npv.onPrem", "money"],
  ["NPV of costs, hybrid", "npv.hybrid", "money"],
  ["Saving of owning (total)", "savings.total", "money"],
  ["Saving of owning (NPV)", "savings.npv", "money"],
  ["Break-even month, on-prem", "breakEvenMonth", "month"],
  ["Break-even month, hybrid", "hybridBreakEvenMonth", "month"],
  ["ROI of owning", "roiPct", "percent"],
  ["IRR of owning (yearly)", "irrPct", "percent"],
  ["Recommendation (lowest NPV)", "recommendation", "text"],
  ["NPV of costs after tax, cloud", "afterTax.npv.cloud", "money"],
  ["NPV of costs after tax, on-prem", "afterTax.npv.onPrem", "money"],
  ["NPV of costs after tax, hybrid", "afterTax.npv.hybrid", "money"],
  ["Saving of owning after tax (NPV)", "afterTax.savings.npv", "money"],
  ["Paid through the loan or lease, on-prem", "financing.paid", "money"],
  ["… of which interest", "financing.interest", "money"],
];

/**
 * The comparison as a working spreadsheet: a Comparison sheet of every scenario's headline
 * figures side by side, one Inputs sheet with a column per scenario (`in_workload_gpus_1`,
 * `in_workload_gpus_2`, …), and per scenario the same Summary, Model and IRR workings as its own
 * workbook ("Summary 2", "Model 2", …, names ending `_2`). Change a scenario's column and its
 * figures follow.
 *
 * @example
 * const bytes = await comparisonWorkbook(comparison.entries);
 */
export async function comparisonWorkbook(entries: readonly CompareEntry[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "GPU TCO";
  workbook.title = "Scenario comparison";
  workbook.created = new Date();
  workbook.calcProperties.fullCalcOnLoad = true;
  const columns = entries.map((entry, k) => ({
    scenario: entry.scenario,
    result: entry.result,
    ns: namespace(k + 1),
    formats: workbookFormats(entry.scenario.currency),
  }));

  const sheet = workbook.addWorksheet("Comparison", { views: [{ state: "frozen", ySplit: 4, xSplit: 1 }] });
  titleRows(
    sheet,
    "Scenario comparison",
    "Every figure is a formula over the Inputs sheet: change a scenario's column there and its figures follow.",
  );
  sheet.columns = [{ width: 40 }, ...entries.map(() => ({ width: 22 }))];
  sheet.getRow(4).values = ["", ...entries.map((e) => e.scenario.name)];
  styleHeader(sheet.getRow(4));
  ROWS.forEach(([label, path, kind], r) => {
    const row = sheet.getRow(5 + r);
    row.getCell(1).value = label;
    columns.forEach(({ ns, formats }, k) => {
      const cell = row.getCell(2 + k);
      cell.value = { formula: `${outputName(path)}${ns.suffix}` };
      cell.numFmt =
        kind === "money"
          ? formats.whole
          : kind === "month"
            ? formats.month
            : kind === "percent"
              ? formats.percent
              : "@";
      cell.alignment = { horizontal: "right" };
    });
  });

  inputsSheet(workbook, columns);
  // Every profiled scenario's level ranges span the comparison's longest profile.
  const levels = Math.max(0, ...columns.map(({ scenario }) => profileOf(scenario)?.length ?? 0));
  for (const { scenario, result, ns, formats } of columns) {
    summarySheet(workbook, scenario, formats, ns, result);
    modelSheet(workbook, formats, ns, profileOf(scenario) ? levels : 0);
    irrSheet(workbook, formats, ns);
  }
  return workbookBytes(workbook);
}
