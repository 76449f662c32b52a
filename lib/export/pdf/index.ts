import { renderToBuffer } from "@react-pdf/renderer";
import { exportFileName } from "../file-name";
import { summaryDocument } from "./document";
import type { SummaryPdfInput } from "./input";

export type { SummaryPdfInput } from "./input";

/**
 * The one-to-three-page A4 summary for a board pack: headline, KPIs, the cumulative-cost chart
 * (vector), cost by year, every assumption, what the model leaves out and the scenario's
 * description. Set in the built-in Helvetica, with embedded subsets of Noto Sans and Noto Sans JP
 * for the characters it lacks (fonts.ts: Zürich, Łódź, 東京 print as typed), so nothing is
 * fetched; what no font draws (emoji, Hebrew, Arabic) prints as `?` (see `pdfText`), and all text is drawn as text,
 * so a name like `<script>` appears literally.
 *
 * @example
 * const pdf = await renderSummaryPdf({ scenario: s, result: computeTco(s), version: 3, generatedAt: new Date() });
 * // new Response(pdf, { headers: { "Content-Type": "application/pdf" } })
 */
export async function renderSummaryPdf(input: SummaryPdfInput): Promise<Buffer> {
  return renderToBuffer(summaryDocument(input));
}

/**
 * File name of the summary PDF.
 *
 * @example
 * pdfFileName("comma.ai-style datacenter"); // "comma-ai-style-datacenter-summary.pdf"
 */
export function pdfFileName(name: string): string {
  return exportFileName(name, "summary", "pdf");
}
