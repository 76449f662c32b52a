"use client";

import { useMemo } from "react";
import { ChartFrame } from "@/components/charts/chart-frame";
import { PnlChart } from "@/components/charts/lazy-charts";
import { formatMoneyCompact } from "@/lib/format";
import { pnlRows, pnlSentence } from "@/lib/report/pnl-rows";
import { profitAndLoss } from "@/lib/tco/profit-and-loss";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { PnlTable } from "./pnl-table";

/**
 * Owning against renting as the income statement sees them: capex moves cost below EBITDA.
 * A chart of each year's cost by where it lands and the table of the same figures.
 */
export function PnlView({ scenario, result, locale }: { scenario: Scenario; result: TcoResult; locale: string }) {
  const years = useMemo(() => profitAndLoss(scenario, result.months), [scenario, result.months]);
  const rows = useMemo(() => pnlRows(years), [years]);
  const { currency } = scenario;
  const method = scenario.tax ? "the tax depreciation method" : "straight-line depreciation (set a tax rate to choose another method)";
  return (
    <ChartFrame testId="chart-pnl" title="P&L view: capex moves cost below EBITDA" caption={pnlSentence(rows, (v) => formatMoneyCompact(v, currency, locale))}>
      <PnlChart years={years} currency={currency} locale={locale} />
      <p className="mt-2 text-xs text-slate-500">
        Owned hardware and facility reach the income statement as depreciation, by {method}; running costs, migration and every cloud bill are operating expense. Year 1 includes month 0.
      </p>
      <div className="mt-3">
        <PnlTable rows={rows} years={years.length} currency={currency} locale={locale} />
      </div>
    </ChartFrame>
  );
}
