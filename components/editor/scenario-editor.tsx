"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { ChecklistPanel } from "./checklist-panel";
import { HistoryPanel } from "./history-panel";
import { SharePanel } from "./share-panel";
import { InputsPanel } from "./inputs-panel";
import { KpiBar } from "./kpi-bar";
import { useScenarioDraft } from "./use-scenario-draft";
import { ExportLinks } from "@/components/results/export-links";
import { ModelExclusions } from "@/components/results/model-exclusions";
import { ResultsPanel } from "@/components/results/results-panel";
import { UncertaintyPanel } from "@/components/uncertainty/uncertainty-panel";
import { currencySymbol } from "@/lib/format";
import { stableJson } from "@/lib/stable-json";
import type { Scenario } from "@/lib/tco/types";
import type { Checklist } from "@/lib/validation/checklist";

export interface ScenarioEditorProps {
  id: string;
  version: number;
  scenario: Scenario;
  checklist: Checklist;
  locale: string;
}

type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "conflict"; currentVersion: number }
  | { kind: "error"; message: string };

interface SavedBody {
  id: string;
  version: number;
  scenario: Scenario;
  checklist?: Checklist;
}

async function errorMessage(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { errors?: { message: string }[] } | null;
  return body?.errors?.map((e) => e.message).join("; ") || `The server answered HTTP ${res.status}`;
}

