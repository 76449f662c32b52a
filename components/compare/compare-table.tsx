import Link from "next/link";
import type { Comparison } from "@/lib/compare/load";
import { differenceText, inputText, isCost, resultText } from "@/lib/compare/text";
import { SCENARIO_COLORS } from "@/lib/report/palette";
import { paymentPhrase } from "@/lib/report/financing-words";
import { formatCalendarDate } from "@/lib/format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from "@/components/ui/table";
import { hardwareCost } from "@/lib/tco/on-prem-costs";

const scenarioHref = (query: URLSearchParams, id: string) => {
  const next = new URLSearchParams(query);
  next.set("base", id);
  return `/compare?${next.toString().replace(/%2C/g, ",")}`;
};

/**
 * The comparison as a table: a column per scenario (name, prices date, baseline choice), the
 * results with the best of each row marked where ranking is allowed, then every input that
 * differs. Differences are against the baseline column.
 */
export function CompareTable({
  comparison,
  locale,
  query,
}: {
  comparison: Comparison;
  locale: string;
  query: URLSearchParams;
}) {
  const { entries, rows, inputs, baseline } = comparison;
  const base = entries[baseline]!;
  return (
    <Table containerClassName="mt-4" stickyFirstColumn scrollCue="Scroll sideways for the other scenarios">
      <TableHeader>
        <TableRow>
          <TableHead>Figure</TableHead>
          {entries.map((e, i) => (
            <TableHead key={e.id} numeric className="min-w-40" data-testid="compare-column">
              <Link
                href={`/scenarios/${e.id}`}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-900 hover:underline"
              >
                <span
                  className="inline-block h-2.5 w-2.5 shrink-0 rounded-full"
                  style={{ background: SCENARIO_COLORS[i] }}
                />
                {e.scenario.name}
              </Link>
            </TableHead>
          ))}
        </TableRow>
        <TableRow>
          <TableRowHead className="py-1 text-slate-500">Prices as of</TableRowHead>
          {entries.map((e) => (
            <TableCell key={e.id} className="py-1 text-right" data-testid="compare-prices-as-of">
              {e.scenario.pricesAsOf ? formatCalendarDate(e.scenario.pricesAsOf, locale) : "not given"}
            </TableCell>
          ))}
        </TableRow>
        <TableRow>
          <TableRowHead className="py-1 text-slate-500">How it is paid</TableRowHead>
          {entries.map((e) => (
            <TableCell key={e.id} className="py-1 text-right" data-testid="compare-paid-by">
              {paymentPhrase(e.scenario.financing, locale, hardwareCost(e.scenario.onPrem.capex))}
            </TableCell>
          ))}
        </TableRow>
        <TableRow>
          <TableRowHead className="pt-1 pb-2 text-slate-500">Differences against</TableRowHead>
          {entries.map((e, i) => (
            <TableCell key={e.id} className="pt-1 pb-2 text-right">
              {i === baseline ? (
                <span
                  className="rounded bg-slate-200 px-1.5 py-0.5 font-medium text-slate-800"
                  data-testid="compare-baseline"
                >
                  Baseline
                </span>
              ) : (
                <Link
                  href={scenarioHref(query, e.id)}
                  className="text-slate-700 underline underline-offset-2"
                  aria-label={`Use as baseline: ${e.scenario.name}`}
                >
                  Use as baseline
                </Link>
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-testid={`compare-row-${row.key}`}>
            <TableRowHead>{row.label}</TableRowHead>
            {row.values.map((value, i) => {
              const currency = entries[i]!.scenario.currency;
              const comparable = row.kind !== "money" || currency === base.scenario.currency;
              const diff =
                i !== baseline && comparable
                  ? differenceText(row, value, row.values[baseline] ?? null, currency, locale)
                  : null;
              const best = row.best === i;
              return (
                <TableCell
                  key={i}
                  numeric
                  className={
                    "whitespace-normal " +
                    (best
                      ? "bg-emerald-50 font-semibold text-emerald-900"
                      : isCost(row, value)
                        ? "text-red-700"
                        : "text-slate-900")
                  }
                  data-best={best || undefined}
                >
                  {best ? <span aria-label="best">● </span> : null}
                  {resultText(row, value, currency, locale, entries[i]!.scenario.labels)}
                  {diff ? <div className="text-xs font-normal text-slate-500">{diff}</div> : null}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
        <TableRow className="border-t-2 border-slate-300 bg-slate-50">
          <TableRowHead
            scope="rowgroup"
            colSpan={entries.length + 1}
            className="text-xs font-semibold text-slate-600"
            data-testid="compare-inputs-heading"
          >
            {inputs.length === 0
              ? "Inputs: the same in every scenario (name and description aside)"
              : `Inputs that differ (${inputs.length})`}
          </TableRowHead>
        </TableRow>
        {inputs.map((input) => (
          <TableRow key={input.path} data-testid={`compare-input-${input.path}`}>
            <TableRowHead>
              {input.label}
              <span className="ml-1 text-xs text-slate-500">({input.group})</span>
            </TableRowHead>
            {input.values.map((value, i) => (
              <TableCell
                key={i}
                numeric
                className={`whitespace-normal ${value === null ? "text-slate-500" : "text-slate-900"}`}
              >
                {inputText(input, value, entries[i]!.scenario.currency, locale, entries[i]!.scenario.workload.unitName)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
