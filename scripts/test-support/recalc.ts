import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";

// A LibreOffice profile of its own that recalculates every formula on load, whatever the file
// holds: the proof must never read a value the exporter wrote.
const PROFILE = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>`;

/**
 * Recalculates workbooks in LibreOffice headless (one process for all of them) and returns each
 * one as LibreOffice saved it, with its formula results. Test support: needs `soffice`
 * (Debian's libreoffice-calc-nogui, which `npm test` installs).
 *
 * @example
 * const [book] = await recalculate([{ name: "a", bytes }]);
 * readName(book, "out_totals_cloud"); // 49_800_000
 */
export async function recalculate(
  files: { name: string; bytes: Buffer }[],
): Promise<{ book: ExcelJS.Workbook; seconds: number }[]> {
  const dir = mkdtempSync(join(tmpdir(), "gpu-tco-recalc-"));
  const profile = join(dir, "profile");
  mkdirSync(join(profile, "user"), { recursive: true });
  writeFileSync(join(profile, "user", "registrymodifications.xcu"), PROFILE);
  const input = join(dir, "in");
  const output = join(dir, "out");
  mkdirSync(input);
  for (const file of files) writeFileSync(join(input, `${file.name}.xlsx`), file.bytes);
  const started = Date.now();
  const run = spawnSync(
    "soffice",
    [
      `-env:UserInstallation=file://${profile}`,
      "--headless",
      "--norestore",
      "--convert-to",
      "xlsx",
      "--outdir",
      output,
      ...files.map((f) => join(input, `${f.name}.xlsx`)),
    ],
    { encoding: "utf8", timeout: 600_000 },
  );
  const seconds = (Date.now() - started) / 1000 / Math.max(1, files.length);
  if (run.status !== 0) throw new Error(`soffice failed: ${run.stderr || run.error}`);
  const written = new Set(readdirSync(output));
  return Promise.all(
    files.map(async (file) => {
      if (!written.has(`${file.name}.xlsx`))
        throw new Error(`LibreOffice wrote no ${file.name}.xlsx: ${run.stdout} ${run.stderr}`);
      const book = new ExcelJS.Workbook();
      const bytes = readFileSync(join(output, `${file.name}.xlsx`));
      await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
      return { book, seconds };
    }),
  );
}

/** The cell a defined name points at. */
export function namedCell(book: ExcelJS.Workbook, name: string): ExcelJS.Cell {
  const ranges = (book.definedNames as unknown as { getRanges(n: string): { ranges: string[] } }).getRanges(
    name,
  ).ranges;
  const [sheetName, address] = (ranges[0] ?? "").split("!");
  if (!sheetName || !address) throw new Error(`no defined name ${name}`);
  const sheet = book.getWorksheet(sheetName.replace(/^'|'$/g, ""));
  if (!sheet) throw new Error(`no sheet for ${name}`);
  return sheet.getCell(address.replaceAll("$", ""));
}

/** A named cell's value: a formula's result (exceljs's `value` drops a result of 0), or the plain value. */
export function readName(book: ExcelJS.Workbook, name: string): unknown {
  const cell = namedCell(book, name);
  return cell.type === ExcelJS.ValueType.Formula ? cell.result : cell.value;
}
