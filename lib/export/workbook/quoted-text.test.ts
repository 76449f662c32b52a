import { spawnSync } from "node:child_process";
import ExcelJS from "exceljs";
import { SNAPSHOT_NOTE } from "./style";
import { describe, expect, test } from "vitest";
import { computeTco, withUncertainty } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import { preset, tempFile } from "@/scripts/test-support/export";
import { comparisonWorkbook } from "../compare-xlsx";
import { scenarioWorkbook } from "../xlsx";
import { recalculate } from "../../../scripts/test-support/recalc";
import { startsLikeFormula } from "../formula";
import { quoteFormulaText, workbookBytes } from "./quoted-text";

// Issue 32: a user's text that starts like a formula lands in a workbook as quoted text, on every
// sheet. Read back from the file itself (the cell's style carries quotePrefix="1"), and through
// LibreOffice, which must keep each one as the text typed.

const HOSTILE = {
  name: "=1+2",
  description: "@SUM(1+1)*cmd|' /C calc'!A0",
  cloud: '+HYPERLINK("http://evil.example/c","click")',
  onPrem: "@SUM(1+1)*cmd|' /C calc'!A0",
  hybrid: "=1+2",
  unit: "-2+3",
} as const;

function hostile(): Scenario {
  const s = preset("comma-ai-datacenter");
  const scenario: Scenario = {
    ...s,
    name: HOSTILE.name,
    description: HOSTILE.description,
    labels: { cloud: HOSTILE.cloud, onPrem: HOSTILE.onPrem, hybrid: HOSTILE.hybrid },
    workload: { ...s.workload, unitName: HOSTILE.unit, unitsPerGpuHour: { cloud: 1, onPrem: 1 } },
    uncertainty: {
      runs: 200,
      seed: 3,
      ranges: [{ input: "cloud.pricePerGpuHour", low: 2, high: 4, distribution: "uniform" }],
    },
  };
  return scenario;
}

function unzipped(file: string, member: string): string {
  const out = spawnSync("unzip", ["-p", file, member], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (out.status !== 0) throw new Error(`unzip ${member}: ${out.stderr || out.error}`);
  return out.stdout;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, "&");

interface TextCell {
  sheet: string;
  ref: string;
  text: string;
  quoted: boolean;
}

/** Every shared-string cell of the file as written, with whether its style is quoted text. */
function textCells(bytes: Buffer): TextCell[] {
  const file = tempFile("book.xlsx", bytes);
  const strings = [...unzipped(file, "xl/sharedStrings.xml").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((si) =>
    unescapeXml([...si[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join("")),
  );
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(unzipped(file, "xl/styles.xml"))?.[1] ?? "";
  const quotedStyle = [...cellXfs.matchAll(/<xf\b[^>]*>/g)].map((xf) => /\bquotePrefix="(1|true)"/.test(xf[0]));
  const workbookXml = unzipped(file, "xl/workbook.xml");
  const names = [...workbookXml.matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => unescapeXml(m[1]!));
  return names.flatMap((sheet, k) =>
    [...unzipped(file, `xl/worksheets/sheet${k + 1}.xml`).matchAll(/<c r="([A-Z]+\d+)"([^>]*)>([\s\S]*?)<\/c>/g)]
      .filter(([, , attributes]) => /\bt="s"/.test(attributes!))
      .map(([, ref, attributes, body]) => ({
        sheet,
        ref: ref!,
        text: strings[Number(/<v>(\d+)<\/v>/.exec(body!)?.[1])] ?? "",
        quoted: quotedStyle[Number(/\bs="(\d+)"/.exec(attributes!)?.[1] ?? 0)] ?? false,
      })),
  );
}

function expectEveryFormulaLikeCellQuoted(cells: TextCell[]): void {
  const unquoted = cells.filter((c) => startsLikeFormula(c.text) && !c.quoted);
  expect(unquoted.map((c) => `${c.sheet}!${c.ref} ${JSON.stringify(c.text)}`)).toEqual([]);
}

describe("text that starts like a formula, in the workbooks", () => {
  test("only text cells are quoted: formulas, numbers and other text are left alone", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("S");
    sheet.addRow(["=1+2", -5, "plain"]);
    sheet.getCell("D1").value = { formula: "B1*2" };
    sheet.getCell("E1").value = "@x";
    sheet.getCell("E1").font = { bold: true };
    quoteFormulaText(workbook);
    const cells = textCells(await workbookBytes(workbook));
    expect(cells.map(({ ref, text, quoted }) => ({ ref, text, quoted }))).toEqual([
      { ref: "A1", text: "=1+2", quoted: true },
      { ref: "C1", text: "plain", quoted: false },
      { ref: "E1", text: "@x", quoted: true },
    ]);
  });

  test("a scenario's workbook: every label, name, description and unit is quoted text, as typed", async () => {
    const scenario = hostile();
    const bytes = await scenarioWorkbook(scenario, withUncertainty(scenario, computeTco(scenario)));
    const cells = textCells(bytes);
    expectEveryFormulaLikeCellQuoted(cells);
    const texts = new Set(cells.map((c) => c.text));
    for (const typed of Object.values(HOSTILE)) expect(texts, typed).toContain(typed);
    // The Yearly sheet, where the labels were plain text (issue 32), names each option on its rows.
    const yearly = cells.filter((c) => c.sheet === "Yearly (values)" && c.ref.startsWith("A"));
    expect(new Set(yearly.map((c) => c.text))).toEqual(
      new Set(["Option", HOSTILE.cloud, HOSTILE.onPrem, HOSTILE.hybrid, "", SNAPSHOT_NOTE]),
    );
  });

  test("the comparison workbook quotes each scenario's name and text", async () => {
    const a = hostile();
    const b = { ...preset("h100-server"), name: "+SUM(A1:A9)" };
    const bytes = await comparisonWorkbook([
      { scenario: a, result: computeTco(a) },
      { scenario: b, result: computeTco(b) },
    ]);
    const cells = textCells(bytes);
    expectEveryFormulaLikeCellQuoted(cells);
    expect(cells.filter((c) => c.sheet === "Comparison").map((c) => c.text)).toEqual(
      expect.arrayContaining([HOSTILE.name, "+SUM(A1:A9)"]),
    );
  });

  test("LibreOffice keeps each one as the text typed: none is evaluated", { timeout: 120_000 }, async () => {
    const scenario = hostile();
    const bytes = await scenarioWorkbook(scenario, computeTco(scenario));
    const [recalculated] = await recalculate([{ name: "hostile", bytes }]);
    const book = recalculated!.book;
    const values: unknown[] = [];
    book.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          values.push(cell.type === ExcelJS.ValueType.Formula ? cell.result : cell.value);
        }),
      ),
    );
    for (const typed of Object.values(HOSTILE)) expect(values, typed).toContain(typed);
    const summary = book.getWorksheet("Summary")!;
    expect(summary.getCell("A1").value).toBe(HOSTILE.name);
    expect(summary.getCell("A1").type).toBe(ExcelJS.ValueType.String);
  });
});
