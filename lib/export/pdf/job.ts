import { renderComparisonPdf, type ComparisonPdfInput } from "./compare-document";
import { renderSummaryPdf } from "./index";
import type { SummaryPdfInput } from "./input";

/** One PDF to draw: plain data (Dates included), so it can be posted to a worker thread as it is. */
export type PdfJob = { kind: "summary"; input: SummaryPdfInput } | { kind: "comparison"; input: ComparisonPdfInput };

/** Draws the PDF a job asks for, on the thread that calls it. */
export function renderJob(job: PdfJob): Promise<Buffer> {
  return job.kind === "summary" ? renderSummaryPdf(job.input) : renderComparisonPdf(job.input);
}
