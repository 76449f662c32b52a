"use client";

import { useMemo } from "react";
import { ChartFrame } from "@/components/charts/chart-frame";
import { HybridSplitChart } from "@/components/charts/hybrid-split-chart";
import { TornadoChart, UtilizationChart, YearlyBreakdownChart } from "@/components/charts/lazy-charts";
import { PnlView } from "@/components/pnl/pnl-view";
import { fieldLabel } from "@/lib/input/fields";
import { utilizationSentence } from "@/lib/report/sentences";
import { costVsUtilization, hybridTierSplit, yearlyCosts } from "@/lib/tco/series";
import type { TcoResult } from "@/lib/tco/types";
import { DemandShapePanel } from "./demand-shape-panel";
import { RightSizingPanel, type ApplySplit, type ResultViewProps } from "./right-sizing-panel";
import { tierSplitCaption } from "@/lib/report/tier-split-words";

function tornadoCaption(result: TcoResult): string {
  const top = result.sensitivity[0];
  if (!top) return "No input of the analysis is set, so there is nothing to vary.";
  const swing = top.input === "horizonYears" ? "one year shorter or longer" : "20% lower or higher";
  return `Savings move most with “${fieldLabel(top.input)}” (${swing}).`;
}

/**
 * The results under the cumulative savings: the yearly costs, the P&L, cost against utilization,
 * the tornado, the hybrid's tiers, the demand shape and right-sizing. The editor loads them on the
 * page's first interaction (components/results/lazy-results.tsx).
 */
export function LowerResults({
  scenario,
  result,
  locale,
  onApplySplit,
}: ResultViewProps & { onApplySplit?: ApplySplit }) {
  const years = useMemo(() => yearlyCosts(scenario), [scenario]);
  const sweep = useMemo(() => costVsUtilization(scenario, 0.5), [scenario]);
  const split = useMemo(() => hybridTierSplit(scenario), [scenario]);
  const last = sweep[sweep.length - 1];
  const { currency } = scenario;
  return (
    <>
      <ChartFrame
        testId="chart-yearly"
        title="Yearly cost by category"
        caption="Month 0 holds the purchase; later bars are running costs and refresh purchases."
      >
        <YearlyBreakdownChart years={years} currency={currency} locale={locale} />
      </ChartFrame>
      <PnlView scenario={scenario} result={result} locale={locale} />
      <ChartFrame
        testId="chart-utilization"
        title="Total cost against utilization"
        caption={`${utilizationSentence(result.utilizationBreakEven, last ? last.onPrem < last.cloud : false, locale, scenario.labels)}.`}
      >
        <UtilizationChart
          points={sweep}
          breakEven={result.utilizationBreakEven}
          current={scenario.workload.gpuHoursPerDay}
          currency={currency}
          locale={locale}
        />
      </ChartFrame>
      <ChartFrame testId="chart-sensitivity" title="Which assumption matters?" caption={tornadoCaption(result)}>
        <TornadoChart entries={result.sensitivity} base={result.savings.total} currency={currency} locale={locale} />
      </ChartFrame>
      <ChartFrame
        testId="chart-hybrid"
        title="Hybrid tier split"
        caption={tierSplitCaption(split.tiers, split.coreGpus, scenario.hybrid, locale)}
      >
        <HybridSplitChart
          tiers={split.tiers}
          coreGpus={split.coreGpus}
          transition={split.transition}
          currency={currency}
          locale={locale}
        />
      </ChartFrame>
      <DemandShapePanel scenario={scenario} result={result} locale={locale} />
      <RightSizingPanel scenario={scenario} result={result} locale={locale} onApply={onApplySplit} />
    </>
  );
}
