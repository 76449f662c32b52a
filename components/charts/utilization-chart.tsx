"use client";

import { LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis } from "recharts";
import { axisTitle, chartMargin, gridLines, moneyAxis, TICK } from "./axes";
import { ChartTooltip, optionRows } from "./chart-tooltip";
import { LineLabel } from "./line-label";
import { optionLines } from "./option-lines";
import { useOptionNames } from "./option-names";
import { formatNumber } from "@/lib/format";
import { CHART } from "@/lib/report/palette";
import type { UtilizationPoint } from "@/lib/tco";

/** Total cost of each option as busy hours a day sweep 0–24; the crossing and today's value are marked. */
export function UtilizationChart({
  points,
  breakEven,
  current,
  currency,
  locale,
}: {
  points: UtilizationPoint[];
  breakEven: number | null;
  current: number;
  currency: string;
  locale: string;
}) {
  const names = useOptionNames();
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={points} margin={chartMargin(16)}>
        {gridLines()}
        <XAxis
          dataKey="gpuHoursPerDay"
          type="number"
          domain={[0, 24]}
          ticks={[0, 4, 8, 12, 16, 20, 24]}
          tick={TICK}
          label={axisTitle("Busy hours per GPU per day")}
        />
        {moneyAxis(currency, locale)}
        <ReferenceLine
          x={current}
          stroke={CHART.axisLabel}
          strokeDasharray="4 3"
          label={{ value: "This scenario", position: "insideTopRight", fontSize: 11, fill: CHART.tick }}
        />
        {breakEven !== null ? (
          <ReferenceLine
            x={breakEven}
            stroke={CHART.ink}
            strokeWidth={1.5}
            label={
              <LineLabel
                value={`Crossing at ${formatNumber(breakEven, locale, 1)} h`}
                fill={CHART.ink}
                testId="crossing-label"
                row={1}
              />
            }
          />
        ) : null}
        <Tooltip
          content={({ active, payload, label }) =>
            active && payload?.length ? (
              <ChartTooltip
                heading={`${formatNumber(Number(label), locale, 1)} busy hours a day`}
                rows={optionRows(payload, currency, locale, names)}
              />
            ) : null
          }
        />
        {optionLines(names)}
      </LineChart>
    </ResponsiveContainer>
  );
}
