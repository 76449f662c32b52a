"use client";

import { memo, useDeferredValue, useMemo } from "react";
import { ChartFrame } from "@/components/charts/chart-frame";
import {
  CumulativeCostChart,
  SavingsChart,
  TornadoChart,
  UtilizationChart,
  YearlyBreakdownChart,
} from "@/components/charts/lazy-charts";
import { KpiDetails } from "@/components/report/kpi-bar";
import {
  CarbonPanel,
  CashFlowTable,
  DemandShapePanel,
  HybridSplitChart,
  PnlView,
  RightSizingPanel,
} from "@/components/results/lazy-results";
import { PricesAgeWarning } from "@/components/results/prices-age-warning";
import type { ApplySplit, ResultViewProps } from "@/components/results/right-sizing-panel";
import { fieldLabel } from "@/lib/input/fields";
import { formatPct } from "@/lib/format";
import { cumulativeCaption, savingsCaption, utilizationSentence } from "@/lib/report/sentences";
import { optionNames, savingSubject } from "@/lib/report/words";
import { OptionNames } from "@/components/charts/option-names";
import { costVsUtilization, hybridTierSplit, yearlyCosts } from "@/lib/tco/series";
import type { TcoResult } from "@/lib/tco/types";

function tornadoCaption(result: TcoResult): string {
  const top = result.sensitivity[0];
  if (!top) return "No input of the analysis is set, so there is nothing to vary.";
  const swing = top.input === "horizonYears" ? "one year shorter or longer" : "20% lower or higher";
  return `Savings move most with “${fieldLabel(top.input)}” (${swing}).`;
}

/** The charts below the first one: rendered from deferred inputs so dragging a slider never waits on them. */
const SecondaryCharts = memo(function SecondaryCharts({
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
      <CarbonPanel scenario={scenario} result={result} locale={locale} />
      <ChartFrame
        testId="chart-savings"
        title={`Cumulative savings of ${savingSubject(scenario.labels)}`}
        caption={savingsCaption(scenario, result, locale)}
      >
        <SavingsChart months={result.months} currency={currency} locale={locale} labels={scenario.labels} />
      </ChartFrame>
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
        caption={`${formatPct(scenario.hybrid.onPremPct, locale)} on-prem core, ${formatPct(scenario.hybrid.cloudPct, locale)} cloud burst, ${formatPct(scenario.hybrid.edgePct, locale)} edge, by busy GPU-hours.`}
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
});

const FirstChart = memo(function FirstChart({ scenario, result, locale }: ResultViewProps) {
  return (
    <ChartFrame
      testId="chart-cumulative"
      title="Cumulative cost by month"
      caption={cumulativeCaption(scenario, result, locale)}
    >
      <CumulativeCostChart
        months={result.months}
        currency={scenario.currency}
        locale={locale}
        breakEvenMonth={result.breakEvenMonth}
      />
    </ChartFrame>
  );
});

/**
 * Every chart and secondary figure of a result; the editor and the shared page both show it.
 * The figures and the first chart follow every input at once; the other charts render from a
 * deferred copy, which React drops and redoes if a newer input arrives while they draw. The parts
 * below the fold load on the page's first interaction (components/results/lazy-results.tsx).
 */
export function ResultsPanel({
  scenario,
  result,
  locale,
  onApplySplit,
}: ResultViewProps & { onApplySplit?: ApplySplit }) {
  const deferredScenario = useDeferredValue(scenario);
  const deferredResult = useDeferredValue(result);
  const names = useMemo(() => optionNames(scenario.labels), [scenario.labels]);
  return (
    <OptionNames value={names}>
      <div className="space-y-4">
        <PricesAgeWarning pricesAsOf={scenario.pricesAsOf} locale={locale} />
        <KpiDetails scenario={scenario} result={result} locale={locale} />
        <FirstChart scenario={scenario} result={result} locale={locale} />
        <SecondaryCharts
          scenario={deferredScenario}
          result={deferredResult}
          locale={locale}
          onApplySplit={onApplySplit}
        />
        <CashFlowTable scenario={deferredScenario} result={deferredResult} locale={locale} />
      </div>
    </OptionNames>
  );
}
