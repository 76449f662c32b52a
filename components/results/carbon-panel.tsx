"use client";

import { useMemo } from "react";
import { CarbonTonnesChart } from "@/components/charts/lazy-charts";
import { formatNumber } from "@/lib/format";
import { carbonChartCaption, carbonSentence, formatTonnes } from "@/lib/report/carbon-words";
import { optionName } from "@/lib/report/words";
import { OPTION_COLORS } from "@/lib/report/palette";
import { cumulativeTonnes } from "@/lib/tco/cumulative-tonnes";
import type { ResultViewProps } from "./right-sizing-panel";

const OPTIONS = ["cloud", "onPrem", "hybrid"] as const;

/**
 * Each option's kWh, tonnes CO2e and kg per GPU-hour beside the KPI band, the sentence that
 * compares them, and the chart of cumulative tonnes by month.
 */
export function CarbonPanel({ scenario, result, locale }: ResultViewProps) {
  const points = useMemo(() => cumulativeTonnes(scenario), [scenario]);
  const c = result.carbon;
  if (!c || !points) return null;
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="carbon-figures"
      aria-label="Energy and carbon"
    >
      <h2 className="mb-2 text-sm font-semibold text-slate-800">Energy and carbon over the horizon</h2>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
        {OPTIONS.map((o) => (
          <div key={o} className="rounded border border-slate-100 p-2" data-testid={`carbon-${o}`}>
            <div className="mb-1 flex items-center gap-2 text-xs font-semibold text-slate-700">
              <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: OPTION_COLORS[o] }} />
              {optionName(o, scenario.labels)}
            </div>
            <div className="text-lg font-semibold tabular-nums text-slate-900">{`${formatTonnes(c.tonnes[o], locale)} CO2e`}</div>
            <div className="text-xs tabular-nums text-slate-600">{`${formatNumber(c.kwh[o], locale, 0)} kWh`}</div>
            {c.kgPerGpuHour ? (
              <div className="text-xs tabular-nums text-slate-600">{`${formatNumber(c.kgPerGpuHour[o], locale, 3)} kg per GPU-hour`}</div>
            ) : null}
          </div>
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-700" data-testid="carbon-sentence">
        {carbonSentence(scenario, result, locale)}
      </p>
      <figure className="mt-3" data-testid="chart-carbon">
        <figcaption className="text-sm font-semibold text-slate-800">Cumulative tonnes CO2e by month</figcaption>
        <p className="mt-0.5 text-sm text-slate-600" data-testid="chart-carbon-caption">
          {carbonChartCaption(points, scenario.labels, locale)}
        </p>
        <div className="mt-2">
          <CarbonTonnesChart points={points} locale={locale} />
        </div>
      </figure>
      <p className="mt-1 text-xs text-slate-500">
        Tonnes = owned kWh × the site&apos;s grid intensity + cloud kWh × the region&apos;s, ÷ 1,000. Left out: the
        hardware&apos;s embodied emissions, the edge&apos;s energy, and market-based instruments such as RECs.
      </p>
    </section>
  );
}
