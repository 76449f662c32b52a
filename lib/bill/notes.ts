import type { BillGpu, BillNote } from "./types";

/** Under this many days a bill is too short a sample to scale to a month without a warning. */
export const SHORT_SAMPLE_DAYS = 7;

const number = (x: number, digits = 2) => x.toLocaleString("en-US", { maximumFractionDigits: digits });
// Singular by the figure as written: 1.0000001 hours of floating-point sums reads "1 hour", not "1 hours".
const plural = (x: number, word: string, digits = 2) => {
  const written = number(x, digits);
  return `${written} ${word}${written === "1" ? "" : "s"}`;
};

/**
 * The bill's length in words: in hours under a week (a few hours of rows are not "1 day"), in days
 * from a week on.
 *
 * @example
 * sampleLength(4 / 24); // "4 hours"
 * sampleLength(2.5);    // "60 hours"
 * sampleLength(31);     // "31 days"
 */
export function sampleLength(days: number): string {
  return days < SHORT_SAMPLE_DAYS ? plural(days * 24, "hour", 1) : plural(days, "day");
}

/**
 * What the bill's demand curve shows, in words: the bill's own length sorted into equal parts, which
 * the scenario then reads as the shape of a typical week (a 24-hour bill is not "over the week").
 *
 * @example
 * demandCurveIntro(1, 24); // "The bill's 24 hours sorted from the busiest down, in 24 equal parts, read as the shape of a typical week"
 */
export function demandCurveIntro(days: number, parts: number): string {
  return `The bill's ${sampleLength(days)} sorted from the busiest down, in ${parts} equal parts, read as the shape of a typical week`;
}

/**
 * A warning when the bill covers less than a week: its monthly figures are that sample multiplied
 * up to a month (30.4375 days), so a few hours of rows become a month's spend.
 *
 * @example
 * shortSample(4 / 24)?.message; // "The bill covers only 4 hours: every monthly figure is those hours × 182.6 …"
 */
export function shortSample(days: number): BillNote | null {
  if (!(days < SHORT_SAMPLE_DAYS)) return null;
  const factor = 30.4375 / days;
  return {
    code: "short_sample",
    message:
      `The bill covers only ${sampleLength(days)}: every monthly figure is that sample multiplied by ` +
      `${number(factor, 1)} to make a month, and the busy hours are those of so few days. Export at least a week, a ` +
      `whole month if you can.`,
  };
}

/**
 * A warning for a file that stops in the middle of its last row (no final newline, fewer cells
 * than the header): the file was cut off, and that row is left out.
 *
 * @example
 * cutOff({ rowNumber: 90, cells: 4, columns: 12 })?.code; // "cut_off"
 */
export function cutOff(row: { rowNumber: number; cells: number; columns: number } | null): BillNote | null {
  if (row === null) return null;
  return {
    code: "cut_off",
    message:
      `The file ends in the middle of row ${number(row.rowNumber, 0)} (${row.cells} of its ${row.columns} columns, ` +
      `no final line break): it looks cut off, so that row is left out and the rows after it are missing. Export or ` +
      `download the file again for the whole bill.`,
  };
}

/** What the reader knows about the GPU rows' ListCost cells. */
export interface ListFacts {
  hasColumn: boolean;
  gpuRows: number;
  /** GPU rows whose ListCost cell is empty. */
  emptyRows: number;
  gpu: Pick<BillGpu, "listCost" | "effectiveCost" | "discountPct">;
  currency: string;
}

/**
 * Why the scenario's price cannot come from ListCost (so it is the effective price with no
 * discount), or null when ListCost gives a list price and a discount between 0 and 100%.
 *
 * @example
 * listUnusable({ hasColumn: true, gpuRows: 3, emptyRows: 3, … }); // "ListCost is empty on every GPU row"
 */
export function listUnusable(f: ListFacts): string | null {
  if (!f.hasColumn) return "the file has no ListCost column";
  if (f.gpuRows === 0) return "no row is a GPU row";
  if (f.emptyRows === f.gpuRows) return `ListCost is empty on every GPU row (${number(f.gpuRows, 0)})`;
  if (f.emptyRows > 0)
    return `ListCost is empty on ${number(f.emptyRows, 0)} of the ${number(f.gpuRows, 0)} GPU rows, so the GPU rows' list total is unknown`;
  const { listCost, effectiveCost, discountPct } = f.gpu;
  if (listCost === 0) return `ListCost is 0 on every GPU row (${number(f.gpuRows, 0)})`;
  const money = (x: number) => `${number(x)} ${f.currency}`;
  if (discountPct !== null && discountPct < 0)
    return (
      `the GPU rows' ListCost (${money(listCost ?? 0)}) is less than what they cost (EffectiveCost ` +
      `${money(effectiveCost)}): it cannot be a list price to discount from`
    );
  if (discountPct !== null && discountPct > 100)
    return (
      `the GPU rows' EffectiveCost (${money(effectiveCost)}) is negative: credits exceed the usage, so no discount ` +
      `off ListCost can be read`
    );
  return null;
}

/**
 * Why a bill gives no scenario: no row counted as GPU usage. The scenario would be one GPU busy 0
 * hours at $0, a placeholder rather than the bill, so it is refused with what to do instead.
 *
 * @example
 * noGpuRows(0, 3)?.code; // "no_gpu_rows"
 */
export function noGpuRows(gpuRows: number, unmatchedKinds: number): BillNote | null {
  if (gpuRows > 0) return null;
  const where =
    unmatchedKinds > 0
      ? `count the compute rows that are GPUs with a rule mapping the bill's SKUs to GPUs: under "Compute rows no rule ` +
        `matched" (${plural(unmatchedKinds, "kind", 0)}), enter the GPUs per unit of each kind that is GPU usage and ` +
        `press Count; the page counts the bill again`
      : "export a bill that includes its GPU usage, or import this one with a rule mapping the bill's SKUs to GPUs ({ " +
        'column, contains, gpusPerUnit }, e.g. ChargeDescription contains "p5.48xlarge" = 8 GPUs)';
  return {
    code: "no_gpu_rows",
    message:
      `No row of this bill is GPU usage that a rule recognises, so there is no GPU demand to build a scenario from ` +
      `(it would be 1 GPU busy 0 hours at $0). To use it, ${where}.`,
  };
}
