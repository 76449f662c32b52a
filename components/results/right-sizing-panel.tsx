"use client";

import { useState } from "react";
import { ChartFrame } from "@/components/charts/chart-frame";
import { RightSizingChart } from "@/components/charts/lazy-charts";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { bestShares, isBestSplit, rightSizingOddsSentence, rightSizingSentence } from "@/lib/report/right-sizing-words";
import { rightSizingOdds, type RightSizingOdds } from "@/lib/tco/right-sizing-odds";
import type { Hybrid, Scenario, TcoResult } from "@/lib/tco/types";

export type ApplySplit = (shares: Pick<Hybrid, "onPremPct" | "cloudPct" | "edgePct">) => void;

/** What every view of a result is given: the scenario, its result, and the reader's locale. */
export interface ResultViewProps {
  scenario: Scenario;
  result: TcoResult;
  locale: string;
}

/** How many GPUs the hybrid should own: its NPV at every split, best and today marked, and the best split on a click. */
export function RightSizingPanel({ scenario, result, locale, onApply }: ResultViewProps & { onApply?: ApplySplit }) {
  const r = result.rightSizing;
  // The odds belong to the inputs they were run on: any change hides them until they are run again.
  const [odds, setOdds] = useState<{ of: Scenario; odds: RightSizingOdds } | null>(null);
  if (!r) return null;
  const u = scenario.uncertainty;
  const shown = odds?.of === scenario ? odds.odds : null;
  return (
    <ChartFrame
      testId="chart-right-sizing"
      title="NPV against GPUs owned"
      caption={rightSizingSentence(scenario, r, locale)}
    >
      <RightSizingChart
        curve={r.curve}
        best={r.best}
        current={r.current}
        currency={scenario.currency}
        locale={locale}
      />
      {onApply ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            variant="primary"
            disabled={isBestSplit(r)}
            onClick={() => onApply(bestShares(scenario.hybrid, r))}
          >
            Apply the best split
          </Button>
          <p className="text-xs text-slate-500">Sets the hybrid shares; the edge share stays as it is.</p>
        </div>
      ) : null}
      {u && u.ranges.length > 0 && !isBestSplit(r) ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={() => setOdds({ of: scenario, odds: rightSizingOdds(scenario, u, r.best) })}>
            How sure? Run the {formatNumber(u.runs, locale, 0)} draws of the ranges
          </Button>
          {shown ? (
            <p className="text-sm text-slate-700" data-testid="right-sizing-odds" aria-live="polite">
              {rightSizingOddsSentence(scenario, r, shown, locale)}
            </p>
          ) : null}
        </div>
      ) : null}
    </ChartFrame>
  );
}
