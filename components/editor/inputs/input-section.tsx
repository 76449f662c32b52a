"use client";

import { useState } from "react";

/**
 * A collapsible group of inputs. Open or shut is the reader's choice alone: it opens by itself
 * only when a new error appears inside it, and never closes because an error went away (which
 * used to snap a section shut mid-typing and throw the next keystrokes away).
 */
export function InputSection({
  title,
  children,
  defaultOpen = false,
  errorCount,
}: {
  title: string;
  children: React.ReactNode;
  defaultOpen?: boolean;
  errorCount: number;
}) {
  const [open, setOpen] = useState(defaultOpen || errorCount > 0);
  const [lastErrorCount, setLastErrorCount] = useState(errorCount);
  if (errorCount !== lastErrorCount) {
    setLastErrorCount(errorCount);
    if (errorCount > lastErrorCount) setOpen(true);
  }
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group border-b border-slate-200 last:border-b-0"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-sm font-semibold text-slate-900 select-none">
        <span>{title}</span>
        <span className="flex items-center gap-2">
          {errorCount > 0 ? (
            <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">
              {errorCount} to fix
            </span>
          ) : null}
          <span aria-hidden className="text-slate-400 transition group-open:rotate-90">
            ›
          </span>
        </span>
      </summary>
      <div className="pb-3">{children}</div>
    </details>
  );
}

/**
 * How many of `errors` are on `path` or inside it: a section's count for its heading.
 *
 * @example
 * errorCountUnder(new Map([["tax.ratePct", "…"], ["taxes", "…"]]), "tax"); // 1
 */
export function errorCountUnder(errors: Map<string, string>, path: string): number {
  return [...errors.keys()].filter((key) => key === path || key.startsWith(`${path}.`)).length;
}
