"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { useFirstInteraction } from "@/components/ui/use-first-interaction";

/** The box a chart stands in until its code has loaded: its own height, so nothing moves when it draws. */
export function ChartLoading({ height }: { height: number }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center rounded-md bg-slate-50 text-xs text-slate-500"
      style={{ height }}
    >
      Loading the chart…
    </div>
  );
}

/**
 * A chart whose module (and with it Recharts) loads on the page's first interaction
 * (see {@link useFirstInteraction}); until it has drawn, `fallback` stands in its place.
 *
 * @example
 * const SavingsChart = lazyChart(() => import("./savings-chart").then((m) => m.SavingsChart), () => <ChartLoading height={240} />);
 */
export function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
): ComponentType<P> {
  const Chart = lazy(() => load().then((component) => ({ default: component })));
  function LazyChart(props: P) {
    const wanted = useFirstInteraction();
    if (!wanted) return fallback(props);
    return (
      <Suspense fallback={fallback(props)}>
        <Chart {...props} />
      </Suspense>
    );
  }
  return LazyChart;
}
