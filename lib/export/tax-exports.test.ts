import { spawnSync } from "node:child_process";
import ExcelJS from "exceljs";
import { describe, expect, test } from "vitest";
import { computeTco, profitAndLoss } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { AFTER_TAX_COLUMNS, CASH_FLOW_COLUMNS } from "./cash-flow-columns";
import { cashFlowsCsv } from "./csv";
import { parseScenarioFile, scenarioJson } from "./json";
import { renderSummaryPdf } from "./pdf";
import { parseCashFlows, preset, tempFile } from "@/scripts/test-support/export";
import { namedCell } from "../../scripts/test-support/recalc";
import { scenarioWorkbook } from "./xlsx";

const taxed = (): Scenario => ({ ...preset("comma-ai-datacenter"), tax: { ratePct: 21, depreciation: "macrs-5" } });
const usd = (value: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value);

async function workbook(scenario: Scenario): Promise<ExcelJS.Workbook> {
  const bytes = await scenarioWorkbook(scenario, computeTco(scenario, { sensitivity: false }));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return book;
}

function rowByLabel(ws: ExcelJS.Worksheet, label: string, column = 1): ExcelJS.Row {
  for (let r = 1; r <= ws.rowCount; r++) if (ws.getRow(r).getCell(column).value === label) return ws.getRow(r);
  throw new Error(`no row ${label}`);
}

