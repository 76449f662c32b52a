"use client";

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useFirstInteraction } from "@/components/ui/use-first-interaction";
import { plainMessage } from "@/lib/input/plain-message";
import { afterEdit } from "@/lib/tco/review";
import { setPath } from "@/lib/object-path";
import { computeTco } from "@/lib/tco/compute";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import type { parseScenario } from "@/lib/scenarios/schema";

export interface DraftState {
  draft: unknown;
  setField: (path: string, value: unknown) => void;
  /** Puts a whole working copy in: a saved scenario, or kept edits that may not be valid yet. */
  replace: (draft: unknown) => void;
  /** Field errors by path; empty when the draft is valid. */
  errors: Map<string, string>;
  /** The draft parsed with defaults, or null while it has errors. */
  parsed: Scenario | null;
  /** The scenario the results show: the draft, or the last valid one while the draft has errors. */
  shown: Scenario;
  /**
   * The results show older inputs than the draft's. Errors in the Monte Carlo ranges alone leave
   * them current: the ranges never change the deterministic figures, only the simulation waits.
   */
  stale: boolean;
  result: TcoResult;
  /**
   * The draft as the schema reads it, waiting for the schema if it is still loading (an edit
   * saved at once on a slow connection): the parsed scenario, or how many fields are wrong.
   */
  checked: () => Promise<{ ok: true; scenario: Scenario } | { ok: false; errorCount: number }>;
}

type Parse = typeof parseScenario;

// The schema (and zod with it) loads once per page, on the first interaction: the scenario the
// page opens with was checked by the server, so nothing needs it before an edit.
let parser: Promise<Parse> | null = null;
const loadParser = () => (parser ??= import("@/lib/scenarios/schema").then((m) => m.parseScenario));

/**
 * The editor's working copy: every keystroke validates the whole scenario with the same schema
 * the API uses, and every valid state is recomputed in the browser at once. Between an edit and
 * the schema's arrival (the first edit of a page only) the draft counts as not yet valid.
 */
export function useScenarioDraft(initial: Scenario): DraftState {
  const [draft, setDraft] = useState<unknown>(initial);
  const [lastValid, setLastValid] = useState<Scenario>(initial);
  const [editedPath, setEditedPath] = useState<string | null>(null);
  // The last valid scenario from before the field being typed in was touched: "3.5 million" passes
  // through a valid "3.5", which must not become the figures shown while the field is wrong.
  const [beforeEdit, setBeforeEdit] = useState<{ path: string | null; scenario: Scenario }>({
    path: null,
    scenario: initial,
  });

  // Editing an on-prem input is reviewing it: the "to review" mark of a bill's scenario goes with the edit.
  const setField = useCallback((path: string, value: unknown) => {
    setEditedPath(path);
    setDraft((d: unknown) => afterEdit(setPath(d, path, value), path));
  }, []);
  const replace = useCallback((next: unknown) => {
    setEditedPath(null);
    setDraft(next);
  }, []);

  const [parse, setParse] = useState<Parse | null>(null);
  const interacted = useFirstInteraction();
  useEffect(() => {
    if (interacted || draft !== initial) void loadParser().then((p) => setParse(() => p));
  }, [interacted, draft, initial]);

  const current = useRef(draft);
  useLayoutEffect(() => {
    current.current = draft;
  }, [draft]);
  const checked = useCallback(async () => {
    const outcome = (await loadParser())(current.current, { rangesFitValues: false });
    return outcome.ok
      ? { ok: true as const, scenario: outcome.scenario }
      : { ok: false as const, errorCount: outcome.errors.length };
  }, []);

  const { errors, parsed, withoutRanges } = useMemo(() => {
    const none = new Map<string, string>();
    if (draft === initial) return { errors: none, parsed: initial, withoutRanges: null };
    if (!parse) return { errors: none, parsed: null, withoutRanges: null };
    const outcome = parse(draft, { rangesFitValues: false });
    if (outcome.ok) return { errors: none, parsed: outcome.scenario, withoutRanges: null };
    // A number box holding text it can't read shows the reader's own message (components/editor/number-field.tsx).
    const errors = new Map(outcome.errors.map((e) => [e.path, plainMessage(e)]));
    // A range being typed (High "1" on its way to "10", below its Low) holds up the simulation only.
    let withoutRanges: Scenario | null = null;
    if (outcome.errors.every((e) => e.path.startsWith("uncertainty"))) {
      const core = parse({ ...(draft as Record<string, unknown>), uncertainty: undefined }, { rangesFitValues: false });
      if (core.ok) withoutRanges = core.scenario;
    }
    return { errors, parsed: null, withoutRanges };
  }, [draft, initial, parse]);

  // Read before lastValid takes this render's draft: the figures from before the new field's first keystroke.
  if (beforeEdit.path !== editedPath) setBeforeEdit({ path: editedPath, scenario: lastValid });
  if (parsed && parsed !== lastValid) setLastValid(parsed);
  const settled = editedPath !== null && beforeEdit.path === editedPath && errors.has(editedPath);
  const shown = parsed ?? withoutRanges ?? (settled ? beforeEdit.scenario : lastValid);
  const result = useMemo(() => computeTco(shown), [shown]);
  const stale = parsed === null && withoutRanges === null && errors.size > 0;
  return { draft, setField, replace, errors, parsed, shown, stale, result, checked };
}
