"use client";

import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartTooltip } from "./chart-tooltip";
import { niceTicks } from "@/lib/report/axis";
import { CLOUD_LINES, HYBRID_LINES, ON_PREM_LINES } from "@/lib/report/category-labels";
import { formatMoney, formatMoneyCompact } from "@/lib/format";
import { useOptionNames } from "./option-names";
import { CHART, OPTION_COLORS, type OptionKey, tint } from "@/lib/report/palette";
import type { YearlyCosts } from "@/lib/tco";

const LINES: Record<OptionKey, Record<string, string>> = {
  cloud: CLOUD_LINES,
  onPrem: ON_PREM_LINES,
  hybrid: HYBRID_LINES,
};
const OPTIONS = ["cloud", "onPrem", "hybrid"] as const;

const linesOf = (option: OptionKey, y: YearlyCosts) => y[option] as unknown as Record<string, number>;

/** The shade of the i-th of n cost lines: the option's colour, lighter down the stack. */
const shade = (option: OptionKey, i: number, n: number) =>
  tint(OPTION_COLORS[option], Math.min(0.75, (i / Math.max(1, n - 1)) * 0.75));

function OptionBars({
  option,
  years,
  currency,
  locale,
  ticks,
}: {
  option: OptionKey;
  years: YearlyCosts[];
  currency: string;
  locale: string;
  ticks: number[];
}) {
  const labels = LINES[option];
  const name = useOptionNames()[option];
  const lines = Object.keys(labels).filter((line) => years.some((y) => (linesOf(option, y)[line] ?? 0) !== 0));
  const data = years.map((y) => ({ year: y.year === 0 ? "Start" : `Y${y.year}`, ...linesOf(option, y) }));
  return (
    <div className="min-w-0" data-testid={`yearly-${option}`}>
      <div className="mb-1 flex items-center gap-2 text-xs font-semibold text-slate-700">
        <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: OPTION_COLORS[option] }} />
        {name}
      </div>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} stackOffset="sign" margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={CHART.grid} vertical={false} />
          {/* interval 0: every year is labelled, at 1 year and at 10. */}
          <XAxis dataKey="year" interval={0} tick={{ fontSize: years.length > 8 ? 10 : 11, fill: CHART.tick }} />
          <YAxis
            domain={[ticks[0]!, ticks.at(-1)!]}
            ticks={ticks}
            interval={0}
            tickFormatter={(v: number) => formatMoneyCompact(v, currency, locale)}
            tick={{ fontSize: 11, fill: CHART.tick }}
            width={60}
          />
          <ReferenceLine y={0} stroke={CHART.zero} />
          <Tooltip
            cursor={{ fill: CHART.cursor }}
            content={({ active, payload, label }) =>
              active && payload?.length ? (
                <ChartTooltip
                  heading={`${name}, ${label === "Start" ? "month 0" : `year ${String(label).slice(1)}`}`}
                  rows={payload
                    .filter((p) => Number(p.value) !== 0)
                    .map((p) => ({
                      label: labels[String(p.dataKey)] ?? String(p.dataKey),
                      value: formatMoney(Number(p.value), currency, locale),
                      color: String(p.color),
                    }))}
                />
              ) : null
            }
          />
          {lines.map((line, i) => (
            <Bar
              key={line}
              dataKey={line}
              name={labels[line]}
              stackId="a"
              fill={shade(option, i, lines.length)}
              stroke={CHART.barEdge}
              strokeWidth={0.5}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600" aria-label={`${name} cost lines`}>
        {lines.map((line, i) => (
          <li key={line} className="inline-flex items-center gap-1">
            <span
              className="inline-block h-2.5 w-2.5 rounded-sm border border-slate-200"
              style={{ background: shade(option, i, lines.length) }}
              aria-hidden
            />
            {labels[line]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Each option's yearly cost, stacked by cost line, on one shared scale with round ticks so heights
 * compare; each chart names every shade it uses.
 */
export function YearlyBreakdownChart({
  years,
  currency,
  locale,
}: {
  years: YearlyCosts[];
  currency: string;
  locale: string;
}) {
  // The top of the tallest stack counts positive lines only; a residual credit stacks below zero.
  const sum = (lines: Record<string, number>, sign: 1 | -1) =>
    Object.values(lines).reduce((total, v) => total + (Math.sign(v) === sign ? v : 0), 0);
  const stacks = years.flatMap((y) => OPTIONS.map((o) => linesOf(o, y)));
  const ticks = niceTicks(
    Math.min(0, ...stacks.map((l) => sum(l, -1))),
    Math.max(1, ...stacks.map((l) => sum(l, 1))),
    4,
  );
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {OPTIONS.map((option) => (
        <OptionBars key={option} option={option} years={years} currency={currency} locale={locale} ticks={ticks} />
      ))}
    </div>
  );
}
