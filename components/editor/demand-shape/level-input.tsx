"use client";

import { useState } from "react";
import { AffixInput } from "@/components/ui/input";
import { formatNumberText, parseNumberText } from "@/lib/input/number-text";

export interface LevelInputProps {
  /** What the draft holds: a number, or the text typed when it read as none. */
  value: unknown;
  label: string;
  unit: string;
  locale: string;
  percent?: boolean;
  /** The stored value as the box shows it (hours as % of the week), and back. */
  show?: (stored: number) => number;
  store?: (shown: number) => number;
  error?: string;
  onChange: (value: number | string) => void;
}

const identity = (n: number) => n;

/**
 * One cell of the levels' table: numbers typed as finance writes them (lib/input/number-text.ts).
 * While typed in, the box keeps the text as typed; text that reads as no number is stored as is,
 * so the draft keeps it and the message names the cell.
 */
export function LevelInput({
  value,
  label,
  unit,
  locale,
  percent,
  show = identity,
  store = identity,
  error,
  onChange,
}: LevelInputProps) {
  const [typed, setTyped] = useState<{ text: string; value: unknown } | null>(null);
  const shown =
    typeof value === "number"
      ? formatNumberText(Math.round(show(value) * 1e4) / 1e4, locale)
      : typeof value === "string"
        ? value
        : "";
  const text = typed && Object.is(typed.value, value) ? typed.text : shown;
  const read = parseNumberText(text, { locale, percent });
  const message = read.ok ? error : `${label} ${read.message}`;
  return (
    <div>
      <AffixInput
        boxClassName="w-full"
        after={unit}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={message ? true : undefined}
        title={message}
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          const parsed = parseNumberText(next, { locale, percent });
          const nextValue = parsed.ok ? store(parsed.value) : next;
          setTyped({ text: next, value: nextValue });
          onChange(nextValue);
        }}
        onBlur={() => {
          if (typeof value === "number") setTyped(null);
        }}
      />
      {message ? (
        <p role="alert" className="mt-0.5 text-xs text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
