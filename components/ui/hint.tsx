"use client";

import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";

const WIDTH = 256;
const MARGIN = 8;

/**
 * Where the tip goes: under the "?" (above it when there is no room below), centred on it but
 * kept inside the window. Fixed to the window rather than to the card, so a card row that
 * scrolls sideways on a phone (and so clips what hangs out of it) can't crop the tip.
 */
function place(button: DOMRect, tipHeight: number) {
  const width = Math.min(WIDTH, window.innerWidth - 2 * MARGIN);
  const left = Math.min(
    Math.max(button.left + button.width / 2 - width / 2, MARGIN),
    window.innerWidth - MARGIN - width,
  );
  // Touching the "?" (no gap), so a mouse moving onto the tip never leaves the hint on the way.
  const below = button.bottom;
  const top =
    below + tipHeight > window.innerHeight - MARGIN && button.top - tipHeight >= MARGIN
      ? button.top - tipHeight
      : below;
  return { left, top, width };
}

/**
 * A small "?" that explains, in one sentence, how a figure is computed. Hovering shows it; a
 * click, a tap, Enter or Space pins it open (again closes it), so it works without a mouse and the
 * link inside can be reached with Tab or tapped. Escape, or a click elsewhere, closes it.
 */
export function Hint({ label, children }: { label: string; children: React.ReactNode }) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number; width: number } | null>(null);

  const close = useCallback(() => {
    setHovered(false);
    setPinned(false);
  }, []);

  const measure = useCallback(() => {
    if (button.current && tip.current)
      setPosition(place(button.current.getBoundingClientRect(), tip.current.offsetHeight));
  }, []);
  useLayoutEffect(() => {
    if (open) measure();
  }, [open, measure]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      // Focus goes back to the "?" when it was inside the tip, so the reader is not left nowhere.
      if (wrapper.current?.contains(document.activeElement)) button.current?.focus();
      close();
    };
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) close();
    };
    // On the document, so a tip opened by hovering closes too, wherever the focus is.
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    window.addEventListener("scroll", measure, true);
    window.addEventListener("resize", measure);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("scroll", measure, true);
      window.removeEventListener("resize", measure);
    };
  }, [open, close, measure]);

  return (
    // Hover and focus are watched on the wrapper, so a link inside the tip can be reached and clicked.
    <span
      ref={wrapper}
      className="relative inline-flex"
      onPointerEnter={(e) => {
        // A touch also "enters": only a mouse's hover opens the tip; a tap pins it (onClick).
        if (e.pointerType === "mouse") setHovered(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === "mouse") setHovered(false);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={`How is ${label} computed?`}
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onClick={() => {
          if (pinned) close();
          else setPinned(true);
        }}
        className={
          "flex h-4 w-4 items-center justify-center rounded-full border border-slate-300 text-[10px] leading-none " +
          "text-slate-500 hover:border-slate-500 hover:text-slate-700"
        }
      >
        ?
      </button>
      {open ? (
        <span
          ref={tip}
          role="tooltip"
          id={id}
          style={
            position
              ? { left: position.left, top: position.top, width: position.width }
              : { visibility: "hidden", left: 0, top: 0, width: WIDTH }
          }
          className="fixed z-50 rounded-md bg-slate-900 px-3 py-2 text-xs leading-snug font-normal whitespace-normal text-white shadow-lg"
        >
          {children}
        </span>
      ) : null}
    </span>
  );
}
