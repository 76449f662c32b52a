"use client";

import { Legend, Line, LineChart, ResponsiveContainer, Tooltip } from "recharts";
import { chartMargin, gridLines, monthAxis, moneyAxis, zeroLine } from "@/components/charts/axes";
import { ChartTooltip } from "@/components/charts/chart-tooltip";
import { yearTicks } from "@/components/charts/year-ticks";
import { formatMoney } from "@/lib/format";
import { SCENARIO_COLORS, SCENARIO_DASH } from "@/lib/report/palette";

export interface SavingsCurve {
  name: string;
  savings: number[];
}

/** Cumulative savings of owning for each compared scenario on one axis; horizons may differ. */
export function SavingsOverlayChart({
  curves,
  currency,
  locale,
}: {
  curves: SavingsCurve[];
  currency: string;
  locale: string;
}) {
  const horizon = Math.max(...curves.map((c) => c.savings.length - 1));
  const data = Array.from({ length: horizon + 1 }, (_, month) => {
    const point: Record<string, number | undefined> = { month };
    curves.forEach((c, i) => {
      point[`s${i}`] = c.savings[month];
    });
    return point;
  });
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={data} margin={chartMargin()}>
        {gridLines()}
        {monthAxis(horizon, yearTicks(horizon - (horizon % 12)))}
        {moneyAxis(currency, locale)}
        {zeroLine()}
        <Tooltip
          content={({ active, payload, label }) =>
            active && payload?.length ? (
              <ChartTooltip
                heading={`Month ${label}`}
                rows={payload.map((p) => ({
                  label: String(p.name),
                  value: formatMoney(Number(p.value), currency, locale),
                  color: String(p.color),
                }))}
              />
            ) : null
          }
        />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter="dataKey" />
        {curves.map((c, i) => (
          <Line
            key={i}
            dataKey={`s${i}`}
            name={c.name}
            stroke={SCENARIO_COLORS[i % SCENARIO_COLORS.length]}
            strokeDasharray={SCENARIO_DASH[i % SCENARIO_DASH.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
            connectNulls={false}
            type="linear"
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
