"use client";

import { useId, useRef } from "react";
import { Checkbox, Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration";
import type { ChoiceFieldMeta, SwitchFieldMeta, TextFieldMeta } from "@/lib/input/fields";

const CURRENCIES = ["USD", "EUR", "GBP", "CHF", "JPY", "KRW", "CNY", "INR", "CAD", "AUD", "SEK", "BRL"];

// A scenario imported with a currency outside the short list still shows it.
const currencyOptions = (current: unknown) =>
  [...new Set([...(typeof current === "string" && current ? [current] : []), ...CURRENCIES])].map((c) => ({
    value: c,
    label: c,
  }));

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
      <Label htmlFor={id} layout="block">
        {label}
      </Label>
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
      <Select
        id={id}
        width="full"
        value={value === undefined ? "" : String(value)}
        onChange={(e) => onChange(meta.path, numeric ? Number(e.target.value) : e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
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
        <Textarea ref={box} id={id} rows={3} width="full" value={text} onChange={(e) => change(e.target.value)} />
      ) : (
        <Input
          ref={box}
          id={id}
          type={meta.input === "date" ? "date" : "text"}
          width="full"
          value={text}
          onChange={(e) => change(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

export function CheckboxField({
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
      <Checkbox id={id} className="mt-0.5" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <div>
        <Label htmlFor={id}>{label}</Label>
        {help ? <p className="text-xs text-slate-500">{help}</p> : null}
      </div>
    </div>
  );
}

export function SwitchField({ meta, value, onChange }: ControlProps<SwitchFieldMeta>) {
  return (
    <CheckboxField
      label={meta.label}
      help={meta.help}
      checked={value === true}
      onChange={(on) => onChange(meta.path, on)}
    />
  );
}
