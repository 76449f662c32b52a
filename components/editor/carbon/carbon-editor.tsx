"use client";

import { useId } from "react";
import { CLOUD_GPU_HOUR_ENERGY, GRID_INTENSITIES, type CarbonDefault } from "@/lib/catalog/carbon-defaults";
import { FIELD_GROUPS, type NumberFieldMeta } from "@/lib/input/fields";
import { getPath } from "@/lib/object-path";
import { NumberField } from "../number-field";
import type { SectionInputsProps } from "../inputs/section-inputs-props";

const fields = (FIELD_GROUPS.find((group) => group.id === "carbon")?.fields ?? []).filter(
  (f): f is NumberFieldMeta => f.kind === "number",
);

// Which sourced figures each field can start from.
const PICKS: Partial<Record<string, readonly CarbonDefault[]>> = {
  "carbon.onPremKgPerKwh": GRID_INTENSITIES,
  "carbon.cloudKgPerKwh": GRID_INTENSITIES,
  "carbon.cloudKwhPerGpuHour": CLOUD_GPU_HOUR_ENERGY,
};

function SourcedPick({
  path,
  label,
  value,
  picks,
  setField,
}: {
  path: string;
  label: string;
  value: unknown;
  picks: readonly CarbonDefault[];
  setField: (path: string, value: unknown) => void;
}) {
  const id = useId();
  const picked = picks.find((p) => p.value === value);
  return (
    <div className="-mt-1 mb-3 text-xs text-slate-600">
      <label htmlFor={id} className="sr-only">
        {`Public figure for ${label}`}
      </label>
      <select
        id={id}
        className="w-full rounded border border-slate-300 bg-white px-2 py-1 text-xs"
        value={picked?.id ?? ""}
        onChange={(e) => {
          const pick = picks.find((p) => p.id === e.target.value);
          if (pick) setField(path, pick.value);
        }}
      >
        <option value="">{picked ? "" : "Pick a public figure…"}</option>
        {picks.map((p) => (
          <option key={p.id} value={p.id}>
            {`${p.label} (${p.value})`}
          </option>
        ))}
      </select>
      {picked ? (
        <p className="mt-1" data-testid={`carbon-source-${path}`}>
          Source:{" "}
          <a className="underline" href={picked.url} target="_blank" rel="noreferrer">
            {picked.source}
          </a>
          , {picked.asOf}.{picked.note ? ` ${picked.note}` : ""}
        </p>
      ) : null}
    </div>
  );
}

/** The carbon inputs, each grid figure with a pick of public ones and its source and date. */
export function CarbonEditor({ draft, errors, currencySymbol, locale, setField }: SectionInputsProps) {
  return (
    <>
      {fields.map((meta) => {
        const value = getPath(draft, meta.path);
        const picks = PICKS[meta.path];
        return (
          <div key={meta.path}>
            <NumberField
              meta={meta}
              value={value}
              error={errors.get(meta.path)}
              currencySymbol={currencySymbol}
              locale={locale}
              onChange={setField}
            />
            {picks ? (
              <SourcedPick path={meta.path} label={meta.label} value={value} picks={picks} setField={setField} />
            ) : null}
          </div>
        );
      })}
    </>
  );
}
