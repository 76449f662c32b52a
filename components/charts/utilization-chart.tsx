"use client";

import { LineChart, ResponsiveContainer, Tooltip } from "recharts";
import { chartMargin, currentLine, gridLines, markerLine, moneyAxis, numberAxis } from "./axes";
import { ChartTooltip, optionRows } from "./chart-tooltip";
import { optionLines } from "./option-lines";
import { useOptionNames } from "./option-names";
import { formatNumber } from "@/lib/format";
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
        {numberAxis("gpuHoursPerDay", "Busy hours per GPU per day", {
          domain: [0, 24],
          ticks: [0, 4, 8, 12, 16, 20, 24],
        })}
        {moneyAxis(currency, locale)}
        {currentLine(current, "This scenario")}
        {breakEven !== null
          ? markerLine(breakEven, `Crossing at ${formatNumber(breakEven, locale, 1)} h`, "crossing-label", 1)
          : null}
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
