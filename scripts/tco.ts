/**
 * The model on the command line.
 *
 *   npm run --silent tco -- [--format json|table] <scenario.json | ->
 *
 * Reads one scenario (a file, or stdin for `-`): the scenario.json the app exports, or a bare
 * scenario, as the import route and POST /api/tco read them. Validates it like the API does and
 * prints the TcoResult as JSON (the default) or a short summary (`--format table`).
 * A scenario with `uncertainty` ranges also gets its Monte Carlo result (`uncertainty`), as from the API.
 * With `tax` in the scenario both carry the after-tax figures (`afterTax`) beside the pre-tax ones.
 * With `carbon`, the JSON holds `carbon` (kWh, tonnes, kg per GPU-hour) and the table prints them
 * per option, the carbon cost when a price is set, and the sentence that compares them.
 *
 * Exit codes: 0 done; 1 the input could not be read (missing file, a directory, not JSON);
 * 2 the scenario is invalid (every error on stderr, one a line) or the command line is wrong
 * (usage on stderr). In JSON mode stdout holds the result and nothing else.
 */
import { readFileSync } from "node:fs";
import { formatMoney, formatMonth, formatNumber, formatPct } from "@/lib/format";
import { carbonSentence, formatTonnes } from "@/lib/report/carbon-words";
import { createFormatter } from "@/lib/format/formatter";
import { paymentPhrase } from "@/lib/report/financing-words";
import { rightSizingSentence } from "@/lib/report/right-sizing-words";
import { oddsSentence, reproduceSentence, uncertaintyRows } from "@/lib/report/uncertainty";
import { computeTco, withUncertainty } from "@/lib/tco";
import type { OptionValues, Scenario, TcoResult } from "@/lib/tco/types";
import type { FieldError } from "@/lib/validation/field-error";
import { parseScenarioInput } from "@/lib/export/json";
import { readArgs, UsageError } from "./lib/cli-args";

const USAGE = `Usage: npm run --silent tco -- [--format json|table] <scenario.json | ->

  <scenario.json>   the scenario to compute (an exported scenario.json or a bare
                    scenario); "-" reads it from stdin
  --format json     print the full result as JSON (default)
  --format table    print a short summary
  -h, --help        print this help

Exit codes: 0 ok, 1 unreadable input, 2 invalid scenario or bad arguments.`;

type Format = "json" | "table";
type Args = { help: true } | { help: false; source: string; format: Format };

function parseArgs(argv: string[]): Args {
  const { values, positionals } = readArgs(argv, {
    help: { type: "boolean", short: "h" },
    format: { type: "string", missing: "--format must be json or table, not nothing" },
  });
  if (values.help) return { help: true };
  const format = values.format ?? "json";
  if (format !== "json" && format !== "table") throw new UsageError(`--format must be json or table, not ${format}`);
  const [source, extra] = positionals;
  if (source === undefined) throw new UsageError("no scenario given");
  if (extra !== undefined) throw new UsageError(`one scenario at a time (got ${source} and ${extra})`);
  return { help: false, source, format };
}

