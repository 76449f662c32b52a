"use client";

import { useSyncExternalStore } from "react";

/*
 * What a page needs only once the reader acts (Recharts, the schema that checks an edit) loads on
 * the first interaction with the page: a pointer, a key, a scroll, a wheel or touch, an input.
 * Until then the editor shows the figures, the inputs and a sketch of the first chart.
 */

const INTERACTIONS = [
  "pointerdown",
  "pointermove",
  "keydown",
  "wheel",
  "touchstart",
  "scroll",
  "focusin",
  "input",
] as const;

let wanted = false;
const listeners = new Set<() => void>();

function interacted() {
  if (wanted) return;
  wanted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, interacted, true);
  for (const listener of listeners) listener();
}

/** A scroll or a focus from before the page's scripts ran left no event to hear, only its traces. */
const interactedBeforeHydration = () =>
  window.scrollY > 0 || (document.activeElement !== null && document.activeElement !== document.body);

function subscribe(listener: () => void): () => void {
  if (!wanted && interactedBeforeHydration()) interacted();
  if (!wanted && listeners.size === 0) {
    for (const type of INTERACTIONS) window.addEventListener(type, interacted, { capture: true, passive: true });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the reader has interacted with the page yet: false on the server and until then. */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
