"use client";

import { PartLoading, lazyPart } from "@/components/ui/lazy-part";
import { getPath } from "@/lib/object-path";

/*
 * Parts of the editor not on screen when the page opens: the panels under the results, far below
 * the fold, and the save alerts, empty until an edit or a save. Their code loads on the page's
 * first interaction, the panels in a box of their height until then. The shared page imports the
 * checklist and the exclusions directly and shows them at once.
 */

// A conflict, a failed save or inputs to fix: each follows a save or an edit, both interactions.
export const SaveAlerts = lazyPart(
  () => import("./save-alerts").then((m) => m.SaveAlerts),
  () => null,
);

// The heading, the two-line intro and the row to add a range; with ranges, each row, the runs and
// seed, and (once run) the odds and the 280 px fan chart. The simulation starts when it has loaded.
export const UncertaintyPanel = lazyPart(
  () => import("@/components/uncertainty/uncertainty-panel").then((m) => m.UncertaintyPanel),
  ({ draft }) => {
    const ranges = getPath(draft, "uncertainty.ranges");
    const rows = Array.isArray(ranges) ? ranges.length : 0;
    return rows === 0 ? (
      <PartLoading label="the uncertainty ranges" className="h-[304px] sm:h-[184px]" />
    ) : (
      <PartLoading label="the uncertainty ranges" className="h-[1650px] sm:h-[980px]" />
    );
  },
);

// Nine factors of two answers each (one above the other on a phone), the tally and the intro.
export const ChecklistPanel = lazyPart(
  () => import("@/components/results/checklist-panel").then((m) => m.ChecklistPanel),
  () => <PartLoading label="the decision checklist" className="h-[1018px] sm:h-[510px]" />,
);

// The list of what the model leaves out (its length depends on the scenario), with the prices' date.
export const ModelExclusions = lazyPart(
  () => import("@/components/results/model-exclusions").then((m) => m.ModelExclusions),
  () => <PartLoading label="what the model leaves out" className="h-[1550px] sm:h-[750px]" />,
);
