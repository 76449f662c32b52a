import { yearTicks } from "./year-ticks";
import { niceTicks } from "@/lib/report/axis";
import { formatMoneyCompact } from "@/lib/format";
import { useOptionNames } from "./option-names";
import { CHART, OPTION_COLORS, OPTION_DASH, OPTION_KEYS } from "@/lib/report/palette";
import type { CumulativeCostProps } from "./cumulative-cost-chart";

// The Recharts chart's box: 280 px high, its margins, its 72 px value axis, the month axis and the legend below.
const HEIGHT = 280;
const PLOT = { left: 80, right: 16, top: 16, bottom: 62 };
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;

/**
 * The cumulative cost chart drawn without Recharts, in the same box, lines and colours: what the
 * editor shows at first paint, so the chart above the fold costs no chart library until the reader
 * interacts (then CumulativeCostChart, with its tooltip, takes its place). Plain SVG and HTML that
 * stretch with the page, so the server draws it as the browser does.
 */
export function CumulativeCostSketch({ months, currency, locale, breakEvenMonth }: CumulativeCostProps) {
  const names = useOptionNames();
  const horizon = Math.max(1, months.length - 1);
  const values = months.flatMap((m) => OPTION_KEYS.map((key) => m.cumulative[key]));
  const ticks = niceTicks(Math.min(...values), Math.max(...values), 4);
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  // Both in a 1000 × 1000 box that the plot stretches to fill.
  const x = (month: number) => (month / horizon) * 1000;
  const y = (value: number) => (1 - (value - low) / (high - low)) * 1000;
  const years = yearTicks(months.length - 1);
  const left = (month: number) => `calc(${PLOT.left}px + ${month / horizon} * (100% - ${PLOT.left + PLOT.right}px))`;
  return (
    <div className="relative text-xs" style={{ height: HEIGHT, color: CHART.tick }} data-testid="chart-sketch">
      <svg
        className="absolute overflow-visible"
        style={{
          left: PLOT.left,
          right: PLOT.right,
          top: PLOT.top,
          height: PLOT_HEIGHT,
          width: `calc(100% - ${PLOT.left + PLOT.right}px)`,
        }}
        viewBox="0 0 1000 1000"
        preserveAspectRatio="none"
        aria-hidden
      >
        {ticks.map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={1000}
            y1={y(tick)}
            y2={y(tick)}
            stroke={CHART.grid}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {years.slice(1, -1).map((m) => (
          <line
            key={m}
            x1={x(m)}
            x2={x(m)}
            y1={0}
            y2={1000}
            stroke={CHART.divider}
            strokeDasharray="2 3"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {breakEvenMonth !== null && breakEvenMonth > 0 ? (
          <line
            x1={x(breakEvenMonth)}
            x2={x(breakEvenMonth)}
            y1={0}
            y2={1000}
            stroke={CHART.ink}
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        {OPTION_KEYS.map((key) => (
          <path
            key={key}
            d={months
              .map((m, i) => `${i === 0 ? "M" : "L"}${x(m.month).toFixed(1)} ${y(m.cumulative[key]).toFixed(1)}`)
              .join(" ")}
            fill="none"
            stroke={OPTION_COLORS[key]}
            strokeWidth={2}
            strokeDasharray={OPTION_DASH[key]}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      {ticks.map((tick) => (
        <span
          key={tick}
          className="tabular absolute text-right"
          style={{ left: 8, width: PLOT.left - 14, top: PLOT.top + (y(tick) / 1000) * PLOT_HEIGHT - 8 }}
        >
          {formatMoneyCompact(tick, currency, locale)}
        </span>
      ))}
      {years.map((m) => (
        <span
          key={m}
          className="tabular absolute -translate-x-1/2"
          style={{ left: left(m), top: PLOT.top + PLOT_HEIGHT + 6 }}
        >
          {m}
        </span>
      ))}
      <div className="absolute inset-x-0 flex justify-center gap-4" style={{ top: HEIGHT - 26 }}>
        {OPTION_KEYS.map((key) => (
          <span key={key} className="flex items-center gap-1" style={{ color: CHART.ink2 }}>
            <svg width={14} height={4} aria-hidden>
              <line
                x1={0}
                x2={14}
                y1={2}
                y2={2}
                stroke={OPTION_COLORS[key]}
                strokeWidth={2}
                strokeDasharray={OPTION_DASH[key] ? "4 2" : undefined}
              />
            </svg>
            {names[key]}
          </span>
        ))}
      </div>
    </div>
  );
}
