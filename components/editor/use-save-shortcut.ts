"use client";

import { useEffect } from "react";

/** Ctrl+S (⌘S on a Mac) runs `save` instead of the browser's "Save page as". */
export function useSaveShortcut(save: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
        e.preventDefault();
        save();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [save]);
}
