"use client";

import { useMemo } from "react";
import { ChartFrame } from "@/components/charts/chart-frame";
import { LoadDurationChart } from "@/components/charts/lazy-charts";
import { loadDurationSentence, paysAboveBasis } from "@/lib/report/demand-shape-words";
import { loadDurationSeries, profileOf } from "@/lib/tco/demand-shape";
import { ownPaysAboveShare } from "@/lib/tco/own-or-rent";
import type { ResultViewProps } from "./right-sizing-panel";

/** The week's demand as a load-duration curve, the owned core and the best one marked, and what it says in words. */
export function DemandShapePanel({ scenario, result, locale }: ResultViewProps) {
  const profile = profileOf(scenario);
  const r = result.rightSizing;
  const paysAbove = useMemo(() => (profile ? ownPaysAboveShare(scenario) : null), [profile, scenario]);
  if (!profile || !r) return null;
  const edgePct = scenario.hybrid.edgePct;
  return (
    <ChartFrame
      testId="chart-load-duration"
      title="When the GPUs are busy: own the base, rent the peaks"
      caption={[loadDurationSentence(profile, edgePct, r.best.coreGpus, paysAbove, locale), paysAboveBasis(paysAbove)]
        .filter(Boolean)
        .join(" ")}
    >
      <LoadDurationChart
        points={loadDurationSeries(profile, r.current.coreGpus, edgePct)}
        coreGpus={r.current.coreGpus}
        bestCore={r.best.coreGpus}
        locale={locale}
      />
    </ChartFrame>
  );
}
