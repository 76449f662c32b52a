import { spawnSync } from "node:child_process";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { describe, expect, test } from "vitest";
import { compareRows, inputDifferences } from "@/lib/compare/rows";
import { computeTco } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { comparisonCsv } from "./compare-csv";
import { renderSummaryPdf } from "./pdf";
import { renderComparisonPdf } from "./pdf/compare-document";
import { preset, tempFile } from "@/scripts/test-support/export";
import { scenarioWorkbook } from "./xlsx";

// Codes the model stores, which a reader must never meet in a file ("straight-line" is also English).
const CODES = /macrs-5|on-demand/;
const macrs = (): Scenario => ({ ...preset("comma-ai-datacenter"), tax: { ratePct: 21, depreciation: "macrs-5" } });
const straight = (): Scenario => ({
  ...preset("comma-ai-datacenter"),
  name: "Straight",
  cloud: { ...preset("comma-ai-datacenter").cloud, billing: "reserved" },
  tax: { ratePct: 21, depreciation: "straight-line" },
});
const pdfLayout = (bytes: Uint8Array) =>
  spawnSync("pdftotext", ["-layout", tempFile("words.pdf", bytes), "-"], { encoding: "utf8" }).stdout;
const entries = () =>
  [macrs(), straight()].map((scenario, i) => ({
    id: `s${i}`,
    version: 1,
    scenario,
    result: computeTco(scenario, { sensitivity: false }),
  }));

describe("coded choices read as words in every file", () => {
  test("summary PDF: the assumptions say MACRS 5-year and On-demand", async () => {
    const scenario = macrs();
    const layout = pdfLayout(
      await renderSummaryPdf({
        scenario,
        result: computeTco(scenario),
        version: 1,
        generatedAt: new Date("2026-12-01T00:00:00Z"),
      }),
    );
    expect(layout).toMatch(/Tax depreciation\s+MACRS 5-year/);
    expect(layout).toMatch(/Billing\s+On-demand/);
    expect(layout).not.toMatch(CODES);
  }, 30_000);

  test("XLSX: the Inputs sheet has the words", async () => {
    const scenario = macrs();
    const book = new ExcelJS.Workbook();
    const bytes = await scenarioWorkbook(scenario, computeTco(scenario, { sensitivity: false }));
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const values = book.getWorksheet("Inputs")!.getColumn(3).values.map(String);
    expect(values).toContain("MACRS 5-year");
    expect(values).toContain("On-demand");
    expect(values.join("|")).not.toMatch(CODES);
  });

  test("compare CSV and PDF: the differing choices are words", async () => {
    const e = entries();
    const input = { entries: e, baseline: 0, rows: compareRows(e), inputs: inputDifferences(e) };
    const { data } = Papa.parse<string[]>(comparisonCsv(input));
    expect(data.find((r) => r[1] === "tax.depreciation")?.slice(3)).toEqual(["MACRS 5-year", "Straight-line"]);
    expect(data.find((r) => r[1] === "cloud.billing")?.slice(3)).toEqual(["On-demand", "Reserved"]);
    const layout = pdfLayout(
      await renderComparisonPdf({ ...input, refusal: null, generatedAt: new Date("2026-12-01T00:00:00Z") }),
    );
    expect(layout).toMatch(/MACRS 5-year\s+Straight-line/);
    expect(layout).not.toMatch(CODES);
  }, 30_000);
});
