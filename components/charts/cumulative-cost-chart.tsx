"use client";

import { CartesianGrid, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartTooltip, optionRows } from "./chart-tooltip";
import { LineLabel } from "./line-label";
import { optionLines } from "./option-lines";
import { useOptionNames } from "./option-names";
import { yearTicks } from "./year-ticks";
import { formatMoneyCompact, formatNumber } from "@/lib/format";
import { CHART } from "@/lib/report/palette";
import type { MonthRow } from "@/lib/tco/types";

export function CumulativeCostChart({
  months,
  currency,
  locale,
  breakEvenMonth,
}: {
  months: MonthRow[];
  currency: string;
  locale: string;
  breakEvenMonth: number | null;
}) {
  const names = useOptionNames();
  const horizon = months.length - 1;
  const data = months.map((m) => ({ month: m.month, ...m.cumulative }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart data={data} margin={{ top: 16, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke={CHART.grid} vertical={false} />
        <XAxis
          dataKey="month"
          type="number"
          domain={[0, horizon]}
          ticks={yearTicks(horizon)}
          tick={{ fontSize: 12, fill: CHART.tick }}
          label={{ value: "Month", position: "insideBottomRight", offset: -2, fontSize: 11, fill: CHART.axisLabel }}
        />
        <YAxis
          tickFormatter={(v: number) => formatMoneyCompact(v, currency, locale)}
          tick={{ fontSize: 12, fill: CHART.tick }}
          width={72}
        />
        {yearTicks(horizon)
          .slice(1, -1)
          .map((m) => (
            <ReferenceLine key={m} x={m} stroke={CHART.divider} strokeDasharray="2 3" />
          ))}
        {breakEvenMonth !== null && breakEvenMonth > 0 ? (
          <ReferenceLine
            x={breakEvenMonth}
            stroke={CHART.ink}
            strokeWidth={1.5}
            label={
              <LineLabel
                value={`Break-even, month ${formatNumber(breakEvenMonth, locale, 1)}`}
                fill={CHART.ink}
                testId="break-even-label"
              />
            }
          />
        ) : null}
        <Tooltip
          content={({ active, payload, label }) =>
            active && payload?.length ? (
              <ChartTooltip heading={`Month ${label}`} rows={optionRows(payload, currency, locale, names)} />
            ) : null
          }
        />
        {optionLines(names)}
      </LineChart>
    </ResponsiveContainer>
  );
}
