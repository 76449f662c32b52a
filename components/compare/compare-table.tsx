import Link from "next/link";
import type { Comparison } from "@/lib/compare/load";
import { differenceText, inputText, isCost, resultText } from "@/lib/compare/text";
import { SCENARIO_COLORS } from "@/lib/report/palette";
import { paymentPhrase } from "@/lib/report/financing-words";
import { formatCalendarDate } from "@/lib/format";

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
    <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 text-left align-bottom font-medium">
              Figure
            </th>
            {entries.map((e, i) => (
              <th
                key={e.id}
                scope="col"
                className="min-w-40 px-3 py-2 text-right align-bottom font-medium"
                data-testid="compare-column"
              >
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
              </th>
            ))}
          </tr>
          <tr>
            <th scope="row" className="px-3 py-1 text-left font-normal">
              Prices as of
            </th>
            {entries.map((e) => (
              <td key={e.id} className="px-3 py-1 text-right" data-testid="compare-prices-as-of">
                {e.scenario.pricesAsOf ? formatCalendarDate(e.scenario.pricesAsOf, locale) : "not given"}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="px-3 py-1 text-left font-normal">
              How it is paid
            </th>
            {entries.map((e) => (
              <td key={e.id} className="px-3 py-1 text-right" data-testid="compare-paid-by">
                {paymentPhrase(e.scenario.financing, locale)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="px-3 pt-1 pb-2 text-left font-normal">
              Differences against
            </th>
            {entries.map((e, i) => (
              <td key={e.id} className="px-3 pt-1 pb-2 text-right">
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
              </td>
            ))}
          </tr>
        </thead>
        <tbody className="tabular divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} data-testid={`compare-row-${row.key}`}>
              <th scope="row" className="px-3 py-2 text-left font-normal text-slate-700">
                {row.label}
              </th>
              {row.values.map((value, i) => {
                const currency = entries[i]!.scenario.currency;
                const comparable = row.kind !== "money" || currency === base.scenario.currency;
                const diff =
                  i !== baseline && comparable
                    ? differenceText(row, value, row.values[baseline] ?? null, currency, locale)
                    : null;
                const best = row.best === i;
                return (
                  <td
                    key={i}
                    className={`px-3 py-2 text-right ${best ? "bg-emerald-50 font-semibold text-emerald-900" : isCost(row, value) ? "text-red-700" : "text-slate-900"}`}
                    data-best={best || undefined}
                  >
                    {best ? <span aria-label="best">● </span> : null}
                    {resultText(row, value, currency, locale, entries[i]!.scenario.labels)}
                    {diff ? <div className="text-xs font-normal text-slate-500">{diff}</div> : null}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr className="border-t-2 border-slate-300 bg-slate-50">
            <th
              scope="rowgroup"
              colSpan={entries.length + 1}
              className="px-3 py-2 text-left text-xs font-semibold text-slate-600"
              data-testid="compare-inputs-heading"
            >
              {inputs.length === 0
                ? "Inputs: the same in every scenario (name and description aside)"
                : `Inputs that differ (${inputs.length})`}
            </th>
          </tr>
          {inputs.map((input) => (
            <tr key={input.path} data-testid={`compare-input-${input.path}`}>
              <th scope="row" className="px-3 py-2 text-left font-normal text-slate-700">
                {input.label}
                <span className="ml-1 text-xs text-slate-500">({input.group})</span>
              </th>
              {input.values.map((value, i) => (
                <td key={i} className={`px-3 py-2 text-right ${value === null ? "text-slate-500" : "text-slate-900"}`}>
                  {inputText(
                    input,
                    value,
                    entries[i]!.scenario.currency,
                    locale,
                    entries[i]!.scenario.workload.unitName,
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
