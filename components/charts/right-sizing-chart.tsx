"use client";

import { Line, LineChart, ReferenceDot, ResponsiveContainer, Tooltip } from "recharts";
import { chartMargin, currentLine, gridLines, moneyAxis, numberAxis } from "./axes";
import { ChartTooltip } from "./chart-tooltip";
import { formatMoney, formatNumber, formatPct } from "@/lib/format";
import { CHART, OPTION_COLORS } from "@/lib/report/palette";
import type { RightSizingPoint } from "@/lib/tco/types";
import { countOf } from "@/lib/report/words";

/** The hybrid option's NPV at every whole on-prem share, against the GPUs it owns; best and today marked. */
export function RightSizingChart({
  curve,
  best,
  current,
  currency,
  locale,
}: {
  curve: RightSizingPoint[];
  best: RightSizingPoint;
  current: RightSizingPoint;
  currency: string;
  locale: string;
}) {
  // The label goes on the side with room, so a best point at either end stays readable.
  const most = curve.at(-1)?.coreGpus ?? 0;
  const side = best.coreGpus > most / 2 ? "left" : "right";
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={curve} margin={chartMargin(20)}>
        {gridLines()}
        {numberAxis("coreGpus", "GPUs owned", {
          domain: [0, "dataMax"],
          allowDecimals: false,
          tickFormatter: (v: number) => formatNumber(v, locale, 0),
        })}
        {moneyAxis(currency, locale, true)}
        {currentLine(current.coreGpus, "Today")}
        <Tooltip
          content={({ active, payload }) => {
            const p = active ? (payload?.[0]?.payload as RightSizingPoint | undefined) : undefined;
            return p ? (
              <ChartTooltip
                heading={`${formatNumber(p.coreGpus, locale, 0)} GPUs owned (${formatPct(p.onPremPct, locale, 0)} on-prem)`}
                rows={[
                  {
                    label: "NPV of the hybrid's costs",
                    value: formatMoney(p.npv, currency, locale),
                    color: OPTION_COLORS.hybrid,
                  },
                ]}
              />
            ) : null;
          }}
        />
        <Line
          dataKey="npv"
          type="linear"
          stroke={OPTION_COLORS.hybrid}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <ReferenceDot
          x={best.coreGpus}
          y={best.npv}
          r={5}
          fill={CHART.ink}
          stroke="#fff"
          label={{
            value: `Best: ${countOf(best.coreGpus, "GPU", formatNumber(best.coreGpus, locale, 0))}`,
            position: side,
            offset: 8,
            fontSize: 12,
            fill: CHART.ink,
          }}
        />
        <ReferenceDot x={current.coreGpus} y={current.npv} r={4} fill="#fff" stroke={CHART.ink} strokeWidth={2} />
      </LineChart>
    </ResponsiveContainer>
  );
}
