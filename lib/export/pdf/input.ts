import type { Scenario, TcoResult } from "@/lib/tco/types";
import type { Formatter } from "@/lib/format/formatter";
import type { Checklist } from "@/lib/scenarios/checklist-schema";

/** What the summary PDF is made from. Dates are printed in UTC. */
export interface SummaryPdfInput {
  scenario: Scenario;
  result: TcoResult;
  /** The saved version the report shows. */
  version: number;
  generatedAt: Date;
  /** When the scenario was shared, for reports made from a share link. */
  sharedAt?: Date;
  /** BCP 47 tag for numbers and dates; en-US when absent or malformed. */
  locale?: string;
  /** The nine-factor checklist saved with the scenario; printed with the answers given. */
  checklist?: Checklist;
}

/** What every section of the summary is drawn from: the input and a formatter that only makes drawable text. */
export interface SectionProps {
  input: SummaryPdfInput;
  f: Formatter;
}
