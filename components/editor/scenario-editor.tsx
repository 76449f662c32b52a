"use client";

import dynamic from "next/dynamic";
import { useCallback, useMemo, useRef, useState } from "react";
import { ChecklistPanel, ModelExclusions, SaveAlerts, UncertaintyPanel } from "./lazy-panels";
import { EditorToolbar } from "./editor-toolbar";
import { InputsPanel } from "./inputs-panel";
import { NarrowViewTabs, type NarrowView } from "./narrow-view-tabs";
import { ScenarioCurrency } from "./number-field";
import { revealFirstError } from "./reveal-first-error";
import { useDraftBackup } from "./use-draft-backup";
import { useSaveShortcut } from "./use-save-shortcut";
import { useScenarioDraft } from "./use-scenario-draft";
import { useScenarioSaving } from "./use-scenario-saving";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";
import { KpiBar } from "@/components/results/kpi-bar";
import { confirmed } from "@/lib/tco/review";
import { ResultsPanel } from "@/components/results/results-panel";
import type { ApplySplit } from "@/components/results/right-sizing-panel";
import { Alert } from "@/components/ui/alert";
import { currencySymbol, formatMoney } from "@/lib/format";
import { fieldLabel } from "@/lib/input/fields";
import { financingPreview } from "@/lib/report/financing-words";
import { stableJson } from "@/lib/stable-json";
import { powerLines } from "@/lib/tco/power-lines";
import type { Scenario } from "@/lib/tco/types";
import type { Checklist } from "@/lib/scenarios/checklist-schema";
import { Card } from "@/components/ui/card";

function PanelLoading({ label }: { label: string }) {
  return (
    <Card role="status" className="text-sm text-slate-500">
      Loading {label}…
    </Card>
  );
}

// Opened from the toolbar: their code loads the first time one is opened.
const HistoryPanel = dynamic(() => import("./history-panel").then((m) => m.HistoryPanel), {
  loading: () => <PanelLoading label="the history" />,
});
const SharePanel = dynamic(() => import("./share-panel").then((m) => m.SharePanel), {
  loading: () => <PanelLoading label="the share links" />,
});
// Shown only when this browser kept unsaved edits (found after the page has loaded): its code loads then.
const DraftOffer = dynamic(() => import("./draft-offer").then((m) => m.DraftOffer));

export type ScenarioEditorProps = {
  scenario: Scenario;
  checklist: Checklist;
  locale: string;
  /** Whether the reader may save, share and restore (an editor or owner); a viewer only tries numbers. */
  canEdit: boolean;
} & (
  | {
      /** A saved scenario's id. */
      id: string;
      /** Its saved version on screen. */
      version: number;
    }
  | {
      /** A new scenario, stored only when Save creates it (`/scenarios/new`). */
      id: null;
      /** The template it starts from: `blank` or a preset's slug. */
      from: string;
    }
);

/**
 * The scenario editor: inputs on the left, results recomputed in the browser on every change. A
 * new scenario (`id` null) is the same editor, not saved yet: Save creates it and opens its page.
 */
