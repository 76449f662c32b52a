import { CartesianGrid, ReferenceLine, XAxis, YAxis, type XAxisProps } from "recharts";
import { formatMoneyCompact } from "@/lib/format";
import { CHART } from "@/lib/report/palette";
import { LineLabel } from "./line-label";
import { yearTicks } from "./year-ticks";

/*
 * The axes every chart of the app shares, as functions that return Recharts' own elements (not
 * components of ours), so each stays a direct child of its chart as Recharts reads them.
 */

/** Tick labels: 12 px slate, on every axis. */
export const TICK = { fontSize: 12, fill: CHART.tick } as const;

/** The plot's margin inside its box; a chart with a label above its plot asks for more top. */
export const chartMargin = (top = 12) => ({ top, right: 16, bottom: 4, left: 8 });

/** Horizontal grid lines only: the values are read across, the time or share along. */
export const gridLines = () => <CartesianGrid stroke={CHART.grid} vertical={false} />;

/** An axis title at the bottom right of the plot. */
export const axisTitle = (value: string) =>
  ({ value, position: "insideBottomRight", offset: -2, fontSize: 11, fill: CHART.axisLabel }) as const;

/** A number along the bottom (months, busy hours, GPUs owned), titled at its right end. */
export const numberAxis = (dataKey: string, title: string, props: Omit<XAxisProps, "dataKey" | "ref">) => (
  <XAxis dataKey={dataKey} type="number" tick={TICK} label={axisTitle(title)} {...props} />
);

/**
 * The months along the bottom, a tick at each year.
 *
 * @example
 * monthAxis(36); // months 0–36, ticks 0, 12, 24, 36, titled "Month"
 */
export const monthAxis = (horizon: number, ticks = yearTicks(horizon)) =>
  numberAxis("month", "Month", { domain: [0, horizon], ticks });

/** Amounts up the side, compact ("$1.2M"); exact amounts are in the tooltip. Zero is in view unless `fit`. */
export const moneyAxis = (currency: string, locale: string, fit = false) => (
  <YAxis
    domain={fit ? ["auto", "auto"] : undefined}
    tickFormatter={(v: number) => formatMoneyCompact(v, currency, locale)}
    tick={TICK}
    width={72}
  />
);

/** A faint dashed line at each year boundary inside the plot. */
export const yearLines = (horizon: number) =>
  yearTicks(horizon)
    .slice(1, -1)
    .map((m) => <ReferenceLine key={m} x={m} stroke={CHART.divider} strokeDasharray="2 3" />);

/** The zero line of a savings chart: above it, owning is ahead. */
export const zeroLine = (label?: string) => (
  <ReferenceLine
    y={0}
    stroke={CHART.ink}
    strokeWidth={1.5}
    label={label ? { value: label, position: "insideBottomLeft", fontSize: 11, fill: CHART.ink2 } : undefined}
  />
);

/** A labelled vertical marker: the break-even month, the utilization at which the lines cross. */
export const markerLine = (x: number, text: string, testId: string, row = 0) => (
  <ReferenceLine
    x={x}
    stroke={CHART.ink}
    strokeWidth={1.5}
    label={<LineLabel value={text} fill={CHART.ink} testId={testId} row={row} />}
  />
);

/** A dashed vertical line where the scenario stands today on a swept input. */
export const currentLine = (x: number, text: string) => (
  <ReferenceLine
    x={x}
    stroke={CHART.axisLabel}
    strokeDasharray="4 3"
    label={{ value: text, position: "insideTopRight", fontSize: 11, fill: CHART.tick }}
  />
);