/** The raw JSON of the scenario, or a one-line reason it could not be read. */
function readInput(source: string): { ok: true; json: unknown } | { ok: false; message: string } {
  const name = source === "-" ? "stdin" : source;
  let text: string;
  try {
    text = readFileSync(source === "-" ? 0 : source, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
          ? "it is a directory"
          : code === "EACCES"
            ? "permission denied"
            : (error as Error).message;
    return { ok: false, message: `cannot read ${name}: ${reason}` };
  }
  try {
    return { ok: true, json: JSON.parse(text.replace(/^\uFEFF/, "")) as unknown };
  } catch (error) {
    return { ok: false, message: `${name} is not valid JSON: ${(error as Error).message}` };
  }
}

/** `path: message`, where in the input and what is wrong, as a compiler prints it; a whole-input error is its message. */
const errorLine = ({ path, message }: FieldError) => (path ? `${path}: ${message}` : message);

function summary(scenario: Scenario, result: TcoResult): string {
  // en-US so the output is the same on every machine; the currency still follows the scenario.
  const locale = "en-US";
  const money = (value: number) => formatMoney(value, scenario.currency, locale);
  const pct = (value: number | null) => (value === null ? "n/a" : formatPct(value, locale));
  const month = (value: number | null) =>
    value === null ? `not within ${scenario.horizonYears} years` : formatMonth(value, locale);

  const OPTIONS = ["cloud", "onPrem", "hybrid"] as const;
  const cells = (values: OptionValues | null | undefined, format: (v: number) => string = money) =>
    OPTIONS.map((key) => (values ? format(values[key]) : "n/a"));
  const rows: [string, string[]][] = [
    ["Total", cells(result.totals)],
    ["NPV", cells(result.npv)],
    ["Cost per GPU-hour", cells(result.costPerGpuHour)],
  ];
  if ("costPerUnit" in result)
    rows.push([`Cost per ${scenario.workload.unitName ?? "unit"}`, cells(result.costPerUnit)]);
  const after = result.afterTax;
  if (after) rows.push(["Total after tax", cells(after.totals)], ["NPV after tax", cells(after.npv)]);
  const carbon = result.carbon;
  if (carbon) {
    rows.push(
      ["Energy (kWh)", cells(carbon.kwh, (v) => formatNumber(v, locale, 0))],
      ["Emissions (t CO2e)", cells(carbon.tonnes, (v) => formatTonnes(v, locale))],
      ["kg CO2e per GPU-hour", cells(carbon.kgPerGpuHour, (v) => formatNumber(v, locale, 3))],
    );
    if ((scenario.carbon?.pricePerTonne ?? 0) > 0)
      rows.push(["Carbon cost", OPTIONS.map((key) => money(result.breakdown[key].carbon ?? 0))]);
  }
  const table = [["", "Cloud", "On-prem", "Hybrid"], ...rows.map(([label, values]) => [label, ...values])];
  const widths = [0, 1, 2, 3].map((col) => Math.max(...table.map((row) => row[col]!.length)));
  const lines = table.map((row) =>
    row.map((cell, col) => (col === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[col]!))).join("   "),
  );

  const utilization =
    result.utilizationBreakEven === null
      ? "none in 0–24 h"
      : `${formatNumber(result.utilizationBreakEven, locale)} GPU-hours per GPU per day`;
  const years = `${scenario.horizonYears} ${scenario.horizonYears === 1 ? "year" : "years"}`;
  return [
    `${scenario.name} (${scenario.currency}, ${years}${scenario.pricesAsOf ? `, prices as of ${scenario.pricesAsOf}` : ""})`,
    "",
    ...lines,
    "",
    `Savings (on-prem vs cloud): ${money(result.savings.total)} (${pct(result.savings.pct)} of cloud), NPV ${money(result.savings.npv)}`,
    `Break-even:                 ${month(result.breakEvenMonth)} (hybrid: ${month(result.hybridBreakEvenMonth)})`,
    `ROI:                        ${pct(result.roiPct)}`,
    `IRR:                        ${pct(result.irrPct)}`,
    `Utilization break-even:     ${utilization}`,
    `Recommendation:             ${result.recommendation} (lowest NPV)`,
    `Hardware:                   ${paymentPhrase(scenario.financing, locale)}` +
      (result.financing
        ? `; paid ${money(result.financing.paid)}, of which ` +
          `${result.financing.kind === "loan" ? "interest" : "beyond the hardware's cost"} ${money(result.financing.interest)}`
        : ""),
    ...(result.rightSizing
      ? [`Right-sizing:               ${rightSizingSentence(scenario, result.rightSizing, locale)}`]
      : []),
    ...(carbon ? [`Carbon:                     ${carbonSentence(scenario, result, locale)}`] : []),
    ...(after && scenario.tax
      ? [
          "",
          `After tax (${pct(scenario.tax.ratePct)} marginal rate, ${scenario.tax.depreciation} depreciation):`,
          `Savings (on-prem vs cloud): ${money(after.savings.total)}, NPV ${money(after.savings.npv)}`,
          `Break-even:                 ${month(after.breakEvenMonth)} (hybrid: ${month(after.hybridBreakEvenMonth)})`,
          `Recommendation:             ${after.recommendation} (lowest after-tax NPV)`,
        ]
      : []),
    ...(result.uncertainty ? uncertaintyLines(result.uncertainty, scenario.currency, locale) : []),
  ].join("\n");
}

function uncertaintyLines(u: NonNullable<TcoResult["uncertainty"]>, currency: string, locale: string): string[] {
  const f = createFormatter(currency, locale);
  const rows = uncertaintyRows(u, f).map(
    (r) => `${`${r.label}:`.padEnd(27)} P10 ${r.p10}   P50 ${r.p50}   P90 ${r.p90}`,
  );
  return ["", `Uncertainty: ${reproduceSentence(u, f)}`, ...rows, oddsSentence(u, f)];
}

function main(argv: string[]): number {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`tco: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const input = readInput(args.source);
  if (!input.ok) {
    process.stderr.write(`tco: ${input.message}\n`);
    return 1;
  }
  const parsed = parseScenarioInput(input.json);
  if (!parsed.ok) {
    process.stderr.write(parsed.errors.map((e) => `${errorLine(e)}\n`).join(""));
    return 2;
  }
  const result = withUncertainty(parsed.scenario, computeTco(parsed.scenario));
  process.stdout.write(
    args.format === "json" ? `${JSON.stringify(result, null, 2)}\n` : `${summary(parsed.scenario, result)}\n`,
  );
  return 0;
}

// exitCode rather than exit(): a large result written to a pipe must be flushed before the process ends.
process.exitCode = main(process.argv.slice(2));
