"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * A box that scrolls sideways and says so while there is more to its right: a fade at the right
 * edge and a line of words a screen reader reads (a cut-off column alone does not tell a phone
 * user that years 2–5 exist).
 *
 * @example
 * <ScrollCue cue="Scroll sideways for years 2–5">{table}</ScrollCue>
 */
export function ScrollCue({ cue, className, children }: { cue: string; className?: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);
  return (
    <div className={className}>
      <div className="relative">
        <div ref={scroller} className="overflow-x-auto">
          {children}
        </div>
        {more ? (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-white to-transparent"
          />
        ) : null}
      </div>
      {more ? (
        <p className="mt-1 text-right text-xs text-slate-500" data-testid="scroll-cue">
          {cue} →
        </p>
      ) : null}
    </div>
  );
}
