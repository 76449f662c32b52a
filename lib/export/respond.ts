import "server-only";
import { cashFlowsCsv, csvFileName } from "./csv";
import { jsonFileName, scenarioJson } from "./json";
import { pdfFileName } from "./pdf";
import { queuedPdf } from "./pdf-queue";
import { scenarioWorkbook, XLSX_CONTENT_TYPE, xlsxFileName } from "./xlsx";
import { localeFromAcceptLanguage } from "@/lib/format";
import { revisionResult } from "@/lib/scenarios/revision-results";
import { computeTco } from "@/lib/tco";
import type { Scenario } from "@/lib/tco/types";
import type { Checklist } from "@/lib/scenarios/checklist-schema";

/** The files a scenario can be downloaded as, by the last segment of their URL. */
export const EXPORT_FILES = ["summary.pdf", "cash-flows.csv", "scenario.xlsx", "scenario.json"] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

export const isExportFile = (file: string): file is ExportFile => (EXPORT_FILES as readonly string[]).includes(file);

export interface ExportSource {
  scenarioId: string;
  scenario: Scenario;
  checklist: Checklist;
  version: number;
  sharedAt?: Date;
}

/** `attachment` with an ASCII name, so every browser saves it under that name. */
function download(body: BodyInit, type: string, fileName: string, extra?: HeadersInit): Response {
  const headers = new Headers(extra);
  headers.set("Content-Type", type);
  headers.set("Content-Disposition", `attachment; filename="${fileName}"`);
  headers.set("Cache-Control", "private, no-store");
  return new Response(body, { headers });
}

/**
 * Renders one export of a scenario (a saved one, or a shared revision) as a download, in the
 * language the request's Accept-Language asks for. The PDF is drawn off the request path
 * (lib/export/pdf-queue.ts), and is a JSON 503 with Retry-After when too many are waiting. The PDF
 * and the workbook take the revision's result from lib/scenarios/revision-results.ts: its Monte
 * Carlo runs once per revision, on the simulation pool (a 503 too when that queue is full).
 */
export async function exportResponse(
  request: Request,
  file: ExportFile,
  source: ExportSource,
  headers?: HeadersInit,
): Promise<Response> {
  const { scenario } = source;
  const locale = localeFromAcceptLanguage(request.headers.get("accept-language"));
  switch (file) {
    case "summary.pdf": {
      const input = {
        scenario,
        result: await revisionResult(source),
        version: source.version,
        generatedAt: new Date(),
        sharedAt: source.sharedAt,
        locale,
        checklist: source.checklist,
      };
      const pdf = await queuedPdf({ kind: "summary", input });
      return download(new Uint8Array(pdf), "application/pdf", pdfFileName(scenario.name), headers);
    }
    case "cash-flows.csv":
      return download(
        cashFlowsCsv(scenario, computeTco(scenario, { sensitivity: false })),
        "text/csv; charset=utf-8",
        csvFileName(scenario.name),
        headers,
      );
    case "scenario.xlsx": {
      const workbook = await scenarioWorkbook(scenario, await revisionResult(source));
      return download(new Uint8Array(workbook), XLSX_CONTENT_TYPE, xlsxFileName(scenario.name), headers);
    }
    case "scenario.json":
      return download(
        scenarioJson(scenario, { checklist: source.checklist }),
        "application/json; charset=utf-8",
        jsonFileName(scenario.name),
        headers,
      );
  }
}