describe("exports with tax", () => {
  test("JSON: the tax block is exported and imported like every input", () => {
    const scenario = taxed();
    const parsed = parseScenarioFile(scenarioJson(scenario));
    expect(parsed.ok && parsed.scenario.tax).toEqual({ ratePct: 21, depreciation: "macrs-5" });
    const bad = parseScenarioFile(JSON.stringify({ ...scenario, tax: { ratePct: 75 } }));
    expect(bad).toEqual({
      ok: false,
      errors: [{ path: "tax.ratePct", code: "out_of_range", message: "tax.ratePct must be between 0 and 60" }],
    });
  });

  test("CSV: after-tax columns before currency and scenario; their running totals match afterTax", () => {
    const scenario = taxed();
    const result = computeTco(scenario, { sensitivity: false });
    const { data, meta } = parseCashFlows<number | string>(cashFlowsCsv(scenario, result), scenario, true);
    expect(meta.keys).toEqual([
      ...CASH_FLOW_COLUMNS.slice(0, -3),
      ...AFTER_TAX_COLUMNS,
      "currency",
      "pricesAsOf",
      "scenario",
    ]);
    expect(meta.fields.slice(9, 16)).toEqual([
      "Cloud cost after tax",
      "On-prem cost after tax",
      "Hybrid cost after tax",
      "Cloud cost after tax, cumulative",
      "On-prem cost after tax, cumulative",
      "Hybrid cost after tax, cumulative",
      "Savings after tax, cumulative (Cloud − On-prem)",
    ]);
    const last = data.at(-1)!;
    expect(last.cumulativeOnPremAfterTax).toBeCloseTo(result.afterTax!.totals.onPrem, 1);
    expect(last.cumulativeCloudAfterTax).toBeCloseTo(result.afterTax!.totals.cloud, 1);
    expect(last.savingsAfterTax).toBeCloseTo(result.afterTax!.savings.total, 1);
    // Month 0 after tax: the purchase is paid in full; migration (none here) would be deductible.
    expect(data[0]!.onPremAfterTax).toBeCloseTo(result.months[0]!.onPrem, 2);
  });

  test("CSV without tax keeps its columns", () => {
    const scenario = preset("comma-ai-datacenter");
    const csv = cashFlowsCsv(scenario, computeTco(scenario, { sensitivity: false }));
    expect(parseCashFlows(csv, scenario).meta.keys).toEqual([...CASH_FLOW_COLUMNS]);
    expect(csv.split("\r\n")[0]).not.toContain("after tax");
  });

  test("XLSX: the tax inputs are live cells, the P&L sheet holds the yearly rows as values", async () => {
    const scenario = taxed();
    const result = computeTco(scenario, { sensitivity: false });
    const book = await workbook(scenario);
    expect(namedCell(book, "in_tax_ratePct").value).toBeCloseTo(0.21, 12);
    expect(namedCell(book, "in_tax_depreciation").value).toBe("MACRS 5-year");
    expect(namedCell(book, "out_afterTax_npv_onPrem").type).toBe(ExcelJS.ValueType.Formula);
    const pnl = book.getWorksheet("P&L (values)")!;
    const years = profitAndLoss(scenario, result.months);
    const depreciation = rowByLabel(pnl, "Book depreciation, straight-line (below EBITDA)", 2);
    expect(depreciation.getCell(3).value).toBeCloseTo(years[0]!.owning.depreciation, 6);
    // The books are straight-line over the 3-year life whatever the tax method: a third of $5M a year
    expect(depreciation.getCell(3).value).toBeCloseTo(5_000_000 / 3, 6);
    // MACRS, bought at month 0: 20% of the $4.7M hardware and $0.3M facility in year 1, on the tax return
    expect(
      rowByLabel(pnl, "Tax depreciation, MACRS 5-year (on the tax return, not in the P&L)", 2).getCell(3).value,
    ).toBeCloseTo(0.2 * 5_000_000, 6);
    expect(rowByLabel(pnl, "= total cost of owning after tax", 2).getCell(3).value).toBeCloseTo(
      result.afterTax!.totals.onPrem,
      4,
    );
  });

  test("XLSX without tax: a 0% rate on Inputs, and still the P&L sheet", async () => {
    const book = await workbook(preset("comma-ai-datacenter"));
    expect(namedCell(book, "in_tax_ratePct").value).toBe(0);
    expect(rowByLabel(book.getWorksheet("P&L (values)")!, "Effect on EBITDA", 2)).toBeDefined();
  });

  test("PDF: a page with pre-tax and after-tax side by side and the P&L table", async () => {
    const scenario = taxed();
    const result = computeTco(scenario);
    const file = tempFile(
      "taxed.pdf",
      await renderSummaryPdf({ scenario, result, version: 1, generatedAt: new Date("2026-12-01T00:00:00Z") }),
    );
    const layout = spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).stdout;
    expect(layout).toContain("Before and after tax");
    expect(layout).toContain("21% marginal rate, MACRS 5-year depreciation");
    expect(layout).toMatch(
      new RegExp(
        `Total cost, on-prem\\s+${usd(result.totals.onPrem).replace("$", "\\$")}\\s+` +
          `${usd(result.afterTax!.totals.onPrem).replace("$", "\\$")}`,
      ),
    );
    expect(layout).toContain("P&L view: capex moves cost below EBITDA");
    expect(layout).toMatch(/Book depreciation, straight-line \(below EBITDA\)\s+1,667\s+1,667\s+1,667/);
    expect(layout).toMatch(/Tax depreciation, MACRS 5-year \(on the tax return,\s+1,000\s+1,600\s+960/);
    expect(layout).toContain("How the P&L meets the total cost of owning".toUpperCase());
    expect(layout).toContain("Before tax, owning saves");
  }, 30_000);

  test.each([
    ["cash", undefined],
    ["a loan", { kind: "loan", ratePct: 8, downPaymentPct: 20, termMonths: 36 } as const],
  ])(
    "PDF paid in %s: the tax section follows on, leaving no page half empty, and a P&L run onto the next page repeats its years",
    async (_, financing) => {
      const scenario: Scenario = { ...taxed(), ...(financing && { financing }) };
      const file = tempFile(
        "taxed-pages.pdf",
        await renderSummaryPdf({
          scenario,
          result: computeTco(scenario),
          version: 1,
          generatedAt: new Date("2026-12-01T00:00:00Z"),
        }),
      );
      const pages = Number(/Pages:\s+(\d+)/.exec(spawnSync("pdfinfo", [file], { encoding: "utf8" }).stdout)![1]);
      const page = (n: number, ...args: string[]) =>
        spawnSync("pdftotext", [...args, "-f", String(n), "-l", String(n), file, "-"], { encoding: "utf8" }).stdout;
      // How far down an A4 page (842 pt) its text reaches, the footer (below 800 pt) left out.
      const filled = (n: number) =>
        Math.max(
          ...[...page(n, "-bbox").matchAll(/yMax="([\d.]+)"/g)].map((m) => Number(m[1])).filter((y) => y < 800),
        ) / 842;
      for (let n = 1; n < pages; n++) expect(filled(n), `page ${n} of ${pages}`).toBeGreaterThan(0.7);
      const withPnl = Array.from({ length: pages }, (_, i) => i + 1).filter((n) =>
        /OWNING AGAINST RENTING|\bRENTING\b/.test(page(n)),
      );
      for (const n of withPnl)
        expect(page(n, "-layout"), `page ${n}`).toMatch(/Thousands of USD\s+Year 1\s+Year 2\s+Year 3\s+Total/);
    },
    60_000,
  );
});
