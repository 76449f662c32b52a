"use client";

import { useEffect } from "react";

/**
 * Browser Back and Forward inside the app never leave unsaved work silently.
 *
 * The router moves on `popstate`, and a page being left unmounts (dropping its listeners) while
 * that event is still being dispatched, so a guard added by the editor would run too late. Two
 * listeners, installed once from the root layout before the router's own, ask first instead:
 * - the Navigation API's `navigate` event (Chromium, Safari 26+, Firefox 147+) fires before
 *   anything moves and can cancel a same-document Back or Forward outright;
 * - elsewhere `popstate`, heard before the router: if the reader stays, the router never hears
 *   of it and the history steps back to the entry the editor is on.
 */

const QUESTION = "You have unsaved changes. Leave without saving?";

interface NavigationLike extends EventTarget {
  currentEntry?: { index: number } | null;
}
interface NavigateEventLike extends Event {
  navigationType: string;
}

const navigationApi = (): NavigationLike | undefined => (window as { navigation?: NavigationLike }).navigation;
const entryIndex = () => navigationApi()?.currentEntry?.index;

/** Entry index (when known) of each page holding unsaved work. */
const guards = new Set<{ home: number | undefined }>();
let decided = false;
let returning = false;

function onNavigate(event: Event) {
  const e = event as NavigateEventLike;
  decided = false;
  if (e.navigationType !== "traverse" || guards.size === 0 || !e.cancelable) return;
  if (window.confirm(QUESTION)) decided = true;
  else e.preventDefault();
}

function onPopState(event: PopStateEvent) {
  if (returning) {
    returning = false;
    event.stopImmediatePropagation();
    return;
  }
  if (decided) {
    decided = false;
    return;
  }
  const [guard] = guards;
  if (!guard || window.confirm(QUESTION)) return;
  event.stopImmediatePropagation();
  const now = entryIndex();
  returning = true;
  window.history.go(guard.home !== undefined && now !== undefined && now !== guard.home ? guard.home - now : 1);
}

/**
 * Marks the current page as holding unsaved work until the returned function is called.
 *
 * @example
 * useEffect(() => (dirty ? holdUnsavedWork() : undefined), [dirty]);
 */
export function holdUnsavedWork(): () => void {
  const guard = { home: entryIndex() };
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** Installs the Back/Forward listeners; rendered once, in the root layout. */
export function LeaveGuardRoot() {
  useEffect(() => {
    const navigation = navigationApi();
    navigation?.addEventListener("navigate", onNavigate);
    window.addEventListener("popstate", onPopState, true);
    return () => {
      navigation?.removeEventListener("navigate", onNavigate);
      window.removeEventListener("popstate", onPopState, true);
    };
  }, []);
  return null;
}
