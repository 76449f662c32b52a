"use client";

import { ChartFrame } from "@/components/charts/chart-frame";
import { RightSizingChart } from "@/components/charts/lazy-charts";
import { Button } from "@/components/ui/button";
import { bestShares, isBestSplit, rightSizingSentence } from "@/lib/report/right-sizing-words";
import type { Hybrid, Scenario, TcoResult } from "@/lib/tco/types";

export type ApplySplit = (shares: Pick<Hybrid, "onPremPct" | "cloudPct" | "edgePct">) => void;

/** How many GPUs the hybrid should own: its NPV at every split, best and today marked, and the best split on a click. */
export function RightSizingPanel({ scenario, result, locale, onApply }: { scenario: Scenario; result: TcoResult; locale: string; onApply?: ApplySplit }) {
  const r = result.rightSizing;
  if (!r) return null;
  return (
    <ChartFrame testId="chart-right-sizing" title="NPV against GPUs owned" caption={rightSizingSentence(scenario, r, locale)}>
      <RightSizingChart curve={r.curve} best={r.best} current={r.current} currency={scenario.currency} locale={locale} />
      {onApply ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button size="sm" variant="primary" disabled={isBestSplit(r)} onClick={() => onApply(bestShares(scenario.hybrid, r))}>
            Apply the best split
          </Button>
          <p className="text-xs text-slate-500">Sets the hybrid shares; the edge share stays as it is.</p>
        </div>
      ) : null}
    </ChartFrame>
  );
}
