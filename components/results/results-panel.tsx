"use client";

import { memo, useDeferredValue, useMemo } from "react";
import { ChartFrame } from "@/components/charts/chart-frame";
import { CumulativeCostChart, SavingsChart } from "@/components/charts/lazy-charts";
import { KpiDetails } from "@/components/results/kpi-bar";
import { CarbonPanel, CashFlowTable, LowerResults } from "@/components/results/lazy-results";
import { PricesAgeWarning } from "@/components/results/prices-age-warning";
import type { ApplySplit, ResultViewProps } from "@/components/results/right-sizing-panel";
import { cumulativeCaption, savingsCaption } from "@/lib/report/sentences";
import { optionNames, savingSubject } from "@/lib/report/words";
import { OptionNames } from "@/components/charts/option-names";

/** The charts below the first one: rendered from deferred inputs so dragging a slider never waits on them. */
const SecondaryCharts = memo(function SecondaryCharts({
  scenario,
  result,
  locale,
  onApplySplit,
}: ResultViewProps & { onApplySplit?: ApplySplit }) {
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
      <LowerResults scenario={scenario} result={result} locale={locale} onApplySplit={onApplySplit} />
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
        <PricesAgeWarning scenario={scenario} locale={locale} />
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