export function ScenarioEditor(props: ScenarioEditorProps) {
  const { draft, setField, replace, errors, parsed, shown, stale, result, checked } = useScenarioDraft(props.scenario);
  const [checklist, setChecklist] = useState<Checklist>(props.checklist);
  const [panel, setPanel] = useState<"history" | "share" | null>(null);
  const [view, setView] = useState<NarrowView>("results");

  const adopt = useCallback(
    (scenario: Scenario, saved: Checklist) => {
      replace(scenario);
      setChecklist(saved);
    },
    [replace],
  );
  const { id } = props;
  const saving = useScenarioSaving({
    id,
    initial: { version: id === null ? 0 : props.version, scenario: props.scenario, checklist: props.checklist },
    parsed,
    draft,
    errorCount: errors.size,
    checklist,
    adopt,
    checked,
  });
  const { save, version } = saving;
  const root = useRef<HTMLDivElement>(null);
  const errorCount = errors.size;
  const saveNow = useCallback(() => {
    if (errorCount > 0) {
      // The save is refused; show the first field to fix (after the phone's Inputs tab is shown).
      setView("inputs");
      requestAnimationFrame(() => revealFirstError(root.current));
    }
    void save(version);
  }, [errorCount, save, version]);
  const noSave = useCallback(() => {}, []);
  useSaveShortcut(props.canEdit ? saveNow : noSave);
  // A viewer's edits are what-ifs that can't be saved: leaving loses nothing they could keep. Nor
  // does leaving a new scenario's untouched template, which the menu opens again as it was.
  useUnsavedChangesGuard(props.canEdit && saving.dirty);
  const savedJson = useMemo(() => stableJson(props.scenario), [props.scenario]);
  const restoreKept = useCallback(
    (kept: unknown, keptChecklist: Checklist) => {
      replace(kept);
      setChecklist(keptChecklist);
    },
    [replace],
  );
  const backup = useDraftBackup({
    // A new scenario's edits are kept under its template, offered back when that template is reopened.
    id: id ?? `new:${props.from}`,
    version: saving.version,
    dirty: saving.dirty,
    draft,
    checklist,
    savedJson,
    onRestore: restoreKept,
  });
  // Anyone who can't save (a viewer) and has changed an input is looking at figures no one saved.
  const whatIf = !props.canEdit && saving.dirty;

  const power = useMemo(() => powerLines(shown), [shown]);
  const paying = useMemo(() => financingPreview(shown, result, props.locale), [shown, result, props.locale]);
  const money = (v: number) => formatMoney(v, shown.currency, props.locale);
  const powerBothSums =
    power.flat > 0 && power.metered > 0 ? { part: money(power.metered), replaced: money(power.flat) } : undefined;
  const name = (draft as { name?: unknown }).name;
  const applySplit = useCallback<ApplySplit>(
    (shares) => Object.entries(shares).forEach(([key, value]) => setField(`hybrid.${key}`, value)),
    [setField],
  );

  return (
    <div ref={root} className="mx-auto max-w-[1600px] px-4 pb-16">
      {/* Wide screens keep the toolbar and the KPI band in view together; on a phone the toolbar
          scrolls away (display: contents lets the band stick to the page) and the band alone stays. */}
      <div
        className={
          "contents lg:sticky lg:top-0 lg:z-20 lg:-mx-4 lg:block lg:border-b lg:border-slate-200 lg:bg-slate-50 lg:px-4 " +
          "lg:pt-3 lg:pb-3"
        }
      >
        <div className="pt-3 pb-2 lg:p-0">
          <EditorToolbar
            id={id}
            name={typeof name === "string" ? name : ""}
            nameError={errors.get("name")}
            onNameChange={(next) => setField("name", next)}
            status={
              saving.state.kind === "saving"
                ? "Saving…"
                : id === null
                  ? "Not saved yet"
                  : saving.dirty
                    ? "Unsaved changes"
                    : "Saved"
            }
            dirty={saving.dirty}
            version={saving.version}
            saving={saving.state.kind === "saving"}
            panel={panel}
            onPanel={setPanel}
            onSave={saveNow}
            canEdit={props.canEdit}
          />
          <SaveAlerts
            state={saving.state}
            staleCount={stale ? errors.size : 0}
            onOverwrite={(v) => void saving.save(v)}
            onSaveAsCopy={() => void saving.saveAsCopy()}
            onLoadTheirs={() => void saving.loadTheirs()}
          />
          {backup.offer ? (
            <DraftOffer
              kept={backup.offer}
              version={saving.version}
              locale={props.locale}
              onRestore={backup.restore}
              onDiscard={backup.discard}
            />
          ) : null}
        </div>
        <div
          data-testid="kpi-band"
          className="sticky top-0 z-20 -mx-4 border-b border-slate-200 bg-slate-50 px-4 py-2 lg:static lg:mx-0 lg:mt-3 lg:border-0 lg:p-0"
        >
          {stale ? (
            <p
              role="status"
              data-testid="kpi-stale"
              className="mb-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
            >
              Stale: fix {[...errors.keys()].map(fieldLabel).join(", ")} to update
            </p>
          ) : null}
          <div className={stale ? "opacity-60" : undefined} data-stale={stale ? "true" : "false"}>
            <KpiBar
              scenario={shown}
              result={result}
              locale={props.locale}
              swipeOnPhone
              onConfirmReview={props.canEdit ? () => replace(confirmed(draft)) : undefined}
              mark={
                whatIf ? (
                  <span
                    data-testid="what-if"
                    className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
                    title="You can't save in this workspace: these figures are your own what-if"
                  >
                    What-if, not saved
                  </span>
                ) : undefined
              }
            />
          </div>
          <NarrowViewTabs view={view} onChange={setView} />
        </div>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(340px,1fr)_2fr]">
        <aside
          id="editor-inputs"
          className={`lg:order-1 lg:block ${view === "inputs" ? "" : "hidden"}`}
          aria-label="Inputs"
        >
          {stale ? (
            <Alert tone="error" role="status" className="mb-3">
              {errors.size === 1 ? "One input needs fixing" : `${errors.size} inputs need fixing`}; the results show the
              last valid inputs.
            </Alert>
          ) : null}
          <ScenarioCurrency value={shown.currency}>
            <InputsPanel
              draft={draft}
              parsed={parsed}
              errors={errors}
              currencySymbol={currencySymbol(shown.currency, props.locale)}
              locale={props.locale}
              setField={setField}
              powerBothSums={powerBothSums}
              financingPreview={paying}
            />
          </ScenarioCurrency>
        </aside>
        <section
          id="editor-results"
          className={`min-w-0 space-y-4 lg:order-2 lg:block ${view === "results" ? "" : "hidden"}`}
          aria-label="Results"
        >
          {panel === "history" && id !== null ? (
            <HistoryPanel
              scenarioId={id}
              currentVersion={saving.version}
              locale={props.locale}
              onRestore={props.canEdit ? (v) => void saving.restore(v) : undefined}
              onClose={() => setPanel(null)}
            />
          ) : null}
          {panel === "share" && id !== null ? (
            <SharePanel
              scenarioId={id}
              currentVersion={saving.version}
              dirty={saving.dirty}
              locale={props.locale}
              onClose={() => setPanel(null)}
            />
          ) : null}
          <ResultsPanel scenario={shown} result={result} locale={props.locale} onApplySplit={applySplit} />
          <UncertaintyPanel
            draft={draft}
            parsed={parsed}
            shown={shown}
            result={result}
            errors={errors}
            setField={setField}
            locale={props.locale}
          />
          <ChecklistPanel
            answers={checklist}
            onChange={(key, answer) => setChecklist((c) => ({ ...c, [key]: answer }))}
          />
          <ModelExclusions scenario={shown} locale={props.locale} />
        </section>
      </div>
    </div>
  );
}
