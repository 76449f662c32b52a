"use client";

import { Area, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip } from "recharts";
import { chartMargin, gridLines, monthAxis, moneyAxis } from "@/components/charts/axes";
import { ChartTooltip } from "@/components/charts/chart-tooltip";
import { formatMoney } from "@/lib/format";
import type { FanPoint, MonthRow } from "@/lib/tco/types";

const BAND = "#93c5fd";
const MEDIAN = "#1d4ed8";
const DETERMINISTIC = "#0f172a";

/**
 * Cumulative savings of owning across the runs: the P10–P90 band around the P50 line, and the
 * deterministic result (the scenario's own values) drawn on top, so a reader sees where the
 * single-number answer sits inside the spread.
 */
export function FanChart({
  fan,
  months,
  currency,
  locale,
}: {
  fan: FanPoint[];
  months: MonthRow[];
  currency: string;
  locale: string;
}) {
  const horizon = fan.length - 1;
  const data = fan.map((p, m) => ({
    month: p.month,
    band: [p.p10, p.p90] as [number, number],
    p50: p.p50,
    deterministic: months[m]?.savings ?? null,
  }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={chartMargin()}>
        {gridLines()}
        {monthAxis(horizon)}
        {moneyAxis(currency, locale)}
        <ReferenceLine y={0} stroke="#64748b" strokeWidth={1} />
        <Tooltip
          content={({ active, payload, label }) => {
            const row = payload?.[0]?.payload as (typeof data)[number] | undefined;
            if (!active || !row) return null;
            const money = (v: number) => formatMoney(v, currency, locale);
            const rows = [
              { label: "P90 (optimistic)", value: money(row.band[1]) },
              { label: "P50 (median)", value: money(row.p50), color: MEDIAN },
              { label: "P10 (pessimistic)", value: money(row.band[0]) },
              ...(row.deterministic === null
                ? []
                : [{ label: "Scenario as entered", value: money(row.deterministic), color: DETERMINISTIC }]),
            ];
            return <ChartTooltip heading={`Month ${label}: cumulative savings`} rows={rows} />;
          }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          dataKey="band"
          name="P10–P90 of runs"
          stroke="none"
          fill={BAND}
          fillOpacity={0.45}
          isAnimationActive={false}
          type="linear"
        />
        <Line
          dataKey="p50"
          name="P50 of runs"
          stroke={MEDIAN}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
          type="linear"
        />
        <Line
          dataKey="deterministic"
          name="Scenario as entered"
          stroke={DETERMINISTIC}
          strokeWidth={1.5}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
          type="linear"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
