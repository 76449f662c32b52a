"use client";

import { LineChart, ResponsiveContainer, Tooltip } from "recharts";
import { chartMargin, gridLines, markerLine, monthAxis, moneyAxis, yearLines } from "./axes";
import { ChartTooltip, optionRows } from "./chart-tooltip";
import { optionLines } from "./option-lines";
import { useOptionNames } from "./option-names";
import { formatNumber } from "@/lib/format";
import type { MonthRow } from "@/lib/tco/types";

/** What the cumulative cost chart and its first-paint sketch draw. */
export interface CumulativeCostProps {
  months: MonthRow[];
  currency: string;
  locale: string;
  breakEvenMonth: number | null;
}

export function CumulativeCostChart({ months, currency, locale, breakEvenMonth }: CumulativeCostProps) {
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
        {breakEvenMonth !== null && breakEvenMonth > 0
          ? markerLine(
              breakEvenMonth,
              `Break-even, month ${formatNumber(breakEvenMonth, locale, 1)}`,
              "break-even-label",
            )
          : null}
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
