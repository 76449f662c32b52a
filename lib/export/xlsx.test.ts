import ExcelJS from "exceljs";
import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { assumptionRows } from "@/lib/report/report-data";
import { HOSTILE_NAME, preset } from "./test-support";
import { currencyFormats, scenarioWorkbook, WORKBOOK_SHEETS, xlsxFileName } from "./xlsx";

async function workbookFor(scenario: Scenario): Promise<{ book: ExcelJS.Workbook; result: TcoResult }> {
  const result = computeTco(scenario);
  const book = new ExcelJS.Workbook();
  const bytes = await scenarioWorkbook(scenario, result);
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return { book, result };
}

function sheet(book: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = book.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

function rowByLabel(ws: ExcelJS.Worksheet, label: string, column = 1): ExcelJS.Row {
  for (let r = 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    if (row.getCell(column).value === label) return row;
  }
  throw new Error(`no row ${label}`);
}

describe("scenarioWorkbook", () => {
  test("four sheets with frozen header rows", async () => {
    const { book } = await workbookFor(preset("comma-ai-datacenter"));
    expect(book.worksheets.map((ws) => ws.name)).toEqual([...WORKBOOK_SHEETS]);
    for (const ws of book.worksheets) expect(ws.views[0]).toMatchObject({ state: "frozen" });
  });

  test("Summary: KPIs are numbers equal to the result, in the scenario's currency", async () => {
    const scenario = preset("comma-ai-datacenter");
    const { book, result } = await workbookFor(scenario);
    const ws = sheet(book, "Summary");
    expect(ws.getCell("A1").value).toBe(scenario.name);
    const tco = rowByLabel(ws, "Total cost of ownership over 3 years");
    expect([2, 3, 4].map((c) => tco.getCell(c).value)).toEqual([result.totals.cloud, result.totals.onPrem, result.totals.hybrid]);
    expect(tco.getCell(2).numFmt).toContain('"$"');
    const saving = rowByLabel(ws, "Saving against cloud");
    expect(saving.getCell(3).value).toBe(result.savings.total);
    const pct = rowByLabel(ws, "Saving against cloud, % of cloud TCO");
    expect(pct.getCell(3).value).toBeCloseTo(result.savings.pct! / 100, 12);
    expect(pct.getCell(3).numFmt).toContain("%");
    expect(rowByLabel(ws, "Break-even month").getCell(3).value).toBe(result.breakEvenMonth);
    expect(rowByLabel(ws, "ROI of owning").getCell(2).value).toBeCloseTo(result.roiPct! / 100, 12);
    expect(rowByLabel(ws, "Recommendation (lowest NPV)").getCell(2).value).toBe("On-prem");
  });

  test("Monthly: one row per month under a header, amounts at full precision", async () => {
    const { book, result } = await workbookFor(preset("comma-ai-datacenter"));
    const ws = sheet(book, "Monthly");
    expect(ws.rowCount).toBe(result.months.length + 1);
    expect(ws.getRow(1).getCell(1).value).toBe("Month");
    const month13 = ws.getRow(13 + 2);
    expect(month13.getCell(1).value).toBe(13);
    expect(month13.getCell(2).value).toBe(2);
    expect(month13.getCell(4).value).toBe(result.months[13]!.onPrem);
    expect(month13.getCell(9).value).toBe(result.months[13]!.savings);
    expect(ws.getRow(2).getCell(9).value).toBeLessThan(0);
    expect(month13.getCell(3).numFmt).toContain('"$"#,##0.00');
  });

  test("Yearly breakdown: each option's yearly totals add up to its horizon total", async () => {
    const { book, result } = await workbookFor(preset("hybrid-three-tier"));
    const ws = sheet(book, "Yearly breakdown");
    const header = ws.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(["Option", "Cost line", "Month 0", "Year 1", "Year 2", "Year 3", "Total"]);
    for (const [name, total] of [["Cloud", result.totals.cloud], ["On-prem", result.totals.onPrem], ["Hybrid", result.totals.hybrid]] as const) {
      let row: ExcelJS.Row | undefined;
      ws.eachRow((r) => {
        if (r.getCell(1).value === name && r.getCell(2).value === "Total") row = r;
      });
      expect(row!.getCell(7).value as number).toBeCloseTo(total, 4);
    }
  });

  test("Assumptions: every input with group, label, value, unit and JSON path; percents as fractions", async () => {
    const scenario = preset("comma-ai-datacenter");
    const { book } = await workbookFor(scenario);
    const ws = sheet(book, "Assumptions");
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(["Group", "Input", "Value", "Unit", "JSON path", "What it means"]);
    expect(ws.rowCount).toBe(assumptionRows(scenario).length + 1);
    const price = rowByLabel(ws, "cloud.pricePerGpuHour", 5);
    expect(price.getCell(3).value).toBe(scenario.cloud.pricePerGpuHour);
    expect(price.getCell(4).value).toBe("USD/h");
    expect(price.getCell(3).numFmt).toContain('"$"');
    const overhead = rowByLabel(ws, "cloud.overheadPct", 5);
    expect(overhead.getCell(3).value).toBeCloseTo(scenario.cloud.overheadPct / 100, 12);
    expect(overhead.getCell(3).numFmt).toContain("%");
    expect(rowByLabel(ws, "cloud.billing", 5).getCell(3).value).toBe("On-demand");
    expect(rowByLabel(ws, "workload.gpus", 5).getCell(3).value).toBe(600);
  });

  test("another currency's amounts carry its code or symbol", async () => {
    const { book } = await workbookFor(preset("idle-workstations"));
    expect(rowByLabel(sheet(book, "Summary"), "Metric").number).toBeGreaterThan(1);
    const cell = sheet(book, "Monthly").getRow(5).getCell(3);
    expect(cell.numFmt).toContain('"€"');
    expect(currencyFormats("CHF").whole).toBe('#,##0 "CHF";[Red]-#,##0 "CHF"');
    expect(currencyFormats("chf").cents).toContain('"CHF"');
    expect(currencyFormats('U"S').whole).toBe('#,##0 "US";[Red]-#,##0 "US"');
  });

  test("names with markup, quotes, emoji and RTL text survive; formula-like text is neutralised", async () => {
    const base = preset("comma-ai-datacenter");
    const hostile = await workbookFor({ ...base, name: HOSTILE_NAME, description: "=cmd|' /C calc'!A0" });
    const summary = sheet(hostile.book, "Summary");
    expect(summary.getCell("A1").value).toBe(HOSTILE_NAME);
    expect(rowByLabel(summary, "Description").getCell(2).value).toBe("'=cmd|' /C calc'!A0");

    const formula = await workbookFor({ ...base, name: "=1+1" });
    const cell = sheet(formula.book, "Summary").getCell("A1");
    expect(cell.value).toBe("'=1+1");
    expect(cell.type).toBe(ExcelJS.ValueType.String);
  });
});

describe("xlsxFileName", () => {
  test("a safe ASCII name", () => {
    expect(xlsxFileName("comma.ai-style datacenter")).toBe("comma-ai-style-datacenter-tco.xlsx");
  });
});
