"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { stableJson } from "@/lib/stable-json";
import type { Checklist } from "@/lib/scenarios/checklist-schema";

/** Unsaved edits as this browser keeps them, one entry per scenario (and per template of a new one). */
export interface KeptDraft {
  draft: unknown;
  checklist: Checklist;
  /** When the edits were last kept (ISO 8601). */
  keptAt: string;
  /** The saved version the edits were made on. */
  version: number;
}

const keyOf = (id: string) => `gpu-tco:draft:${id}`;

// Storage can be full, switched off or hold something else under the key: the editor works on
// without a backup rather than failing.
function read(id: string): KeptDraft | null {
  try {
    const text = window.localStorage.getItem(keyOf(id));
    const kept = text ? (JSON.parse(text) as Partial<KeptDraft>) : null;
    return kept &&
      typeof kept.keptAt === "string" &&
      typeof kept.version === "number" &&
      kept.draft !== undefined &&
      kept.checklist
      ? (kept as KeptDraft)
      : null;
  } catch {
    return null;
  }
}
function write(id: string, kept: KeptDraft) {
  try {
    window.localStorage.setItem(keyOf(id), JSON.stringify(kept));
  } catch {
    // Not kept; nothing else depends on it.
  }
}
function remove(id: string) {
  try {
    window.localStorage.removeItem(keyOf(id));
  } catch {
    // Nothing to remove.
  }
}

const noSubscription = () => () => {};

export interface DraftBackupOptions {
  /** Whose edits: the scenario's id, or `new:<template>` for a new scenario not saved yet. */
  id: string;
  /** The saved version the edits are made on; 0 for a new scenario. */
  version: number;
  dirty: boolean;
  draft: unknown;
  checklist: Checklist;
  /** The scenario as saved: a kept draft equal to it is no draft. */
  savedJson: string;
  onRestore: (draft: unknown, checklist: Checklist) => void;
}

/**
 * Keeps unsaved edits in this browser's localStorage while they are unsaved, so that a reload, a
 * crash or a confirmed leave loses nothing: the next visit offers them back (`offer`) until the
 * reader restores or discards them. Saving (or undoing every edit) clears the kept copy. While an
 * offer waits for an answer, the older kept edits are not overwritten by new ones.
 */
export function useDraftBackup({ id, version, dirty, draft, checklist, savedJson, onRestore }: DraftBackupOptions) {
  // Read once, in the browser; the server's render (and hydration) show no offer.
  const [kept] = useState(() => (typeof window === "undefined" ? null : read(id)));
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [answered, setAnswered] = useState(false);
  const offer = mounted && !answered && kept && stableJson(kept.draft) !== savedJson ? kept : null;
  const pending = offer !== null;
  const wrote = useRef(false);

  useEffect(() => {
    if (!mounted || pending) return;
    if (dirty) {
      write(id, { draft, checklist, keptAt: new Date().toISOString(), version });
      wrote.current = true;
    } else if (wrote.current || (kept && !answered)) {
      remove(id);
      wrote.current = false;
    }
  }, [mounted, pending, dirty, draft, checklist, id, version, kept, answered]);

  const restore = useCallback(() => {
    if (kept) onRestore(kept.draft, kept.checklist);
    setAnswered(true);
  }, [kept, onRestore]);
  const discard = useCallback(() => {
    remove(id);
    setAnswered(true);
  }, [id]);
  return { offer, restore, discard };
}

/** Forgets every scenario's kept edits in this browser (on sign-out, so the next person finds none). */
export function forgetAllDrafts() {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i)).filter(
      (k): k is string => k?.startsWith("gpu-tco:draft:") ?? false,
    );
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage off: nothing was kept.
  }
}
