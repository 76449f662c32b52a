"use client";

import { CumulativeCostSketch } from "./cumulative-cost-sketch";
import { ChartLoading, lazyChart } from "./lazy-chart";

/*
 * The Recharts charts as the editor and the shared page show them: each loads on the page's first
 * interaction (components/ui/use-first-interaction.ts), in a box of its own height until then.
 */

/** The cumulative cost chart; until Recharts is there, its sketch draws the same lines. */
export const CumulativeCostChart = lazyChart(
  () => import("./cumulative-cost-chart").then((m) => m.CumulativeCostChart),
  (props) => <CumulativeCostSketch {...props} />,
);

export const SavingsChart = lazyChart(
  () => import("./savings-chart").then((m) => m.SavingsChart),
  () => <ChartLoading height={240} />,
);

// A heading, the 220 px bars and the list of cost lines, per option.
export const YearlyBreakdownChart = lazyChart(
  () => import("./yearly-breakdown-chart").then((m) => m.YearlyBreakdownChart),
  () => <ChartLoading height={280} />,
);

export const UtilizationChart = lazyChart(
  () => import("./utilization-chart").then((m) => m.UtilizationChart),
  () => <ChartLoading height={260} />,
);

export const TornadoChart = lazyChart(
  () => import("./tornado-chart").then((m) => m.TornadoChart),
  ({ entries }) => <ChartLoading height={Math.max(120, 36 * entries.length + 40)} />,
);

export const PnlChart = lazyChart(
  () => import("@/components/pnl/pnl-chart").then((m) => m.PnlChart),
  () => <ChartLoading height={260} />,
);

export const FanChart = lazyChart(
  () => import("@/components/uncertainty/fan-chart").then((m) => m.FanChart),
  () => <ChartLoading height={280} />,
);

export const RightSizingChart = lazyChart(
  () => import("./right-sizing-chart").then((m) => m.RightSizingChart),
  () => <ChartLoading height={260} />,
);

// The chart and its 20 px legend line.
export const LoadDurationChart = lazyChart(
  () => import("./load-duration-chart").then((m) => m.LoadDurationChart),
  () => <ChartLoading height={288} />,
);

export const CarbonTonnesChart = lazyChart(
  () => import("./carbon-tonnes-chart").then((m) => m.CarbonTonnesChart),
  () => <ChartLoading height={240} />,
);
