"use client";

import { ChartLoading } from "@/components/charts/lazy-chart";
import { PartLoading, lazyPart } from "@/components/ui/lazy-part";
import { profileOf } from "@/lib/tco/demand-shape";

/*
 * The results below the fold when the editor opens (at 1440 × 900 and on a phone): their code, and
 * the words and tables they are made of, load on the page's first interaction, in a box of their
 * height until then. The shared page renders them at once (PartsAtOnce in shared-view.tsx).
 */

// Title, two lines of caption, the 260 px chart, the method line, the table and the reconciliation.
export const PnlView = lazyPart(
  () => import("@/components/pnl/pnl-view").then((m) => m.PnlView),
  () => <PartLoading label="the P&L view" className="h-[1100px] sm:h-[960px]" />,
);

// Nothing without the hybrid's right-sizing, as the panel itself.
export const RightSizingPanel = lazyPart(
  () => import("./right-sizing-panel").then((m) => m.RightSizingPanel),
  ({ result }) =>
    result.rightSizing ? <PartLoading label="NPV against GPUs owned" className="h-[420px] sm:h-[400px]" /> : null,
);

// Only a scenario with a demand shape (and so a right-sizing) has the load-duration curve.
export const DemandShapePanel = lazyPart(
  () => import("./demand-shape-panel").then((m) => m.DemandShapePanel),
  ({ scenario, result }) =>
    profileOf(scenario) && result.rightSizing ? (
      <PartLoading label="the demand shape" className="h-[440px] sm:h-[400px]" />
    ) : null,
);

// The table is folded away: one summary line (two on a phone).
export const CashFlowTable = lazyPart(
  () => import("./cash-flow-table").then((m) => m.CashFlowTable),
  () => <PartLoading label="the monthly cash flows" className="h-[66px] sm:h-[46px]" />,
);

// The 24 px bar, then the table's header, a row per tier and the transition's (29 px each).
export const HybridSplitChart = lazyPart(
  () => import("@/components/charts/hybrid-split-chart").then((m) => m.HybridSplitChart),
  ({ tiers, transition }) => <ChartLoading height={36 + 29 * (1 + tiers.length + (transition > 0 ? 1 : 0))} />,
);
