"use client";

import { LineChart, ReferenceLine, ResponsiveContainer, Tooltip } from "recharts";
import { chartMargin, gridLines, monthAxis, moneyAxis, yearLines } from "./axes";
import { ChartTooltip, optionRows } from "./chart-tooltip";
import { LineLabel } from "./line-label";
import { optionLines } from "./option-lines";
import { useOptionNames } from "./option-names";
import { formatNumber } from "@/lib/format";
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
      <LineChart data={data} margin={chartMargin(16)}>
        {gridLines()}
        {monthAxis(horizon)}
        {moneyAxis(currency, locale)}
        {yearLines(horizon)}
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
