"use client";

import { CHART } from "@/lib/report/palette";
import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartTooltip } from "./chart-tooltip";
import { yearTicks } from "./year-ticks";
import { formatMoney, formatMoneyCompact } from "@/lib/format";
import { aheadWords } from "@/lib/report/words";
import type { MonthRow, OptionLabels } from "@/lib/tco/types";

/** Cumulative savings of owning over renting (or of the scenario's named options), with the zero line: above it, owning is ahead. */
export function SavingsChart({
  months,
  currency,
  locale,
  labels,
}: {
  months: MonthRow[];
  currency: string;
  locale: string;
  labels?: OptionLabels;
}) {
  const horizon = months.length - 1;
  const data = months.map((m) => ({ month: m.month, savings: m.savings }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <AreaChart data={data} margin={{ top: 12, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke={CHART.grid} vertical={false} />
        <XAxis
          dataKey="month"
          type="number"
          domain={[0, horizon]}
          ticks={yearTicks(horizon)}
          tick={{ fontSize: 12, fill: CHART.tick }}
        />
        <YAxis
          tickFormatter={(v: number) => formatMoneyCompact(v, currency, locale)}
          tick={{ fontSize: 12, fill: CHART.tick }}
          width={72}
        />
        <ReferenceLine
          y={0}
          stroke={CHART.ink}
          strokeWidth={1.5}
          label={{ value: "Break-even line", position: "insideBottomLeft", fontSize: 11, fill: CHART.ink2 }}
        />
        <Tooltip
          content={({ active, payload, label }) => {
            const value = Number(payload?.[0]?.value ?? 0);
            return active && payload?.length ? (
              <ChartTooltip
                heading={`Month ${label}`}
                rows={[{ label: aheadWords(value, labels), value: formatMoney(Math.abs(value), currency, locale) }]}
              />
            ) : null;
          }}
        />
        <Area
          dataKey="savings"
          name="Cumulative savings"
          stroke={CHART.ink2}
          fill={CHART.zero}
          fillOpacity={0.25}
          strokeWidth={2}
          isAnimationActive={false}
          type="linear"
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
