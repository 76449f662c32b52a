"use client";

import { useMemo } from "react";
import { ChartFrame } from "@/components/charts/chart-frame";
import { PnlChart } from "@/components/charts/lazy-charts";
import { formatMoneyCompact } from "@/lib/format";
import { bookAndTaxSentence, reconciliationLines, reconciliationTitle } from "@/lib/report/pnl-reconciliation-lines";
import { pnlLead, pnlRows, pnlSentence } from "@/lib/report/pnl-rows";
import { profitAndLoss } from "@/lib/tco/profit-and-loss";
import { pnlReconciliation } from "@/lib/tco/profit-and-loss-reconciliation";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { PnlReconciliationTable } from "./pnl-reconciliation";
import { PnlTable } from "./pnl-table";

/**
 * Owning against renting as the income statement sees them: capex moves cost below EBITDA as
 * straight-line book depreciation; with tax, the tax method's current tax and the deferred tax.
 * A chart of each year's cost by where it lands, the table of the same figures, and how they
 * reconcile with the total cost.
 */
export function PnlView({ scenario, result, locale }: { scenario: Scenario; result: TcoResult; locale: string }) {
  const years = useMemo(() => profitAndLoss(scenario, result.months), [scenario, result.months]);
  const rows = useMemo(() => pnlRows(years, scenario.tax, scenario.labels), [years, scenario.tax, scenario.labels]);
  const lines = useMemo(() => reconciliationLines(pnlReconciliation(years), scenario.labels), [years, scenario.labels]);
  const { currency } = scenario;
  return (
    <ChartFrame
      testId="chart-pnl"
      title={`P&L view: ${pnlLead(scenario.financing?.kind, "title")}`}
      caption={pnlSentence(
        rows,
        (v) => formatMoneyCompact(v, currency, locale),
        scenario.labels,
        scenario.financing?.kind,
      )}
    >
      <PnlChart years={years} currency={currency} locale={locale} labels={scenario.labels} />
      <p className="mt-2 text-xs text-slate-500" data-testid="pnl-method">
        {bookAndTaxSentence(scenario.onPrem.lifetimeYears, scenario.tax, locale)}
      </p>
      <div className="mt-3">
        <PnlTable rows={rows} years={years.length} currency={currency} locale={locale} />
      </div>
      <PnlReconciliationTable
        title={reconciliationTitle(scenario.labels)}
        lines={lines}
        currency={currency}
        locale={locale}
      />
    </ChartFrame>
  );
}
