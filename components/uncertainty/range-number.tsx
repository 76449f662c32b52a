"use client";

import { useId, useState } from "react";
import { AffixInput } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fieldMeta } from "@/lib/input/fields";
import { currencySymbol } from "@/lib/format";
import { formatNumberText, parseNumberText, type NumberTextOptions } from "@/lib/input/number-text";

/** What the box shows for a value: grouped digits for a number, the raw text for anything else. */
const display = (value: unknown, locale: string) =>
  typeof value === "number" ? formatNumberText(value, locale) : typeof value === "string" ? value : "";

/** How a box reads its text: the reader's locale, and for an amount the scenario's currency and its symbol. */
export interface RangeNumberFormat {
  locale: string;
  /** Set for an amount: the scenario's currency (ISO 4217) and its symbol, shown before the box. */
  money?: { currency: string; symbol: string };
  percent?: boolean;
}

/**
 * A small labelled number box (`name`, when given, is its full accessible name: "Low, Cost per FTE") for a range end, runs or the seed.
 * It reads numbers as the editor's boxes do ("3,500,000", "3.5M", "$3.5M") and shows them grouped
 * ("3,500,000"); while typing it keeps the text as typed, so "0." is not fought. Text that reads as
 * no number goes upward as it is, for validation to name.
 */
export function RangeNumber({
  label,
  name,
  value,
  error,
  onChange,
  format,
  width = "w-28",
}: {
  label: string;
  name?: string;
  value: unknown;
  error?: string;
  onChange: (value: number | string) => void;
  format: RangeNumberFormat;
  width?: string;
}) {
  const id = useId();
  const options: NumberTextOptions = {
    locale: format.locale,
    money: format.money !== undefined,
    currency: format.money?.currency,
    percent: format.percent,
  };
  // What was typed and the value it read as: shown while the value is still that one, so a change
  // from elsewhere (widen, suggestion, reload) shows the new value and leaving the box groups it.
  const [typed, setTyped] = useState<{ text: string; value: unknown } | null>(null);
  const text = typed && Object.is(typed.value, value) ? typed.text : display(value, format.locale);
  return (
    <div className={width}>
      <Label htmlFor={id} layout="block" size="sm" quiet>
        {label}
      </Label>
      <AffixInput
        boxClassName="mt-0.5"
        size="sm"
        before={format.money?.symbol}
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={name}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const read = parseNumberText(e.target.value, options);
          const next = read.ok ? read.value : e.target.value.trim();
          setTyped({ text: e.target.value, value: next });
          onChange(next);
        }}
        onBlur={() => {
          if (typeof value === "number") setTyped(null);
        }}
      />
    </div>
  );
}

/**
 * How a range on `input` reads its ends: an amount in the scenario's currency (capex, prices,
 * staff cost), a percent, or a plain number.
 *
 * @example
 * rangeFormat("onPrem.capex", "USD", "en-US"); // { locale: "en-US", money: { currency: "USD", symbol: "$" } }
 */
export function rangeFormat(input: string, currency: string, locale: string): RangeNumberFormat {
  const unit = input === "onPrem.capex" ? "money" : fieldMeta(input)?.unit;
  if (unit?.startsWith("money")) return { locale, money: { currency, symbol: currencySymbol(currency, locale) } };
  return { locale, percent: unit === "percent" };
}
