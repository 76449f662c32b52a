import ExcelJS from "exceljs";
import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";
import { comparisonWorkbook } from "./compare-xlsx";
import { inputCellValue, inputFields } from "./workbook/inputs-sheet";
import { inputName, outputName } from "./workbook/names";
import { namedCell, readName, recalculate } from "../../scripts/test-support/recalc";

const entry = (scenario: Scenario) => ({ scenario, result: computeTco(scenario) });

describe("comparisonWorkbook", () => {
  test("each scenario's column is its own live model: LibreOffice recalculates every one to the engine", async () => {
    const [a, b, c] = [presets[0]!.scenario, presets[3]!.scenario, presets[5]!.scenario];
    const bytes = await comparisonWorkbook([entry(a), entry(b), entry(c)]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      "Comparison",
      "Inputs",
      ...[1, 2, 3].flatMap((k) => [`Summary ${k}`, `Model ${k}`, `IRR workings ${k}`]),
    ]);
    // Scenario 2's column is changed to a taxed, larger scenario; 1 and 3 stay as exported.
    const typed: Scenario = {
      ...b,
      horizonYears: 6,
      workload: { ...b.workload, gpus: 1000 },
      tax: { ratePct: 25, depreciation: "straight-line" },
    };
    for (const field of inputFields())
      namedCell(book, `${inputName(field.path)}_2`).value = inputCellValue(typed, field);
    const [recalculated] = await recalculate([
      { name: "comparison", bytes: Buffer.from(await book.xlsx.writeBuffer()) },
    ]);
    const out = recalculated!.book;
    for (const [k, scenario] of [
      [1, a],
      [2, typed],
      [3, c],
    ] as const) {
      const result = computeTco(scenario, { sensitivity: false });
      for (const [path, want] of [
        ["totals.onPrem", result.totals.onPrem],
        ["npv.hybrid", result.npv.hybrid],
        ["savings.npv", result.savings.npv],
        ["afterTax.npv.onPrem", result.afterTax?.npv.onPrem ?? result.npv.onPrem],
      ] as const) {
        expect(
          Math.abs((readName(out, `${outputName(path)}_${k}`) as number) - want),
          `${path} of scenario ${k}`,
        ).toBeLessThanOrEqual(0.01);
      }
      expect(readName(out, `out_recommendation_${k}`)).toBe(result.recommendation);
    }
    const comparison = out.getWorksheet("Comparison")!;
    expect(comparison.getRow(5).getCell(3).result).toBeCloseTo(computeTco(typed).totals.cloud, 2);
  }, 120_000);
});
