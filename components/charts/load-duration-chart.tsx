"use client";

import { Area, AreaChart, ReferenceLine, ResponsiveContainer, Tooltip, YAxis } from "recharts";
import { chartMargin, gridLines, numberAxis, TICK } from "./axes";
import { ChartTooltip } from "./chart-tooltip";
import { formatNumber, formatPct } from "@/lib/format";
import { CHART, TIER_COLORS } from "@/lib/report/palette";
import type { LoadDurationPoint } from "@/lib/tco/demand-shape";
import { countOf } from "@/lib/report/words";

const TIERS = [
  { key: "core", label: "Owned core", color: TIER_COLORS.onPrem },
  { key: "burst", label: "Cloud burst", color: TIER_COLORS.cloud },
  { key: "edge", label: "Edge", color: TIER_COLORS.edge },
] as const;

/**
 * The week's load-duration curve: GPUs busy (up) against the share of the week (along), the owned
 * core shaded up to its GPUs, the cloud burst above it and the edge's share on top; a line at the
 * best core from right-sizing. Input-driven: no animation.
 */
export function LoadDurationChart({
  points,
  coreGpus,
  bestCore,
  locale,
}: {
  points: LoadDurationPoint[];
  coreGpus: number;
  /** Right-sizing's best core; left out where there is no scenario yet (a bill being read). */
  bestCore?: number;
  locale?: string;
}) {
  const gpus = (v: number) => formatNumber(v, locale, 1);
  // The burst is always drawn; the core and the edge only where they hold GPUs.
  const tiers = TIERS.filter((t) => t.key === "burst" || points.some((p) => p[t.key] > 0));
  return (
    <div>
      <ResponsiveContainer width="100%" height={260}>
        <AreaChart data={points} margin={chartMargin(20)}>
          {gridLines()}
          {numberAxis("share", "Share of the week", {
            domain: [0, 100],
            ticks: [0, 25, 50, 75, 100],
            tickFormatter: (v: number) => formatPct(v, locale, 0),
          })}
          <YAxis
            tick={TICK}
            width={48}
            allowDecimals={false}
            tickFormatter={(v: number) => formatNumber(v, locale, 0)}
          />
          <Tooltip
            content={({ active, payload }) => {
              const p = active ? (payload?.[0]?.payload as LoadDurationPoint | undefined) : undefined;
              return p ? (
                <ChartTooltip
                  heading={`From ${formatPct(p.share, locale, 1)} of the week: ${gpus(p.total)} GPUs busy`}
                  rows={tiers.map((t) => ({
                    label: t.label,
                    value: `${gpus(p[t.key])} GPUs`,
                    color: t.color,
                  }))}
                />
              ) : null;
            }}
          />
          {tiers.map((t) => (
            <Area
              key={t.key}
              dataKey={t.key}
              name={t.label}
              stackId="gpus"
              type="stepAfter"
              stroke={t.color}
              fill={t.color}
              fillOpacity={t.key === "core" ? 0.55 : 0.3}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
          ))}
          {bestCore === undefined ? null : (
            <ReferenceLine
              y={bestCore}
              stroke={CHART.ink}
              strokeDasharray="5 3"
              strokeWidth={1.5}
              label={{
                value: `Best core: ${countOf(bestCore, "GPU", formatNumber(bestCore, locale, 0))}`,
                position: "insideTopRight",
                fontSize: 12,
                fill: CHART.ink,
              }}
            />
          )}
        </AreaChart>
      </ResponsiveContainer>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label="Legend">
        {tiers.map((t) => (
          <li key={t.key} className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: t.color }} />
            {t.key === "core" ? `${t.label} (${formatNumber(coreGpus, locale, 0)} GPUs today)` : t.label}
          </li>
        ))}
        {bestCore === undefined ? null : (
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block w-4 border-t-2 border-dashed border-slate-900" />
            Best core from right-sizing
          </li>
        )}
      </ul>
    </div>
  );
}
