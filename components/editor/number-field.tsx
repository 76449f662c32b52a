"use client";

import { createContext, memo, use, useId, useRef, useState } from "react";
import { AffixInput, Slider } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration";
import type { FieldUnit, NumberFieldMeta } from "@/lib/input/fields";
import { formatNumberText, parseNumberText, type NumberTextOptions } from "@/lib/input/number-text";

const UNIT_SUFFIX: Partial<Record<FieldUnit, string>> = {
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
  "kg-per-kwh": "kg / kWh",
  "kwh-per-hour": "kWh / GPU-h",
  "money-per-tonne": "/ t",
};

const isMoney = (unit: FieldUnit) => unit.startsWith("money");

/** The scenario's currency (ISO code), so that an amount typed with another one ("€3.5M" in USD) is refused. */
export const ScenarioCurrency = createContext<string | undefined>(undefined);

/** What the box shows for a value: grouped digits for a number, the raw text for anything else. */
const display = (value: unknown, locale: string) =>
  typeof value === "number" ? formatNumberText(value, locale) : typeof value === "string" ? value : "";

export interface NumberFieldProps {
  meta: NumberFieldMeta;
  value: unknown;
  error?: string;
  currencySymbol: string;
  locale: string;
  /** Receives the number read, or the text as typed when it reads as none (the schema refuses it). */
  onChange: (path: string, value: number | string) => void;
}

/**
 * A labelled number input with its unit, help text and inline error; drivers also get a slider.
 * While focused the box keeps the text exactly as typed ("", "-", "3.") so typing is never fought;
 * when it loses focus a readable number is shown grouped ("3,500,000").
 */
export const NumberField = memo(function NumberField({
  meta,
  value,
  error,
  currencySymbol,
  locale,
  onChange,
}: NumberFieldProps) {
  const id = useId();
  const currency = use(ScenarioCurrency);
  const options: NumberTextOptions = { locale, money: isMoney(meta.unit), percent: meta.unit === "percent", currency };
  // What the reader typed, with the value it was read as. It is shown for as long as the value is
  // still that one; a change from elsewhere (slider, rebalanced shares, restore) shows the new value.
  // Derived, not synced in render: a state copy could fall behind when React drops a render.
  const [typed, setTyped] = useState<{ text: string; value: unknown } | null>(null);
  const text = typed && Object.is(typed.value, value) ? typed.text : display(value, locale);
  const read = parseNumberText(text, options);
  const parseError = read.ok ? undefined : `${meta.label} ${read.message}`;
  const shownError = typeof value === "number" ? error : (parseError ?? error);

  const update = (next: string) => {
    const parsed = parseNumberText(next, options);
    const nextValue = parsed.ok ? parsed.value : next;
    setTyped({ text: next, value: nextValue });
    onChange(meta.path, nextValue);
  };
  const box = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(box, text, update);

  const suffix = UNIT_SUFFIX[meta.unit];
  const numeric = typeof value === "number" ? value : undefined;
  return (
    <div className="py-2">
      <Label htmlFor={id} layout="block">
        {meta.label}
      </Label>
      <div className="mt-1 flex items-center gap-3">
        {meta.slider ? (
          <Slider
            aria-label={`${meta.label} slider`}
            // Out of the Tab order: the box beside it takes the same value, and Tab goes from box to box.
            tabIndex={-1}
            min={meta.slider.min}
            max={meta.slider.max}
            step={meta.slider.step}
            value={numeric ?? meta.slider.min}
            onChange={(e) => update(formatNumberText(Number(e.target.value), locale))}
          />
        ) : null}
        <AffixInput
          boxClassName={meta.slider ? "w-36 shrink-0" : "w-full"}
          before={isMoney(meta.unit) ? currencySymbol : undefined}
          after={suffix}
          ref={box}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => update(e.target.value)}
          onBlur={() => {
            if (typeof value === "number") setTyped(null);
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-help`}
        />
      </div>
      {shownError ? (
        <p id={`${id}-help`} role="alert" className="mt-1 text-xs text-red-700">
          {shownError}
        </p>
      ) : (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {meta.help}
        </p>
      )}
    </div>
  );
});