/** The scenario editor: inputs on the left, results recomputed in the browser on every change. */
export function ScenarioEditor(props: ScenarioEditorProps) {
  const router = useRouter();
  const { draft, setField, replace, errors, parsed, shown, result } = useScenarioDraft(props.scenario);
  const [checklist, setChecklist] = useState<Checklist>(props.checklist);
  const [base, setBase] = useState({ version: props.version, json: stableJson(props.scenario), checklistJson: stableJson(props.checklist) });
  const [save, setSave] = useState<SaveState>({ kind: "idle" });
  const [panel, setPanel] = useState<"history" | "share" | null>(null);

  const dirty = stableJson(parsed ?? draft) !== base.json || stableJson(checklist) !== base.checklistJson;
  const symbol = currencySymbol(shown.currency, props.locale);

  const adopt = useCallback(
    (saved: SavedBody) => {
      const savedChecklist = saved.checklist ?? {};
      replace(saved.scenario);
      setChecklist(savedChecklist);
      setBase({ version: saved.version, json: stableJson(saved.scenario), checklistJson: stableJson(savedChecklist) });
      setSave({ kind: "idle" });
      router.refresh();
    },
    [replace, router],
  );

  const doSave = useCallback(
    async (version: number) => {
      if (!parsed) {
        setSave({ kind: "error", message: `Fix the ${errors.size === 1 ? "highlighted field" : `${errors.size} highlighted fields`} before saving; nothing was saved.` });
        return;
      }
      setSave({ kind: "saving" });
      try {
        const res = await fetch(`/api/scenarios/${props.id}`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ version, scenario: parsed, checklist }),
        });
        if (res.status === 409) {
          const body = (await res.json()) as { currentVersion: number };
          setSave({ kind: "conflict", currentVersion: body.currentVersion });
          return;
        }
        if (!res.ok) {
          setSave({ kind: "error", message: `Not saved: ${await errorMessage(res)}` });
          return;
        }
        const body = (await res.json()) as SavedBody;
        setBase({ version: body.version, json: stableJson(body.scenario), checklistJson: stableJson(body.checklist ?? {}) });
        setSave({ kind: "idle" });
        router.refresh();
      } catch {
        setSave({ kind: "error", message: "Not saved: the server could not be reached. Your changes are still here." });
      }
    },
    [parsed, errors.size, checklist, props.id, router],
  );

  const saveNow = useCallback(() => void doSave(base.version), [doSave, base.version]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
        e.preventDefault();
        saveNow();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [saveNow]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    // In-app links don't unload the page, so ask before following one away from unsaved work.
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!link || link.getAttribute("target") === "_blank" || link.hasAttribute("download")) return;
      if (!window.confirm("You have unsaved changes. Leave without saving?")) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  const loadTheirs = async () => {
    const res = await fetch(`/api/scenarios/${props.id}`);
    if (res.ok) adopt((await res.json()) as SavedBody);
    else setSave({ kind: "error", message: `Could not load the saved version: ${await errorMessage(res)}` });
  };

  const saveAsCopy = async () => {
    if (!parsed) return;
    const res = await fetch("/api/scenarios", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ scenario: { ...parsed, name: `${parsed.name} (my copy)`.slice(0, 120) }, checklist }),
    });
    if (!res.ok) {
      setSave({ kind: "error", message: `Not saved: ${await errorMessage(res)}` });
      return;
    }
    const body = (await res.json()) as SavedBody;
    setBase((b) => ({ ...b, json: stableJson(parsed), checklistJson: stableJson(checklist) }));
    router.push(`/scenarios/${body.id}`);
  };

  const restore = async (version: number) => {
    if (dirty && !window.confirm(`Restoring version ${version} replaces your unsaved changes. Continue?`)) return;
    const res = await fetch(`/api/scenarios/${props.id}/revisions/${version}/restore`, { method: "POST" });
    if (!res.ok) {
      setSave({ kind: "error", message: `Not restored: ${await errorMessage(res)}` });
      return;
    }
    const body = (await res.json()) as SavedBody;
    adopt({ ...body, checklist: (await (await fetch(`/api/scenarios/${props.id}`)).json() as SavedBody).checklist });
  };

  const status = save.kind === "saving" ? "Saving…" : dirty ? "Unsaved changes" : "Saved";
  const nameError = errors.get("name");
  return (
    <div className="mx-auto max-w-[1600px] px-4 pb-16">
      <div className="z-20 -mx-4 border-b border-slate-200 bg-slate-50 px-4 pt-3 pb-3 lg:sticky lg:top-0">
        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
            <input
              aria-label="Scenario name"
              value={typeof (draft as { name?: unknown }).name === "string" ? (draft as { name: string }).name : ""}
              onChange={(e) => setField("name", e.target.value)}
              aria-invalid={nameError ? true : undefined}
              className={`w-full rounded-md border bg-transparent px-2 py-1 text-xl font-semibold tracking-tight text-slate-900 hover:border-slate-300 focus:border-slate-400 focus:bg-white focus:outline-none ${nameError ? "border-red-500" : "border-transparent"}`}
            />
            {nameError ? (
              <p role="alert" className="px-2 text-xs text-red-700">
                {nameError}
              </p>
            ) : null}
          </div>
          <span
            data-testid="save-state"
            className={`rounded-full px-2.5 py-1 text-xs font-medium ${dirty ? "bg-amber-100 text-amber-900" : "bg-emerald-50 text-emerald-800"}`}
          >
            {status}
          </span>
          <span className="text-xs text-slate-500">Version {base.version}</span>
          <button type="button" onClick={() => setPanel((p) => (p === "share" ? null : "share"))} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50" aria-expanded={panel === "share"}>
            Share
          </button>
          <ExportLinks base={`/api/scenarios/${props.id}`} dirty={dirty} />
          <button type="button" onClick={() => setPanel((p) => (p === "history" ? null : "history"))} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50" aria-expanded={panel === "history"}>
            History
          </button>
          <button
            type="button"
            onClick={saveNow}
            disabled={save.kind === "saving"}
            title="Save (Ctrl+S)"
            className="rounded-md bg-slate-900 px-4 py-1.5 text-sm font-medium text-white hover:bg-slate-700 disabled:opacity-60"
          >
            Save
          </button>
        </div>
        {save.kind === "conflict" ? (
          <div role="alert" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <p className="font-medium">Someone else saved version {save.currentVersion} while you were editing. Your changes are still here, not saved.</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" onClick={() => void doSave(save.currentVersion)} className="rounded-md bg-amber-900 px-3 py-1 text-xs font-medium text-white">
                Overwrite with mine
              </button>
              <button type="button" onClick={() => void saveAsCopy()} className="rounded-md border border-amber-400 bg-white px-3 py-1 text-xs font-medium">
                Save mine as a new scenario
              </button>
              <button type="button" onClick={() => void loadTheirs()} className="rounded-md border border-amber-400 bg-white px-3 py-1 text-xs font-medium">
                Discard mine and load theirs
              </button>
            </div>
          </div>
        ) : null}
        {save.kind === "error" ? (
          <p role="alert" className="mt-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {save.message}
          </p>
        ) : null}
        {errors.size > 0 ? (
          <p role="status" data-testid="stale-results" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-950">
            These results are from the last valid inputs: {errors.size === 1 ? "one input needs" : `${errors.size} inputs need`} fixing.
          </p>
        ) : null}
        <div className={`mt-3 ${errors.size > 0 ? "opacity-60" : ""}`}>
          <KpiBar scenario={shown} result={result} locale={props.locale} />
        </div>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(340px,1fr)_2fr]">
        <aside className="order-2 lg:order-1" aria-label="Inputs">
          {errors.size > 0 ? (
            <p role="status" className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {errors.size === 1 ? "One input needs fixing" : `${errors.size} inputs need fixing`}; the results show the last valid inputs.
            </p>
          ) : null}
          <InputsPanel draft={draft} errors={errors} currencySymbol={symbol} setField={setField} />
        </aside>
        <section className="order-1 min-w-0 space-y-4 lg:order-2" aria-label="Results">
          {panel === "history" ? <HistoryPanel scenarioId={props.id} currentVersion={base.version} locale={props.locale} onRestore={(v) => void restore(v)} onClose={() => setPanel(null)} /> : null}
          {panel === "share" ? <SharePanel scenarioId={props.id} currentVersion={base.version} dirty={dirty} locale={props.locale} onClose={() => setPanel(null)} /> : null}
          <ResultsPanel scenario={shown} result={result} locale={props.locale} />
          <UncertaintyPanel draft={draft} parsed={parsed} shown={shown} result={result} errors={errors} setField={setField} locale={props.locale} />
          <ChecklistPanel answers={checklist} onChange={(key, answer) => setChecklist((c) => ({ ...c, [key]: answer }))} />
          <ModelExclusions scenario={shown} />
        </section>
      </div>
    </div>
  );
}
