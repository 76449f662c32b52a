"use client";

import dynamic from "next/dynamic";
import { Alert } from "@/components/ui/alert";
import { FIELD_GROUPS, type OptionalPartMeta } from "@/lib/input/fields";
import { getPath } from "@/lib/object-path";
import { OptionalPart } from "../inputs/optional-part";
import type { SectionInputsProps } from "../inputs/section-inputs-props";

// The intensity fields and their sourced picks load only when carbon is switched on: the editor's first load stays small.
const CarbonEditor = dynamic(() => import("./carbon-editor").then((m) => m.CarbonEditor), {
  loading: () => (
    <p role="status" className="py-2 text-xs text-slate-500">
      Loading the energy and carbon inputs…
    </p>
  ),
});

const toggle = FIELD_GROUPS.find((group) => group.id === "carbon")?.fields.find(
  (f): f is OptionalPartMeta => f.kind === "optional",
);

/**
 * The body of the "Energy and carbon" section: switched on, the results gain each option's kWh and
 * tonnes CO2e and, with a price per tonne, a carbon line in every option's costs. The inputs panel
 * draws the section's heading and loads this when the reader acts.
 */
export function CarbonInputs(props: SectionInputsProps) {
  const { draft, errors, setField } = props;
  const on = getPath(draft, "carbon") !== undefined;
  const refusal = errors.get("carbon");
  if (!toggle) return null;
  return (
    <div data-testid="carbon-section">
      <OptionalPart meta={toggle} on={on} replacedValue={undefined} setField={setField} />
      {refusal ? (
        <Alert tone="error" className="mb-2 text-xs">
          {refusal.replace(
            /^carbon needs onPrem\.opex\.power.*$/,
            "Switch on metered power (On-prem opex) first: the owned GPUs' energy comes from their watts and PUE.",
          )}
        </Alert>
      ) : null}
      {on ? <CarbonEditor {...props} /> : null}
    </div>
  );
}
