import { spawnSync } from "node:child_process";
import ExcelJS from "exceljs";
import { describe, expect, test } from "vitest";
import { getPath } from "@/lib/object-path";
import { computeTco, withUncertainty } from "@/lib/tco";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { HOSTILE_NAME, preset, tempFile } from "@/scripts/test-support/export";
import { inputFields } from "./workbook/inputs-sheet";
import { inputName, OUTPUT_PATHS, outputName } from "./workbook/names";
import { namedCell } from "../../scripts/test-support/recalc";
import { SNAPSHOT_NOTE } from "./workbook/style";
import { currencyFormats, scenarioWorkbook, WORKBOOK_SHEETS, xlsxFileName } from "./xlsx";

// What the file holds as written. That its formulas give the engine's figures is proven by
// recalculating it in LibreOffice (workbook/live-workbook.test.ts).

async function workbookFor(scenario: Scenario): Promise<{ book: ExcelJS.Workbook; result: TcoResult; bytes: Buffer }> {
  const result = computeTco(scenario);
  const book = new ExcelJS.Workbook();
  const bytes = await scenarioWorkbook(scenario, result);
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return { book, result, bytes };
}

function sheet(book: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = book.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

function formulaOf(cell: ExcelJS.Cell): string | undefined {
  return cell.type === ExcelJS.ValueType.Formula ? cell.formula : undefined;
}

describe("scenarioWorkbook", () => {
  test("live sheets first, value sheets named as such, every sheet with frozen headers", async () => {
    const { book, bytes } = await workbookFor(preset("comma-ai-datacenter"));
    expect(book.worksheets.map((ws) => ws.name)).toEqual([...WORKBOOK_SHEETS]);
    for (const ws of book.worksheets) expect(ws.views[0]).toMatchObject({ state: "frozen" });
    // Excel recalculates on open rather than trusting (absent) stored results.
    const workbookXml = spawnSync("unzip", ["-p", tempFile("book.xlsx", bytes), "xl/workbook.xml"], {
      encoding: "utf8",
    }).stdout;
    expect(workbookXml).toMatch(/<calcPr[^>]*fullCalcOnLoad="1"/);
  });

  test.each(["comma-ai-datacenter", "tax"])(
    "every output is a named formula storing the engine's figure, for readers that do not recalculate (%s)",
    async (which) => {
      const base = preset("comma-ai-datacenter");
      const scenario: Scenario =
        which === "tax" ? { ...base, tax: { ratePct: 25, depreciation: "straight-line" } } : base;
      const { book, result } = await workbookFor(scenario);
      const engine = (path: string): unknown => {
        const p = scenario.tax ? path : path.replace("afterTax.", "");
        if (p.startsWith("financing.") && !result.financing) return 0;
        const value = getPath(result, p);
        if (p === "roiPct" || p === "irrPct") return (value as number) / 100;
        return value === null ? "never" : value;
      };
      for (const path of OUTPUT_PATHS) {
        const cell = namedCell(book, outputName(path));
        expect(formulaOf(cell), path).toBeTruthy();
        expect(cell.result, path).toBe(engine(path));
      }
    },
  );

  test("the Model sheet is formulas", async () => {
    const { book } = await workbookFor(preset("comma-ai-datacenter"));
    expect(formulaOf(namedCell(book, "out_totals_cloud"))).toBe("SUM(m_cloud)");
    expect(formulaOf(namedCell(book, "out_npv_onPrem"))).toBe("SUMPRODUCT(m_onPrem,m_discount)");
    const model = sheet(book, "Model");
    let formulas = 0;
    model.eachRow((row) => row.eachCell((cell) => void (formulaOf(cell) && formulas++)));
    expect(formulas).toBeGreaterThan(121 * 60);
  });

  test("Inputs: every input in a named, labelled cell; percents as fractions; enums as words with a list", async () => {
    const scenario = { ...preset("comma-ai-datacenter"), tax: { ratePct: 21, depreciation: "macrs-5" as const } };
    const { book } = await workbookFor(scenario);
    for (const field of inputFields()) expect(() => namedCell(book, inputName(field.path)), field.path).not.toThrow();
    expect(namedCell(book, "in_workload_gpus").value).toBe(600);
    expect(namedCell(book, "in_cloud_pricePerGpuHour").value).toBe(scenario.cloud.pricePerGpuHour);
    expect(namedCell(book, "in_cloud_pricePerGpuHour").numFmt).toContain('"$"');
    expect(namedCell(book, "in_tax_ratePct").value).toBeCloseTo(0.21, 12);
    expect(namedCell(book, "in_tax_ratePct").numFmt).toContain("%");
    const depreciation = namedCell(book, "in_tax_depreciation");
    expect(depreciation.value).toBe("MACRS 5-year");
    expect(depreciation.dataValidation).toMatchObject({
      type: "list",
      formulae: ['"Straight-line,MACRS 5-year,Expensed"'],
    });
    expect(namedCell(book, "in_onPrem_creditResidualValue").value).toBe(false);
    const label = sheet(book, "Inputs")
      .getRow(Number(namedCell(book, "in_workload_gpus").row))
      .getCell(2).value;
    expect(label).toBe("GPUs");
  });

  test("inputs of an optional part the scenario leaves out count for nothing", async () => {
    const { book } = await workbookFor(preset("comma-ai-datacenter"));
    expect(namedCell(book, "in_tax_ratePct").value).toBe(0);
    expect(namedCell(book, "in_onPrem_opex_power_activeWattsPerGpu").value).toBe(0);
    expect(namedCell(book, "in_onPrem_opex_power_pricePerKwh").value).toBe(0);
  });

  test("every (values) sheet says it is a snapshot that does not follow the Inputs sheet", async () => {
    const base = preset("comma-ai-datacenter");
    const scenario: Scenario = {
      ...base,
      uncertainty: {
        runs: 200,
        seed: 1,
        ranges: [{ input: "cloud.pricePerGpuHour", low: 2, high: 4, distribution: "uniform" }],
      },
    };
    const book = new ExcelJS.Workbook();
    const bytes = await scenarioWorkbook(scenario, withUncertainty(scenario, computeTco(scenario)));
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const valueSheets = book.worksheets.filter((ws) => ws.name.endsWith("(values)"));
    expect(valueSheets.map((ws) => ws.name)).toEqual([
      "Yearly (values)",
      "P&L (values)",
      "Sensitivity (values)",
      "Uncertainty (values)",
    ]);
    for (const ws of valueSheets) {
      const texts: unknown[] = [];
      ws.eachRow((row) => row.eachCell((cell) => void texts.push(cell.value)));
      expect(texts, ws.name).toContain(SNAPSHOT_NOTE);
    }
  });

  test("Yearly (values): each option's yearly totals add up to its horizon total", async () => {
    const { book, result } = await workbookFor(preset("hybrid-three-tier"));
    const ws = sheet(book, "Yearly (values)");
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Option",
      "Cost line",
      "Month 0",
      "Year 1",
      "Year 2",
      "Year 3",
      "Total",
    ]);
    for (const [name, total] of [
      ["Cloud", result.totals.cloud],
      ["On-prem", result.totals.onPrem],
      ["Hybrid", result.totals.hybrid],
    ] as const) {
      let row: ExcelJS.Row | undefined;
      ws.eachRow((r) => {
        if (r.getCell(1).value === name && r.getCell(2).value === "Total") row = r;
      });
      expect(row!.getCell(7).value as number).toBeCloseTo(total, 4);
    }
  });

  test("amounts in the scenario's currency, negatives in parentheses", async () => {
    const { book } = await workbookFor(preset("idle-workstations"));
    expect(namedCell(book, "out_totals_cloud").numFmt).toContain('"€"');
    expect(currencyFormats("USD").whole).toBe('"$"#,##0;[Red]("$"#,##0)');
    expect(currencyFormats("CHF").whole).toBe('#,##0 "CHF";[Red](#,##0 "CHF")');
    expect(currencyFormats('U"S').whole).toBe('#,##0 "US";[Red](#,##0 "US")');
  });

  test("names with markup, quotes, emoji and RTL text survive; formula-like text is shown as typed", async () => {
    const base = preset("comma-ai-datacenter");
    const hostile = await workbookFor({ ...base, name: HOSTILE_NAME, description: "=cmd|' /C calc'!A0" });
    const summary = sheet(hostile.book, "Summary");
    expect(summary.getCell("A1").value).toBe(HOSTILE_NAME);
    let description: unknown;
    summary.eachRow((row) => {
      if (row.getCell(1).value === "Description") description = row.getCell(2).value;
    });
    // Quoted text (workbook/quoted-text.test.ts reads its style): the value is what was typed.
    expect(description).toBe("=cmd|' /C calc'!A0");

    const formula = await workbookFor({ ...base, name: "=1+1" });
    const cell = sheet(formula.book, "Summary").getCell("A1");
    expect(cell.value).toBe("=1+1");
    expect(cell.type).toBe(ExcelJS.ValueType.String);
  });

  test("the 10-year comma.ai preset with tax stays under 1 MB", async () => {
    const s = preset("comma-ai-datacenter");
    const { bytes } = await workbookFor({ ...s, horizonYears: 10, tax: { ratePct: 21, depreciation: "macrs-5" } });
    expect(bytes.byteLength).toBeLessThan(1_000_000);
  });
});

describe("xlsxFileName", () => {
  test("a safe ASCII name", () => {
    expect(xlsxFileName("comma.ai-style datacenter")).toBe("comma-ai-style-datacenter-tco.xlsx");
  });
});
