import { spawnSync } from "node:child_process";
import ExcelJS from "exceljs";
import { describe, expect, test } from "vitest";
import { computeTco, withUncertainty } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { renderSummaryPdf } from "./pdf";
import { preset, tempFile } from "@/scripts/test-support/export";
import { scenarioWorkbook, WORKBOOK_SHEETS } from "./xlsx";
import { UNCERTAINTY_SHEET } from "./xlsx-uncertainty";

// comma.ai with three ranges, as a finance user would set them; few runs keep the test quick.
function commaWithRanges(): Scenario {
  const s = preset("comma-ai-datacenter");
  return {
    ...s,
    uncertainty: {
      runs: 500,
      seed: 7,
      ranges: [
        { input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75, distribution: "triangular" },
        { input: "onPrem.capex", low: 4_500_000, high: 6_500_000, distribution: "triangular" },
        { input: "workload.gpuHoursPerDay", low: 12, high: 24, distribution: "uniform" },
      ],
    },
  };
}

const pct = (v: number) =>
  new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }).format(v / 100);

describe("the Monte Carlo figures in the exports", () => {
  test("the PDF carries the odds, the percentiles, the runs and the seed", async () => {
    const scenario = commaWithRanges();
    const result = withUncertainty(scenario, computeTco(scenario));
    const pdf = await renderSummaryPdf({ scenario, result, version: 1, generatedAt: new Date("2026-12-01T00:00:00Z") });
    const out = spawnSync("pdftotext", [tempFile("mc.pdf", pdf), "-"], { encoding: "utf8" });
    const text = out.stdout.replace(/\s+/g, " ");
    const u = result.uncertainty!;
    expect(text).toContain(`Owning is cheaper in ${pct(u.onPremCheaperPct)} of runs (NPV)`);
    expect(text).toContain("500 runs, seed 7 (mulberry32; nearest-rank percentiles)");
    expect(text).toContain("How sure is the saving? (Monte Carlo)");
    expect(text).toContain("List price per GPU-hour");
  }, 30_000);

  test("a scenario that names its options: the odds, the wins and every definition use its names, never 'owning'", async () => {
    const epochs = preset("cost-per-epoch");
    const scenario: Scenario = {
      ...epochs,
      uncertainty: {
        runs: 200,
        seed: 3,
        ranges: [{ input: "cloud.pricePerGpuHour", low: 1, high: 4, distribution: "uniform" }],
      },
    };
    const result = withUncertainty(scenario, computeTco(scenario));
    const pdf = await renderSummaryPdf({ scenario, result, version: 1, generatedAt: new Date("2026-12-01T00:00:00Z") });
    const text = spawnSync("pdftotext", [tempFile("mc-named.pdf", pdf), "-"], { encoding: "utf8" }).stdout.replace(
      /\s+/g,
      " ",
    );
    const u = result.uncertainty!;
    expect(text).toContain(`Enhanced host is cheaper than Standard host in ${pct(u.onPremCheaperPct)} of runs (NPV)`);
    expect(text).toContain(`Lowest NPV: Enhanced host in ${pct(u.recommendationPct.onPrem)} of runs, Standard host in`);
    expect(text).toContain("Saving against Standard host (undiscounted)");
    expect(text).toContain(
      "Saving against Standard host: Standard host's total minus the option's total, not discounted",
    );
    expect(text).toContain("IRR of Enhanced host: The yearly rate at which the month-0 cost of Enhanced host");
    expect(text).toContain("at which Enhanced host and Standard host cost the same over the horizon (undiscounted)");
    expect(text).toContain("Cumulative savings (undiscounted)");
    expect(text).not.toMatch(/owning|renting|the cloud's/i);
  }, 30_000);

  test("the PDF of a scenario without ranges has no Monte Carlo section", async () => {
    const scenario = preset("comma-ai-datacenter");
    const pdf = await renderSummaryPdf({
      scenario,
      result: withUncertainty(scenario, computeTco(scenario)),
      version: 1,
      generatedAt: new Date(),
    });
    const out = spawnSync("pdftotext", [tempFile("plain.pdf", pdf), "-"], { encoding: "utf8" });
    expect(out.stdout).not.toContain("Monte Carlo");
  }, 30_000);

  test("the workbook adds an Uncertainty sheet with the runs' percentiles for every month", async () => {
    const scenario = commaWithRanges();
    const result = withUncertainty(scenario, computeTco(scenario));
    const bytes = await scenarioWorkbook(scenario, result);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(book.worksheets.map((ws) => ws.name)).toEqual([...WORKBOOK_SHEETS, UNCERTAINTY_SHEET]);
    const ws = book.getWorksheet(UNCERTAINTY_SHEET)!;
    const rows = ws.getSheetValues().filter(Boolean) as unknown[][];
    const find = (label: string) => rows.find((r) => r[1] === label)!;
    expect(find("Runs")[2]).toBe(500);
    expect(find("Seed")[2]).toBe(7);
    const u = result.uncertainty!;
    expect(find("Savings over the horizon").slice(2, 6)).toEqual([
      u.savings.p10,
      u.savings.p50,
      u.savings.p90,
      u.savings.mean,
    ]);
    expect(find("Runs in which owning is cheaper (NPV)")[2]).toBeCloseTo(u.onPremCheaperPct / 100, 12);
    const header = rows.findIndex((r) => r[1] === "Month");
    const months = rows.slice(header + 1);
    expect(months).toHaveLength(37);
    expect(months[36]!.slice(1, 5)).toEqual([
      36,
      u.cumulativeSavings[36]!.p10,
      u.cumulativeSavings[36]!.p50,
      u.cumulativeSavings[36]!.p90,
    ]);
    expect(months[36]![6]).toBe(result.months[36]!.savings);
  });
});
