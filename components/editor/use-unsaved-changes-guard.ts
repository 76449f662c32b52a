"use client";

import { useEffect } from "react";
import { holdUnsavedWork } from "@/components/navigation/leave-guard";

const QUESTION = "You have unsaved changes. Leave without saving?";

/**
 * While there are unsaved changes, every way out asks first: closing the tab or reloading (the
 * browser's own prompt), following a link inside the app, and the browser's Back and Forward
 * (components/navigation/leave-guard.tsx, which must hear them before the router does).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const release = holdUnsavedWork();
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    // In-app links don't unload the page, so ask before following one away from unsaved work.
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!link || link.getAttribute("target") === "_blank" || link.hasAttribute("download")) return;
      if (!window.confirm(QUESTION)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      release();
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);
}
