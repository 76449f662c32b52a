"use client";

import { useEffect } from "react";

const QUESTION = "You have unsaved changes. Leave without saving?";

interface NavigationLike {
  currentEntry?: { index: number } | null;
}

const entryIndex = (): number | undefined => (window as { navigation?: NavigationLike }).navigation?.currentEntry?.index;

/**
 * While there are unsaved changes, every way out asks first: closing the tab or reloading (the
 * browser's own prompt), following a link inside the app, and the browser's Back and Forward.
 *
 * Back and Forward inside the app don't unload the page: the router reacts to `popstate`. This
 * hook listens in the capture phase, which runs before the router's listener on the window; if
 * the reader stays, it stops the event from reaching the router and steps the history back to
 * the editor's entry (the Navigation API's entry index says which way; without it, Back is
 * assumed, the common case).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    let home = entryIndex();
    let returning = false;

    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!link || link.getAttribute("target") === "_blank" || link.hasAttribute("download")) return;
      if (!window.confirm(QUESTION)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    const onPopState = (e: PopStateEvent) => {
      if (returning) {
        // Our own step back to the editor: the router never saw us leave, so it must not see this either.
        returning = false;
        e.stopImmediatePropagation();
        home = entryIndex() ?? home;
        return;
      }
      if (window.confirm(QUESTION)) return;
      e.stopImmediatePropagation();
      const now = entryIndex();
      returning = true;
      window.history.go(home !== undefined && now !== undefined && now !== home ? home - now : 1);
    };

    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState, true);
    };
  }, [dirty]);
}
