"use client";

import { useId } from "react";
import { FIELD_GROUPS, type ChoiceFieldMeta, type NumberFieldMeta } from "@/lib/input/fields";
import { FINANCING_FILL } from "@/lib/input/financing-fill";
import type { PaymentKind, PreviewFigure } from "@/lib/report/financing-words";
import { getPath } from "@/lib/object-path";
import { NumberField } from "./number-field";
import type { SectionInputsProps } from "./inputs/section-inputs-props";

// The financing inputs are rows of lib/input/fields.ts like every other input; this section lays them
// out under a three-way choice, cash being the absence of `financing`.
const fields = FIELD_GROUPS.find((group) => group.id === "financing")?.fields ?? [];
const kindMeta = fields.find((f): f is ChoiceFieldMeta => f.kind === "choice");
const numbers = fields.filter((f): f is NumberFieldMeta => f.kind === "number");
const TERMS: Record<Exclude<PaymentKind, "cash">, readonly string[]> = {
  loan: ["financing.ratePct", "financing.termMonths", "financing.downPaymentPct"],
  lease: ["financing.monthlyRatePct", "financing.termMonths"],
};
const CHOICES: readonly { value: PaymentKind; label: string }[] = [
  { value: "cash", label: "Cash" },
  ...(kindMeta && Array.isArray(kindMeta.options) ? kindMeta.options : []).map((o) => ({
    value: o.value as PaymentKind,
    label: String(o.label),
  })),
];

export interface FinancingSectionProps extends SectionInputsProps {
  /** The payment and its cost, from the last valid inputs (lib/report/financing-words.ts). */
  preview: { figures: PreviewFigure[]; sentence: string };
}

/** The body of "How it is paid": cash, a loan or an operating lease (`chosen`), with the payment as it is typed. */
export function FinancingTerms({
  draft,
  errors,
  currencySymbol,
  locale,
  setField,
  preview,
  chosen,
}: FinancingSectionProps & { chosen: PaymentKind }) {
  const name = useId();
  const choose = (next: PaymentKind) =>
    setField("financing", next === "cash" ? undefined : { ...FINANCING_FILL[next] });
  const shownFields = chosen === "cash" ? [] : TERMS[chosen].flatMap((path) => numbers.filter((f) => f.path === path));
  return (
    <>
      <fieldset className="py-2">
        <legend className="text-sm font-medium text-slate-800">{kindMeta?.label ?? "Hardware paid by"}</legend>
        <div className="mt-1 inline-flex rounded-md border border-slate-300 bg-white p-0.5">
          {CHOICES.map((c) => (
            <label
              key={c.value}
              className={
                "cursor-pointer rounded px-3 py-1 text-sm text-slate-700 has-[:checked]:bg-slate-800 has-[:checked]:text-white " +
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-slate-400"
              }
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={c.value}
                checked={chosen === c.value}
                onChange={() => choose(c.value)}
              />
              {c.label}
            </label>
          ))}
        </div>
        {kindMeta ? <p className="mt-1 text-xs text-slate-500">{kindMeta.help}</p> : null}
      </fieldset>
      {shownFields.map((meta) => (
        <NumberField
          key={meta.path}
          meta={meta}
          value={getPath(draft, meta.path)}
          error={errors.get(meta.path)}
          currencySymbol={currencySymbol}
          locale={locale}
          onChange={setField}
        />
      ))}
      {preview.figures.length > 0 ? (
        <div data-testid="financing-preview" aria-live="polite" className="mt-1 rounded-md bg-slate-50 px-3 py-2">
          <dl className="grid grid-cols-2 gap-2">
            {preview.figures.map((f) => (
              <div key={f.label}>
                <dt className="text-xs text-slate-500">{f.label}</dt>
                <dd className="tabular text-base font-semibold text-slate-900">{f.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-1 text-xs text-slate-600">{preview.sentence}</p>
        </div>
      ) : null}
    </>
  );
}
