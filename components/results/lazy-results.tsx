"use client";

import type { CSSProperties } from "react";
import { PartLoading, lazyPart } from "@/components/ui/lazy-part";
import { profileOf } from "@/lib/tco/demand-shape";
import type { ResultViewProps } from "./right-sizing-panel";

/*
 * The results below the fold when the editor opens (at 1440 × 900 and on a phone): their code, and
 * the words and tables they are made of, load on the page's first interaction, in a box of their
 * height until then. The shared page renders them at once (PartsAtOnce in shared-view.tsx).
 */

// Only a scenario counting carbon has it. It opens just under the first chart: at 1440 × 900 its
// top border is the last line of the screen, its heading the first below.
export const CarbonPanel = lazyPart(
  () => import("./carbon-panel").then((m) => m.CarbonPanel),
  ({ result }) =>
    result.carbon ? <PartLoading label="the energy and carbon figures" className="h-[850px] sm:h-[550px]" /> : null,
);

const GAP = 16;

/**
 * The height of everything under the cumulative savings, wide (from 640 px) and narrow, as
 * measured at 1440 and 390 px: the yearly chart, the P&L (taller with tax), cost against
 * utilization, the tornado (a bar per input), the hybrid's tiers, and the demand shape and
 * right-sizing when the scenario has them.
 */
function lowerHeights({ scenario, result }: ResultViewProps): { wide: number; narrow: number } {
  const tornado = Math.max(120, 36 * result.sensitivity.length + 40);
  const parts = [
    { wide: 380, narrow: 560 },
    scenario.tax ? { wide: 1370, narrow: 2400 } : { wide: 1010, narrow: 1570 },
    { wide: 380, narrow: 560 },
    { wide: tornado + 70, narrow: tornado + 200 },
    { wide: 220, narrow: 470 },
    ...(profileOf(scenario) && result.rightSizing ? [{ wide: 392, narrow: 472 }] : []),
    ...(result.rightSizing ? [{ wide: 380, narrow: 428 }] : []),
  ];
  const sum = (key: "wide" | "narrow") => parts.reduce((total, part) => total + part[key], GAP * (parts.length - 1));
  return { wide: sum("wide"), narrow: sum("narrow") };
}

export const LowerResults = lazyPart(
  () => import("./lower-results").then((m) => m.LowerResults),
  (props) => {
    const { wide, narrow } = lowerHeights(props);
    const style = { "--wide": `${wide}px`, "--narrow": `${narrow}px` } as CSSProperties;
    return <PartLoading label="the charts and tables" className="h-[var(--narrow)] sm:h-[var(--wide)]" style={style} />;
  },
);

// The table is folded away: one summary line (two on a phone).
export const CashFlowTable = lazyPart(
  () => import("./cash-flow-table").then((m) => m.CashFlowTable),
  () => <PartLoading label="the monthly cash flows" className="h-[66px] sm:h-[46px]" />,
);
