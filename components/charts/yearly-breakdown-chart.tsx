"use client";

import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartTooltip } from "./chart-tooltip";
import { CLOUD_LINES, HYBRID_LINES, ON_PREM_LINES } from "@/lib/report/category-labels";
import { formatMoney, formatMoneyCompact } from "@/lib/format";
import { OPTION_COLORS, OPTION_LABELS, type OptionKey } from "@/lib/report/palette";
import type { YearlyCosts } from "@/lib/tco";

const LINES: Record<OptionKey, Record<string, string>> = { cloud: CLOUD_LINES, onPrem: ON_PREM_LINES, hybrid: HYBRID_LINES };

/** Mixes a colour toward white: t = 0 is the colour, 1 is white. Keeps one hue per option. */
function tint(hex: string, t: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * t);
  return `rgb(${mix((n >> 16) & 255)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

function OptionBars({ option, years, currency, locale, max }: { option: OptionKey; years: YearlyCosts[]; currency: string; locale: string; max: number }) {
  const labels = LINES[option];
  const lines = Object.keys(labels).filter((line) => years.some((y) => (y[option] as unknown as Record<string, number>)[line] !== 0));
  const data = years.map((y) => ({ year: y.year === 0 ? "Start" : `Y${y.year}`, ...(y[option] as unknown as Record<string, number>) }));
  return (
    <div className="min-w-0">
      <div className="mb-1 flex items-center gap-2 text-xs font-semibold text-slate-700">
        <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: OPTION_COLORS[option] }} />
        {OPTION_LABELS[option]}
      </div>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} stackOffset="sign" margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="year" tick={{ fontSize: 11, fill: "#475569" }} />
          <YAxis domain={[(dataMin: number) => Math.min(0, dataMin), max]} tickFormatter={(v: number) => formatMoneyCompact(v, currency, locale)} tick={{ fontSize: 11, fill: "#475569" }} width={60} />
          <ReferenceLine y={0} stroke="#94a3b8" />
          <Tooltip
            cursor={{ fill: "#f1f5f9" }}
            content={({ active, payload, label }) =>
              active && payload?.length ? (
                <ChartTooltip
                  heading={`${OPTION_LABELS[option]}, ${label === "Start" ? "month 0" : `year ${String(label).slice(1)}`}`}
                  rows={payload.filter((p) => Number(p.value) !== 0).map((p) => ({ label: labels[String(p.dataKey)] ?? String(p.dataKey), value: formatMoney(Number(p.value), currency, locale), color: String(p.color) }))}
                />
              ) : null
            }
          />
          {lines.map((line, i) => (
            <Bar key={line} dataKey={line} stackId="a" fill={tint(OPTION_COLORS[option], Math.min(0.75, (i / Math.max(1, lines.length - 1)) * 0.75))} stroke="#fff" strokeWidth={0.5} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Each option's yearly cost, stacked by cost line, on one shared scale so heights compare. */
export function YearlyBreakdownChart({ years, currency, locale }: { years: YearlyCosts[]; currency: string; locale: string }) {
  // The top of the tallest stack: positive lines only, since a residual credit stacks below zero.
  const positive = (lines: object) => Object.values(lines as Record<string, number>).reduce((sum, v) => sum + Math.max(0, v), 0);
  const max = Math.max(...years.flatMap((y) => [positive(y.cloud), positive(y.onPrem), positive(y.hybrid)]), 1);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {(["cloud", "onPrem", "hybrid"] as const).map((option) => (
        <OptionBars key={option} option={option} years={years} currency={currency} locale={locale} max={max * 1.05} />
      ))}
    </div>
  );
}
