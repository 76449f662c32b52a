"use client";

import { LineChart, ResponsiveContainer, Tooltip, YAxis } from "recharts";
import { TICK, chartMargin, gridLines, monthAxis, yearLines } from "./axes";
import { ChartTooltip } from "./chart-tooltip";
import { optionLines } from "./option-lines";
import { useOptionNames } from "./option-names";
import { formatNumberCompact } from "@/lib/format";
import { formatTonnes } from "@/lib/report/carbon-words";
import { OPTION_COLORS, OPTION_KEYS } from "@/lib/report/palette";
import type { TonnesPoint } from "@/lib/tco/cumulative-tonnes";

/** Cumulative tonnes CO2e of each option by month, from `cumulativeTonnes`; exact tonnes in the tooltip. */
export function CarbonTonnesChart({ points, locale }: { points: TonnesPoint[]; locale: string }) {
  const names = useOptionNames();
  const horizon = points.length - 1;
  return (
    // The test id is there once the chart has drawn (its loading box has none).
    <div data-testid="carbon-tonnes-chart">
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={points} margin={chartMargin(16)}>
          {gridLines()}
          {monthAxis(horizon)}
          <YAxis tickFormatter={(v: number) => `${formatNumberCompact(v, locale)} t`} tick={TICK} width={64} />
          {yearLines(horizon)}
          <Tooltip
            content={({ active, payload, label }) =>
              active && payload?.length ? (
                <ChartTooltip
                  heading={`Month ${label}`}
                  rows={OPTION_KEYS.map((key) => ({
                    label: names[key],
                    value: formatTonnes(Number(payload.find((p) => p.dataKey === key)?.value ?? 0), locale),
                    color: OPTION_COLORS[key],
                  }))}
                />
              ) : null
            }
          />
          {optionLines(names)}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
