import { FanChart } from "./fan-chart";
import { UncertaintyResults } from "./uncertainty-results";
import { createFormatter } from "@/lib/report/formatter";
import { fanTitle, rangeRows } from "@/lib/report/uncertainty";
import type { Scenario, TcoResult, UncertaintyResult } from "@/lib/tco/types";

/** The shared page's Monte Carlo section: the same figures as the editor's panel, read-only, with the ranges used. */
export function SharedUncertainty({
  scenario,
  result,
  u,
  locale,
}: {
  scenario: Scenario;
  result: TcoResult;
  u: UncertaintyResult;
  locale: string;
}) {
  const ranges = rangeRows(scenario, createFormatter(scenario.currency, locale));
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="shared-uncertainty-heading"
      data-testid="uncertainty-panel"
    >
      <h2 id="shared-uncertainty-heading" className="text-sm font-semibold text-slate-900">
        Uncertainty
      </h2>
      <table className="mt-2 w-full text-sm" aria-label="Ranges">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            <th scope="col" className="py-1 font-medium">
              Input
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Low
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Likely
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              High
            </th>
            <th scope="col" className="py-1 pl-3 font-medium">
              Shape
            </th>
          </tr>
        </thead>
        <tbody>
          {ranges.map((r) => (
            <tr key={r.input} className="border-b border-slate-100">
              <th scope="row" className="py-1 text-left font-medium text-slate-700">
                {r.input}
              </th>
              <td className="tabular py-1 text-right">{r.low}</td>
              <td className="tabular py-1 text-right">{r.likely}</td>
              <td className="tabular py-1 text-right">{r.high}</td>
              <td className="py-1 pl-3">{r.distribution}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3">
        <UncertaintyResults
          u={u}
          currency={scenario.currency}
          locale={locale}
          preTax={result.afterTax !== undefined}
          labels={scenario.labels}
        />
      </div>
      <figure className="mt-3" data-testid="chart-fan">
        <figcaption className="text-sm font-semibold text-slate-900">{fanTitle(scenario.labels)}</figcaption>
        <FanChart fan={u.cumulativeSavings} months={result.months} currency={scenario.currency} locale={locale} />
      </figure>
    </section>
  );
}
