"use client";

import { useRouter } from "next/navigation";
import { useCallback, useRef, useState } from "react";
import { stableJson } from "@/lib/stable-json";
import type { Scenario } from "@/lib/tco/types";
import type { Checklist } from "@/lib/scenarios/checklist-schema";
import type { DraftState } from "./use-scenario-draft";

// The client (and the zod that checks its answers) loads with the first save, restore or reload.
const client = async () => (await import("@/lib/client/api")).api;

export type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "conflict"; currentVersion: number }
  | { kind: "error"; message: string };

interface Saved {
  version: number;
  scenario: Scenario;
  checklist: Checklist;
}

export interface SavingOptions {
  /** The saved scenario's id; null for a new one, which the first save creates. */
  id: string | null;
  /** What is saved: for a new scenario, its template at version 0 (nothing saved yet). */
  initial: Saved;
  /** The draft parsed, or null while it has errors. */
  parsed: Scenario | null;
  draft: unknown;
  errorCount: number;
  checklist: Checklist;
  /** Puts a scenario and checklist from the server into the editor. */
  adopt: (scenario: Scenario, checklist: Checklist) => void;
  checked: DraftState["checked"];
}

/**
 * Saving, and everything that can happen on the way: a conflict with someone else's save (keep
 * mine, save mine as a copy, or load theirs), restoring an old version, and errors in words.
 * `dirty` compares the draft with the last saved version (a new scenario's: its template).
 * A new scenario (`id` null) is created by its first save, once however often Save is pressed,
 * and the editor then moves to it, in place of the unsaved page in the history.
 */
export function useScenarioSaving({
  id,
  initial,
  parsed,
  draft,
  errorCount,
  checklist,
  adopt,
  checked,
}: SavingOptions) {
  const router = useRouter();
  const [base, setBase] = useState(() => ({
    version: initial.version,
    json: stableJson(initial.scenario),
    checklistJson: stableJson(initial.checklist),
  }));
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const dirty = stableJson(parsed ?? draft) !== base.json || stableJson(checklist) !== base.checklistJson;

  const settle = useCallback(
    (saved: Saved, load: boolean) => {
      if (load) adopt(saved.scenario, saved.checklist);
      setBase({ version: saved.version, json: stableJson(saved.scenario), checklistJson: stableJson(saved.checklist) });
      setState({ kind: "idle" });
      router.refresh();
    },
    [adopt, router],
  );

  // No parsed draft and no errors: the schema is still loading (the page's first edit), so the
  // save waits for it rather than refusing an edit that may be fine.
  const valid = useCallback(
    async () =>
      parsed
        ? { ok: true as const, scenario: parsed }
        : errorCount > 0
          ? { ok: false as const, errorCount }
          : checked(),
    [parsed, errorCount, checked],
  );

  // Set from the click until the page moves to the created scenario: a second Ctrl+S meanwhile
  // must not create a second scenario.
  const creating = useRef(false);

  const save = useCallback(
    async (version: number) => {
      if (id === null) {
        if (creating.current) return;
        creating.current = true;
      }
      const outcome = await valid();
      if (!outcome.ok) {
        creating.current = false;
        setState({
          kind: "error",
          message:
            `Fix the ${outcome.errorCount === 1 ? "highlighted field" : `${outcome.errorCount} highlighted fields`} before ` +
            `saving; nothing was saved.`,
        });
        return;
      }
      setState({ kind: "saving" });
      const api = await client();
      const result =
        id === null
          ? await api.scenarios.create(outcome.scenario, checklist)
          : await api.scenarios.save(id, version, outcome.scenario, checklist);
      if (result.ok && id === null) {
        // The scenario now holds this draft (the server may number its name, "New scenario (2)"):
        // nothing is left unsaved, and "Saving…" stays until its own page replaces this one.
        setBase({
          version: result.value.version,
          json: stableJson(outcome.scenario),
          checklistJson: stableJson(checklist),
        });
        router.replace(`/scenarios/${result.value.id}`);
        return;
      }
      creating.current = false;
      if (result.ok) settle(result.value, false);
      else if ("conflict" in result) setState({ kind: "conflict", currentVersion: result.conflict.currentVersion });
      else if (result.status === 0)
        setState({
          kind: "error",
          message: "Not saved: the server could not be reached. Your changes are still here.",
        });
      else setState({ kind: "error", message: `Not saved: ${result.message}` });
    },
    [valid, checklist, id, settle, router],
  );

  // Neither has anything to work on before the first save: no one else saved it, and it has no
  // versions (the editor offers History only once it is saved).
  const loadTheirs = useCallback(async () => {
    if (id === null) return;
    const result = await (await client()).scenarios.get(id);
    if (result.ok) settle(result.value, true);
    else setState({ kind: "error", message: `Could not load the saved version: ${result.message}` });
  }, [id, settle]);

  const saveAsCopy = useCallback(async () => {
    if (!parsed) return;
    const result = await (
      await client()
    ).scenarios.create({ ...parsed, name: `${parsed.name} (my copy)`.slice(0, 120) }, checklist);
    if (!result.ok) {
      setState({ kind: "error", message: `Not saved: ${result.message}` });
      return;
    }
    // The copy holds this draft, so leaving for it loses nothing.
    setBase((b) => ({ ...b, json: stableJson(parsed), checklistJson: stableJson(checklist) }));
    router.push(`/scenarios/${result.value.id}`);
  }, [parsed, checklist, router]);

  const restore = useCallback(
    async (version: number) => {
      if (id === null) return;
      if (dirty && !window.confirm(`Restoring version ${version} replaces your unsaved changes. Continue?`)) return;
      // Restored over the version on screen, so a save made since is never silently replaced.
      const restored = await (await client()).revisions.restore(id, version, base.version);
      if (restored.ok) settle(restored.value, true);
      else if ("conflict" in restored)
        setState({
          kind: "error",
          message: `Not restored: ${restored.message}. Reload the page to see it, then restore again.`,
        });
      else setState({ kind: "error", message: `Not restored: ${restored.message}` });
    },
    [dirty, id, base.version, settle],
  );

  return { version: base.version, state, dirty, save, loadTheirs, saveAsCopy, restore };
}
