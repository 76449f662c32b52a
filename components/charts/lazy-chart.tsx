"use client";

import type { ComponentType, ReactNode } from "react";
import { lazyPart } from "@/components/ui/lazy-part";

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
 * (components/ui/use-first-interaction.ts); until it has drawn, `fallback` stands in its place. It
 * waits for the reader even inside `PartsAtOnce`: Recharts draws nothing on the server.
 *
 * @example
 * const SavingsChart = lazyChart(() => import("./savings-chart").then((m) => m.SavingsChart), () => <ChartLoading height={240} />);
 */
export function lazyChart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
): ComponentType<P> {
  return lazyPart(load, fallback, { waitEvenAtOnce: true });
}
