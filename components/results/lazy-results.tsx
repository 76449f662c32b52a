"use client";

import { PartLoading, lazyPart } from "@/components/ui/lazy-part";
import { profileOf } from "@/lib/tco/demand-shape";

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

// Title, caption, the 260 px chart, the method line, the table and the reconciliation; tax adds
// the tax rows and the deferred tax.
export const PnlView = lazyPart(
  () => import("@/components/pnl/pnl-view").then((m) => m.PnlView),
  ({ scenario }) => (
    <PartLoading
      label="the P&L view"
      className={scenario.tax ? "h-[2400px] sm:h-[1370px]" : "h-[1500px] sm:h-[1010px]"}
    />
  ),
);

// Nothing without the hybrid's right-sizing, as the panel itself.
export const RightSizingPanel = lazyPart(
  () => import("./right-sizing-panel").then((m) => m.RightSizingPanel),
  ({ result }) =>
    result.rightSizing ? <PartLoading label="NPV against GPUs owned" className="h-[428px] sm:h-[380px]" /> : null,
);

// Only a scenario with a demand shape (and so a right-sizing) has the load-duration curve.
export const DemandShapePanel = lazyPart(
  () => import("./demand-shape-panel").then((m) => m.DemandShapePanel),
  ({ scenario, result }) =>
    profileOf(scenario) && result.rightSizing ? (
      <PartLoading label="the demand shape" className="h-[472px] sm:h-[392px]" />
    ) : null,
);

// The table is folded away: one summary line (two on a phone).
export const CashFlowTable = lazyPart(
  () => import("./cash-flow-table").then((m) => m.CashFlowTable),
  () => <PartLoading label="the monthly cash flows" className="h-[66px] sm:h-[46px]" />,
);

// The 24 px bar and the table: its header, a row per tier and the transition's (on a phone the
// tier names wrap).
export const HybridSplitChart = lazyPart(
  () => import("@/components/charts/hybrid-split-chart").then((m) => m.HybridSplitChart),
  ({ transition }) => (
    <PartLoading
      label="the tier split"
      className={transition > 0 ? "h-[300px] sm:h-[175px]" : "h-[260px] sm:h-[147px]"}
    />
  ),
);
