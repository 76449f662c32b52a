"use client";

import { memo, useId, useState } from "react";
import type { FieldMeta } from "@/lib/fields";

const UNIT_SUFFIX: Partial<Record<FieldMeta["unit"], string>> = {
  "money-per-hour": "/ GPU-h",
  "money-per-month": "/ month",
  "money-per-year": "/ year",
  "money-per-kwh": "/ kWh",
  "money-per-tb": "/ TB",
  "money-per-tb-month": "/ TB-month",
  percent: "%",
  "hours-per-day": "h / day",
  hours: "h",
  years: "years",
  months: "months",
  watts: "W",
  tb: "TB",
  "tb-per-month": "TB / month",
  "units-per-hour": "/ GPU-h",
};

const isMoney = (unit: FieldMeta["unit"]) => unit.startsWith("money");

/** Text typed into a number box: a number when it reads as one, else the raw text for the schema to reject. */
export function parseNumberText(text: string): number | string {
  const trimmed = text.trim();
  // An empty box stays "" so the schema refuses it, rather than a default silently filling it in.
  if (trimmed === "") return "";
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

export interface NumberFieldProps {
  meta: FieldMeta;
  value: unknown;
  error?: string;
  currencySymbol: string;
  onChange: (path: string, value: number | string) => void;
}

/**
 * A labelled number input with its unit, help text and inline error; drivers also get a slider.
 * The box keeps the text as typed ("0." or "1e"), so typing is never fought by reformatting.
 */
export const NumberField = memo(function NumberField({ meta, value, error, currencySymbol, onChange }: NumberFieldProps) {
  const id = useId();
  const shown = value === undefined || value === null ? "" : String(value);
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  // A change from elsewhere (slider, restore, reload) replaces the text; our own typing does not.
  if (shown !== lastShown) {
    setLastShown(shown);
    if (parseNumberText(text) !== value) setText(shown);
  }

  const update = (next: string) => {
    setText(next);
    const parsed = parseNumberText(next);
    setLastShown(String(parsed));
    onChange(meta.path, parsed);
  };

  const suffix = UNIT_SUFFIX[meta.unit];
  const numeric = typeof value === "number" ? value : undefined;
  return (
    <div className="py-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {meta.label}
      </label>
      <div className="mt-1 flex items-center gap-3">
        {meta.slider ? (
          <input
            type="range"
            aria-label={`${meta.label} slider`}
            min={meta.slider.min}
            max={meta.slider.max}
            step={meta.slider.step}
            value={numeric ?? meta.slider.min}
            onChange={(e) => update(e.target.value)}
            className="h-2 min-w-0 flex-1 cursor-pointer accent-slate-700"
          />
        ) : null}
        <div
          className={`flex items-center rounded-md border bg-white focus-within:ring-2 focus-within:ring-slate-400 ${
            error ? "border-red-500" : "border-slate-300"
          } ${meta.slider ? "w-36 shrink-0" : "w-full"}`}
        >
          {isMoney(meta.unit) ? <span className="pl-2 text-sm text-slate-500">{currencySymbol}</span> : null}
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => update(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help`}
            className="tabular min-w-0 flex-1 rounded-md bg-transparent px-2 py-1.5 text-right text-sm outline-none"
          />
          {suffix ? <span className="pr-2 text-xs whitespace-nowrap text-slate-500">{suffix}</span> : null}
        </div>
      </div>
      {error ? (
        <p id={`${id}-help`} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {meta.help}
        </p>
      )}
    </div>
  );
});
