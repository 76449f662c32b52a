"use client";

import { useCallback, useMemo, useState } from "react";
import { plainMessage } from "@/lib/fields";
import { setPath } from "@/lib/object-path";
import { computeTco } from "@/lib/tco";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { parseScenario } from "@/lib/validation/scenario";

export interface DraftState {
  draft: unknown;
  setField: (path: string, value: unknown) => void;
  replace: (scenario: Scenario) => void;
  /** Field errors by path; empty when the draft is valid. */
  errors: Map<string, string>;
  /** The draft parsed with defaults, or null while it has errors. */
  parsed: Scenario | null;
  /** The scenario the results show: the draft, or the last valid one while the draft has errors. */
  shown: Scenario;
  result: TcoResult;
}

/**
 * The editor's working copy: every keystroke validates the whole scenario with the same schema
 * the API uses, and every valid state is recomputed in the browser at once.
 */
export function useScenarioDraft(initial: Scenario): DraftState {
  const [draft, setDraft] = useState<unknown>(initial);
  const [lastValid, setLastValid] = useState<Scenario>(initial);

  const setField = useCallback((path: string, value: unknown) => setDraft((d: unknown) => setPath(d, path, value)), []);
  const replace = useCallback((scenario: Scenario) => setDraft(scenario), []);

  const { errors, parsed } = useMemo(() => {
    const outcome = parseScenario(draft, { rangesFitValues: false });
    if (outcome.ok) return { errors: new Map<string, string>(), parsed: outcome.scenario };
    // A number box holding text it can't read shows the reader's own message (components/editor/number-field.tsx).
    return { errors: new Map(outcome.errors.map((e) => [e.path, plainMessage(e.path, e.message)])), parsed: null };
  }, [draft]);

  if (parsed && parsed !== lastValid) setLastValid(parsed);
  const shown = parsed ?? lastValid;
  const result = useMemo(() => computeTco(shown), [shown]);
  return { draft, setField, replace, errors, parsed, shown, result };
}
