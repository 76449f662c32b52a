"use client";

import { CHART, TORNADO } from "@/lib/report/palette";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ChartTooltip } from "./chart-tooltip";
import { fieldLabel } from "@/lib/input/fields";
import { formatMoney, formatMoneyCompact } from "@/lib/format";
import type { SensitivityEntry } from "@/lib/tco/types";

/**
 * How far savings move when one input is 20% lower or higher, widest swing on top. Bars are drawn
 * relative to today's savings, so the axis reads "change in savings".
 */
export function TornadoChart({
  entries,
  base,
  currency,
  locale,
}: {
  entries: SensitivityEntry[];
  base: number;
  currency: string;
  locale: string;
}) {
  const data = entries.map((e) => ({
    input: fieldLabel(e.input),
    path: e.input,
    low: e.low - base,
    high: e.high - base,
    lowAbs: e.low,
    highAbs: e.high,
  }));
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, 36 * data.length + 40)}>
      <BarChart data={data} layout="vertical" stackOffset="sign" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid stroke={CHART.grid} horizontal={false} />
        <XAxis
          type="number"
          tickFormatter={(v: number) => formatMoneyCompact(v, currency, locale)}
          tick={{ fontSize: 11, fill: CHART.tick }}
        />
        <YAxis type="category" dataKey="input" width={170} tick={{ fontSize: 12, fill: CHART.ink2 }} />
        <ReferenceLine x={0} stroke={CHART.ink} />
        <Tooltip
          cursor={{ fill: CHART.cursor }}
          content={({ active, payload }) => {
            const row = payload?.[0]?.payload as (typeof data)[number] | undefined;
            return active && row ? (
              <ChartTooltip
                heading={row.input}
                rows={[
                  {
                    label: `${row.path === "horizonYears" ? "1 year shorter" : "20% lower"}: savings`,
                    value: formatMoney(row.lowAbs, currency, locale),
                    color: TORNADO.lower,
                  },
                  {
                    label: `${row.path === "horizonYears" ? "1 year longer" : "20% higher"}: savings`,
                    value: formatMoney(row.highAbs, currency, locale),
                    color: TORNADO.higher,
                  },
                  { label: "Today", value: formatMoney(base, currency, locale) },
                ]}
              />
            ) : null;
          }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="low"
          name="Input 20% lower (horizon: 1 year shorter)"
          stackId="s"
          fill={TORNADO.lower}
          isAnimationActive={false}
        />
        <Bar
          dataKey="high"
          name="Input 20% higher (horizon: 1 year longer)"
          stackId="s"
          fill={TORNADO.higher}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
