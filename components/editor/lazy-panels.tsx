"use client";

import { PartLoading, lazyPart } from "@/components/ui/lazy-part";
import { getPath } from "@/lib/object-path";

/*
 * The editor's panels under the results, far below the fold when the page opens: their code loads
 * on the page's first interaction, in a box of their height until then. The shared page imports
 * the checklist and the exclusions directly and shows them at once.
 */

// The heading, the two-line intro and the row to add a range; with ranges, each row, the runs and
// seed, and (once run) the odds and the 280 px fan chart. The simulation starts when it has loaded.
export const UncertaintyPanel = lazyPart(
  () => import("@/components/uncertainty/uncertainty-panel").then((m) => m.UncertaintyPanel),
  ({ draft }) => {
    const ranges = getPath(draft, "uncertainty.ranges");
    const rows = Array.isArray(ranges) ? ranges.length : 0;
    return rows === 0 ? (
      <PartLoading label="the uncertainty ranges" className="h-[260px] sm:h-[200px]" />
    ) : (
      <PartLoading label="the uncertainty ranges" className="h-[1000px]" />
    );
  },
);

// Nine factors of two answers each (one above the other on a phone), the tally and the intro.
export const ChecklistPanel = lazyPart(
  () => import("@/components/report/checklist-panel").then((m) => m.ChecklistPanel),
  () => <PartLoading label="the decision checklist" className="h-[900px] sm:h-[560px]" />,
);

// The list of what the model leaves out, with the prices' date.
export const ModelExclusions = lazyPart(
  () => import("@/components/results/model-exclusions").then((m) => m.ModelExclusions),
  () => <PartLoading label="what the model leaves out" className="h-[700px] sm:h-[420px]" />,
);
