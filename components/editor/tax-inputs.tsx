"use client";

import { FIELD_GROUPS, type ChoiceFieldMeta, type NumberFieldMeta, type OptionalPartMeta } from "@/lib/input/fields";
import { getPath } from "@/lib/object-path";
import { ChoiceField } from "./inputs/field-controls";
import { OptionalPart } from "./inputs/optional-part";
import { NumberField } from "./number-field";
import type { SectionInputsProps } from "./inputs/section-inputs-props";

// The tax inputs are rows of lib/input/fields.ts like every other input; this section only lays them out.
const fields = FIELD_GROUPS.find((group) => group.id === "tax")?.fields ?? [];
const toggle = fields.find((f): f is OptionalPartMeta => f.kind === "optional");
const rate = fields.find((f): f is NumberFieldMeta => f.kind === "number");
const method = fields.find((f): f is ChoiceFieldMeta => f.kind === "choice");

/**
 * The body of the "Tax" section: switched on, the results gain after-tax figures beside the
 * pre-tax ones. The inputs panel draws the section's heading and loads this when the reader acts.
 */
export function TaxInputs({ draft, errors, currencySymbol, locale, setField }: SectionInputsProps) {
  const on = getPath(draft, "tax") !== undefined;
  if (!toggle || !rate || !method) return null;
  return (
    <>
      <OptionalPart meta={toggle} on={on} replacedValue={undefined} setField={setField} />
      {on ? (
        <>
          <NumberField
            meta={rate}
            value={getPath(draft, rate.path)}
            error={errors.get(rate.path)}
            currencySymbol={currencySymbol}
            locale={locale}
            onChange={setField}
          />
          <ChoiceField
            meta={method}
            value={getPath(draft, method.path)}
            error={errors.get(method.path)}
            onChange={setField}
          />
        </>
      ) : null}
    </>
  );
}
