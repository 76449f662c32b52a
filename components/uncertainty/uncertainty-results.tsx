import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from "@/components/ui/table";
import { createFormatter } from "@/lib/format/formatter";
import { oddsSentence, reproduceSentence, uncertaintyRows, winsSentence } from "@/lib/report/uncertainty";
import type { OptionLabels, UncertaintyResult } from "@/lib/tco/types";

/**
 * The Monte Carlo figures: the chance that owning is cheaper, P10/P50/P90 of savings, NPV savings
 * and the break-even month, how often each option wins, and how to reproduce the runs. Shown in
 * the editor and on the shared page; each cell carries its exact value for tests and copy-paste. The runs are pre-tax; `preTax` says
 * so where the page also shows after-tax figures.
 */
export function UncertaintyResults({
  u,
  currency,
  locale,
  preTax,
  labels,
}: {
  u: UncertaintyResult;
  currency: string;
  locale: string;
  preTax: boolean;
  labels?: OptionLabels;
}) {
  const f = createFormatter(currency, locale);
  const rows = uncertaintyRows(u, f);
  const exact = [
    [u.savings.p10, u.savings.p50, u.savings.p90, u.savings.mean],
    [u.savingsNpv.p10, u.savingsNpv.p50, u.savingsNpv.p90, u.savingsNpv.mean],
    [u.breakEvenMonth.p10, u.breakEvenMonth.p50, u.breakEvenMonth.p90, null],
  ];
  return (
    <div className="space-y-3">
      <p
        className="text-base font-semibold text-slate-900"
        data-testid="uncertainty-odds"
        data-value={u.onPremCheaperPct}
      >
        {oddsSentence(u, f, labels)}
      </p>
      {preTax ? (
        <p className="text-xs text-slate-500" data-testid="uncertainty-pre-tax">
          Pre-tax: the runs leave tax out. The after-tax figures elsewhere on the page are the scenario as entered.
        </p>
      ) : null}
      <Table
        look="ruled"
        density="sm"
        aria-label={preTax ? "Percentiles across runs, pre-tax" : "Percentiles across runs"}
      >
        <TableHeader>
          <TableRow>
            <TableHead>{preTax ? "Across runs, pre-tax" : "Across runs"}</TableHead>
            {["P10", "P50", "P90", "Mean"].map((name) => (
              <TableHead key={name} numeric>
                {name}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={row.label}>
              <TableRowHead className="font-medium">{row.label}</TableRowHead>
              {([row.p10, row.p50, row.p90, row.mean] as const).map((text, j) => (
                <TableCell
                  key={j}
                  numeric
                  className="text-slate-900"
                  data-testid={`uncertainty-${i}-${j}`}
                  data-value={String(exact[i]![j] ?? "")}
                >
                  {text || "—"}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm text-slate-700">{winsSentence(u, f, labels)}</p>
      <p className="text-xs text-slate-500" data-testid="uncertainty-reproduce">
        {reproduceSentence(u, f)} A tenth of the runs fall at or below P10; nine tenths at or below P90.
      </p>
    </div>
  );
}
