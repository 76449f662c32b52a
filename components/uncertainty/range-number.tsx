"use client";

import { useId, useState } from "react";

/** Text typed into a number box: a number when it reads as one, else the raw text for the schema to refuse. */
function parseText(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/**
 * A small labelled number box (`name`, when given, is its full accessible name: "Low, Cost per FTE") for a range end, runs or the seed. It keeps the text as typed, so
 * "0." is not fought, and passes numbers (or the raw text, which validation then names) upward.
 */
export function RangeNumber({ label, name, value, error, onChange, width = "w-28" }: { label: string; name?: string; value: unknown; error?: string; onChange: (value: number | string) => void; width?: string }) {
  const id = useId();
  const shown = value === undefined || value === null ? "" : String(value);
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  // A change from elsewhere (widen, suggestion, reload) replaces the text; our own typing does not.
  if (shown !== lastShown) {
    setLastShown(shown);
    if (parseText(text) !== value) setText(shown);
  }
  return (
    <div className={width}>
      <label htmlFor={id} className="block text-xs text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={name}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseText(e.target.value);
          setLastShown(String(parsed));
          onChange(parsed);
        }}
        className={`tabular mt-0.5 w-full rounded-md border bg-white px-2 py-1 text-right text-sm outline-none focus:ring-2 focus:ring-slate-400 ${error ? "border-red-500" : "border-slate-300"}`}
      />
    </div>
  );
}
