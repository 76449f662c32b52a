"use client";

import { useId, useRef } from "react";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration";
import type { ChoiceFieldMeta, SwitchFieldMeta, TextFieldMeta } from "@/lib/input/fields";

const CURRENCIES = ["USD", "EUR", "GBP", "CHF", "JPY", "KRW", "CNY", "INR", "CAD", "AUD", "SEK", "BRL"];

// A scenario imported with a currency outside the short list still shows it.
const currencyOptions = (current: unknown) =>
  [...new Set([...(typeof current === "string" && current ? [current] : []), ...CURRENCIES])].map((c) => ({
    value: c,
    label: c,
  }));

export const inputClass =
  "w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:ring-2 focus:ring-slate-400 focus:outline-none";

export function FieldShell({
  label,
  help,
  error,
  children,
  id,
}: {
  label: string;
  help?: string;
  error?: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <div className="py-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : help ? (
        <p className="mt-1 text-xs text-slate-500">{help}</p>
      ) : null}
    </div>
  );
}

interface ControlProps<M> {
  meta: M;
  value: unknown;
  error?: string;
  onChange: (path: string, value: unknown) => void;
}

/** A choice among fixed values; numeric options come back as numbers. */
export function ChoiceField({ meta, value, error, onChange }: ControlProps<ChoiceFieldMeta>) {
  const id = useId();
  const options = meta.options === "currencies" ? currencyOptions(value) : meta.options;
  const numeric = options.some((o) => typeof o.value === "number");
  return (
    <FieldShell id={id} label={meta.label} help={meta.help} error={error}>
      <select
        id={id}
        className={inputClass}
        value={value === undefined ? "" : String(value)}
        onChange={(e) => onChange(meta.path, numeric ? Number(e.target.value) : e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Free text; a cleared optional text field is removed rather than stored empty. */
export function TextField({ meta, value, error, onChange }: ControlProps<TextFieldMeta>) {
  const id = useId();
  const text = typeof value === "string" ? value : "";
  const change = (next: string) => onChange(meta.path, next === "" ? undefined : next);
  const box = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useTypedBeforeHydration(box, text, change);
  return (
    <FieldShell id={id} label={meta.label} help={meta.help} error={error}>
      {meta.input === "multiline" ? (
        <textarea
          ref={box}
          id={id}
          rows={3}
          className={inputClass}
          value={text}
          onChange={(e) => change(e.target.value)}
        />
      ) : (
        <input
          ref={box}
          id={id}
          type={meta.input === "date" ? "date" : "text"}
          className={inputClass}
          value={text}
          onChange={(e) => change(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

export function Checkbox({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 py-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 accent-slate-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {help ? <p className="text-xs text-slate-500">{help}</p> : null}
      </div>
    </div>
  );
}

export function SwitchField({ meta, value, onChange }: ControlProps<SwitchFieldMeta>) {
  return (
    <Checkbox label={meta.label} help={meta.help} checked={value === true} onChange={(on) => onChange(meta.path, on)} />
  );
}
