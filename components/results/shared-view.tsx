import { AssumptionsTable } from "./assumptions-table";
import { ExportLinks } from "./export-links";
import { ModelExclusions } from "./model-exclusions";
import { ResultsPanel } from "./results-panel";
import { ChecklistPanel } from "@/components/results/checklist-panel";
import { KpiBar } from "@/components/results/kpi-bar";
import { Button } from "@/components/ui/button";
import { PartsAtOnce } from "@/components/ui/lazy-part";
import type { SharedRevision } from "@/lib/sharing/store";
import { SharedUncertainty } from "@/components/uncertainty/shared-uncertainty";
import type { TcoResult } from "@/lib/tco/result-types";
import { Timestamp } from "@/components/ui/timestamp";

/** The read-only page behind a share link: the pinned revision's results (computed by the page), inputs and caveats. */
export function SharedView({ shared, result, locale }: { shared: SharedRevision; result: TcoResult; locale: string }) {
  const base = `/s/${shared.token}`;
  const changed = shared.currentVersion > shared.version;
  return (
    <main className="mx-auto max-w-[1200px] px-4 pt-4 pb-16">
      <div
        className="rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700"
        data-testid="share-banner"
      >
        <p>
          Read-only view, shared on <Timestamp value={shared.createdAt} locale={locale} testId="shared-at" />. It shows
          version {shared.version}, saved on <Timestamp value={shared.savedAt} locale={locale} />.
        </p>
        {changed ? (
          <p className="mt-1 font-medium text-amber-900" data-testid="share-changed">
            The scenario has been changed since it was shared (it is now at version {shared.currentVersion}); these
            figures are the shared version&apos;s.
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words text-slate-900">
          {shared.scenario.name}
        </h1>
        <div className="flex flex-wrap gap-2 text-sm">
          <ExportLinks base={base} />
          <form action={`${base}/copy`} method="post">
            <Button type="submit" variant="primary">
              Make an editable copy
            </Button>
          </form>
        </div>
      </div>
      <div className="mt-3">
        <KpiBar scenario={shared.scenario} result={result} locale={locale} />
      </div>
      <div className="mt-4 space-y-4">
        {/* A shared page is read, not edited: every figure is in the page as it arrives. */}
        <PartsAtOnce>
          <ResultsPanel scenario={shared.scenario} result={result} locale={locale} />
        </PartsAtOnce>
        {result.uncertainty ? (
          <SharedUncertainty scenario={shared.scenario} result={result} u={result.uncertainty} locale={locale} />
        ) : null}
        <AssumptionsTable scenario={shared.scenario} locale={locale} />
        <ChecklistPanel answers={shared.checklist} readOnly />
        <ModelExclusions scenario={shared.scenario} locale={locale} />
      </div>
    </main>
  );
}
