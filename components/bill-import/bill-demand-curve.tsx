"use client";

import { LoadDurationChart } from "@/components/charts/lazy-charts";
import { demandCurveIntro } from "@/lib/bill/notes";
import type { Bill } from "@/lib/bill/types";
import { profileSummary } from "@/lib/report/demand-shape-words";
import { loadDurationSeries, profileOf, profileStats } from "@/lib/tco/demand-shape";

/** The bill's demand (its 24 levels, busiest first), shown before the scenario is made from it. */
export function BillDemandCurve({ bill, locale }: { bill: Bill; locale?: string }) {
  const profile = bill.scenario ? profileOf(bill.scenario) : undefined;
  if (!profile || !bill.scenario) return null;
  const stats = profileStats(profile, bill.scenario.workload.gpus);
  return (
    <section aria-labelledby="bill-demand" data-testid="bill-demand-curve">
      <h2 id="bill-demand" className="text-lg font-semibold text-slate-900">
        The bill&apos;s demand, busiest hours first
      </h2>
      <p className="text-sm text-slate-600">
        {demandCurveIntro(bill.period.days, profile.length)}: {profileSummary(stats, profile.length, locale)} GPUs. The
        scenario gets these levels as its demand shape; right-sizing then says how many GPUs to own.
      </p>
      <div className="mt-2 rounded-md border border-slate-200 bg-white p-3">
        <LoadDurationChart points={loadDurationSeries(profile, 0, 0)} coreGpus={0} locale={locale} />
      </div>
    </section>
  );
}
