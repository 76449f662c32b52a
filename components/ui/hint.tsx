"use client";

import { useEffect, useId, useState } from "react";

/** A small "?" that explains, in one sentence, how a figure is computed; works on hover, focus and tap, and Escape closes it. */
export function Hint({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    // On the document, so a tip opened by hovering closes too, wherever the focus is.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    // Hover and focus are watched on the wrapper, so a link inside the tip can be reached and clicked.
    <span className="relative inline-flex" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}>
      <button
        type="button"
        aria-label={`How is ${label} computed?`}
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex h-4 w-4 items-center justify-center rounded-full border border-slate-300 text-[10px] leading-none text-slate-500 hover:border-slate-500 hover:text-slate-700"
      >
        ?
      </button>
      {open ? (
        <span role="tooltip" id={id} className="absolute top-4 left-1/2 z-30 w-64 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-xs leading-snug font-normal text-white shadow-lg">
          {children}
        </span>
      ) : null}
    </span>
  );
}
