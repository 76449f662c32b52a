"use client";

import { CHART } from "@/lib/report/palette";
import { Area, AreaChart, ResponsiveContainer, Tooltip } from "recharts";
import { chartMargin, gridLines, monthAxis, moneyAxis, zeroLine } from "./axes";
import { ChartTooltip } from "./chart-tooltip";
import { formatMoney } from "@/lib/format";
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
      <AreaChart data={data} margin={chartMargin()}>
        {gridLines()}
        {monthAxis(horizon)}
        {moneyAxis(currency, locale)}
        {zeroLine("Break-even line")}
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
