import { FanChart } from "./fan-chart";
import { UncertaintyResults } from "./uncertainty-results";
import { createFormatter } from "@/lib/format/formatter";
import { fanTitle, rangeRows } from "@/lib/report/uncertainty";
import type { Scenario, TcoResult, UncertaintyResult } from "@/lib/tco/types";
import { Card } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableColumns,
  TableRow,
  TableRowHead,
  numericColumns,
} from "@/components/ui/table";

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
    <Card as="section" aria-labelledby="shared-uncertainty-heading" data-testid="uncertainty-panel">
      <h2 id="shared-uncertainty-heading" className="text-sm font-semibold text-slate-900">
        Uncertainty
      </h2>
      <Table look="ruled" density="sm" containerClassName="mt-2" aria-label="Ranges">
        <TableColumns columns={["Input", ...numericColumns("Low", "Likely", "High"), "Shape"]} />
        <TableBody>
          {ranges.map((r) => (
            <TableRow key={r.input}>
              <TableRowHead className="font-medium">{r.input}</TableRowHead>
              <TableCell numeric>{r.low}</TableCell>
              <TableCell numeric>{r.likely}</TableCell>
              <TableCell numeric>{r.high}</TableCell>
              <TableCell>{r.distribution}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
    </Card>
  );
}
