"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartTooltip } from "@/components/charts/chart-tooltip";
import { formatMoney, formatMoneyCompact } from "@/lib/format";
import { OPTION_COLORS } from "@/lib/report/palette";
import { pnlHeading } from "@/lib/report/pnl-rows";
import type { ProfitAndLossYear } from "@/lib/tco";
import type { OptionLabels } from "@/lib/tco/types";

// Depreciation in a lighter shade of owning's colour: the same money, moved below EBITDA.
const DEPRECIATION_COLOR = "#F5CF80";

// The options by their headings in the table ("Owning", or a scenario's own name such as "Enhanced host").
const seriesOf = (labels?: OptionLabels) => {
  const owning = pnlHeading("Owning", labels);
  const renting = pnlHeading("Renting", labels);
  return [
    {
      key: "owningOpex",
      stack: "owning",
      label: `${owning}: operating expense (in EBITDA)`,
      color: OPTION_COLORS.onPrem,
    },
    {
      key: "owningDepreciation",
      stack: "owning",
      label: `${owning}: book depreciation (below EBITDA)`,
      color: DEPRECIATION_COLOR,
    },
    {
      key: "rentingOpex",
      stack: "renting",
      label: `${renting}: operating expense (in EBITDA)`,
      color: OPTION_COLORS.cloud,
    },
  ] as const;
};

/**
 * Each year's P&L cost of owning and of renting, stacked by where it lands: operating expense
 * above EBITDA, depreciation below it.
 */
export function PnlChart({
  years,
  currency,
  locale,
  labels,
}: {
  years: ProfitAndLossYear[];
  currency: string;
  locale: string;
  labels?: OptionLabels;
}) {
  const series = seriesOf(labels);
  const data = years.map((y) => ({
    year: `Y${y.year}`,
    owningOpex: y.owning.operatingExpense,
    owningDepreciation: y.owning.depreciation,
    rentingOpex: y.renting.operatingExpense,
  }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="year" tick={{ fontSize: 11, fill: "#475569" }} />
        <YAxis
          tickFormatter={(v: number) => formatMoneyCompact(v, currency, locale)}
          tick={{ fontSize: 11, fill: "#475569" }}
          width={60}
        />
        <Tooltip
          cursor={{ fill: "#f1f5f9" }}
          content={({ active, payload, label }) =>
            active && payload?.length ? (
              <ChartTooltip
                heading={`Year ${String(label).slice(1)}`}
                rows={series.map((s) => ({
                  label: s.label,
                  value: formatMoney(Number(payload.find((p) => p.dataKey === s.key)?.value ?? 0), currency, locale),
                  color: s.color,
                }))}
              />
            ) : null
          }
        />
        <Legend
          wrapperStyle={{ fontSize: 12 }}
          formatter={(value: string) => <span style={{ color: "#334155" }}>{value}</span>}
        />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stackId={s.stack}
            fill={s.color}
            stroke="#fff"
            strokeWidth={0.5}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
