import { pdfText } from "@/lib/export/pdf/text";
import type { SummaryPdfInput } from "./input";
import { RIGHT_SIZING_HEIGHT } from "./sections/financing";
import { CONTENT_WIDTH } from "./styles";

/** Height of the cumulative-cost chart on page 1 when nothing else on the page runs long. */
export const CHART_HEIGHT = 210;

// Rough advance widths in em of Helvetica(-Bold) by character class: good enough to tell a title
// of one line from one of three, which is all the page-1 budget needs.
function textWidthEm(text: string): number {
  let em = 0;
  for (const char of text)
    em += /[A-Z0-9$€£%&@MWmw]/.test(char) ? 0.72 : /[\s.,;:'!|()\-ijlft]/.test(char) ? 0.3 : 0.58;
  return em;
}

function estimatedLines(text: string, fontSize: number): number {
  // 10% slack for words that wrap early.
  return Math.max(1, Math.ceil((textWidthEm(text) * fontSize * 1.1) / CONTENT_WIDTH));
}

/**
 * Page 1 holds the whole answer, so what varies on it (the title's length, a wrapped headline,
 * the cost-per-unit row) is paid for by a smaller title and a shorter chart, never by a page.
 */
export function pageOneLayout(input: SummaryPdfInput, headline: string): { titleSize: number; chartHeight: number } {
  const name = pdfText(input.scenario.name);
  const titleSize = [19, 16, 14].find((size) => estimatedLines(name, size) <= 2) ?? 12;
  const titleExtra = (estimatedLines(name, titleSize) - 1) * titleSize * 1.15;
  const headlineExtra = (estimatedLines(headline, 13) - 1) * 16;
  const unitRow = input.result.costPerUnit ? 17 : 0;
  // The financing and right-sizing section follows on page 1: its heading, its curve and, when
  // financed, two more lines of terms.
  const financing = RIGHT_SIZING_HEIGHT + 20 + (input.scenario.financing ? 22 : 0);
  return { titleSize, chartHeight: Math.max(110, CHART_HEIGHT - titleExtra - headlineExtra - unitRow - financing) };
}
