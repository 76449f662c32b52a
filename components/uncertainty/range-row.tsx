"use client";

import { useState } from "react";
import { RangeNumber, type RangeNumberFormat } from "./range-number";
import { fieldLabel } from "@/lib/input/fields";
import type { Distribution, UncertaintyRange } from "@/lib/tco/types";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

export interface RangeRowProps {
  index: number;
  input: string;
  low: unknown;
  high: unknown;
  distribution: Distribution;
  /** The scenario's value, formatted: the most likely value of the range. */
  likely: string;
  /** Shape errors of this range by field (low, high, input, distribution). */
  errors: Partial<Record<"low" | "high" | "input" | "distribution", string>>;
  /** Set when the scenario's value has left the range: the range it would take to hold it again. */
  widen: { range: UncertaintyRange; words: string } | null;
  misfit: string | null;
  /** Set while Low is not below High (both formatted): shown on the end last typed in. */
  outOfOrder: { low: string; high: string } | null;
  /** Replaces fields of this range (low, high, distribution), or the whole range. */
  onChange: (patch: Partial<Record<"low" | "high" | "distribution", unknown>> | UncertaintyRange) => void;
  onRemove: () => void;
  /** How the Low and High boxes read and show numbers (the input's unit, the scenario's currency). */
  format: RangeNumberFormat;
}

/** One range: low / likely (the scenario's value, read-only) / high, its shape, and its problems. */
export function RangeRow({
  index,
  input,
  low,
  high,
  distribution,
  likely,
  errors,
  widen,
  misfit,
  outOfOrder,
  onChange,
  onRemove,
  format,
}: RangeRowProps) {
  const label = fieldLabel(input);
  const [typedIn, setTypedIn] = useState<"low" | "high">("high");
  const order =
    outOfOrder &&
    (typedIn === "high"
      ? `High must be above Low: ${outOfOrder.high} is not above ${outOfOrder.low}`
      : `Low must be below High: ${outOfOrder.low} is not below ${outOfOrder.high}`);
  const lowError = errors.low ?? (order && typedIn === "low" ? order : undefined);
  const highError = errors.high ?? (order && typedIn === "high" ? order : undefined);
  const message = errors.input ?? lowError ?? highError ?? errors.distribution;
  return (
    <li
      className={`rounded-md border px-3 py-2 ${misfit ? "border-amber-400 bg-amber-50" : "border-slate-200 bg-white"}`}
      data-testid={`uncertainty-range-${index}`}
      aria-label={`Range on ${label}`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-800">{label}</span>
        <button
          type="button"
          onClick={onRemove}
          className="text-xs text-slate-500 underline hover:text-slate-800"
          aria-label={`Remove the range on ${label}`}
        >
          Remove
        </button>
      </div>
      <div className="mt-1 flex flex-wrap items-end gap-2">
        <RangeNumber
          label="Low"
          name={`Low, ${label}`}
          value={low}
          error={lowError}
          format={format}
          onChange={(v) => {
            setTypedIn("low");
            onChange({ low: v });
          }}
        />
        <div className="w-28">
          <span className="block text-xs text-slate-600">Likely (scenario)</span>
          <span
            className="tabular mt-0.5 block rounded-md border border-transparent px-2 py-1 text-right text-sm text-slate-700"
            data-testid={`uncertainty-likely-${index}`}
          >
            {likely}
          </span>
        </div>
        <RangeNumber
          label="High"
          name={`High, ${label}`}
          value={high}
          error={highError}
          format={format}
          onChange={(v) => {
            setTypedIn("high");
            onChange({ high: v });
          }}
        />
        <Label size="sm" quiet>
          Shape
          <Select
            value={distribution}
            onChange={(e) => onChange({ distribution: e.target.value })}
            className="mt-0.5 block py-1"
            aria-label={`Shape of the range on ${label}`}
          >
            <option value="triangular">Triangular (peaks at likely)</option>
            <option value="uniform">Uniform (flat)</option>
          </Select>
        </Label>
      </div>
      {message ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {message}
        </p>
      ) : null}
      {misfit ? (
        <div role="status" className="mt-1 flex flex-wrap items-center gap-2 text-xs text-amber-950">
          <span>{misfit} The results above still follow your inputs; only the simulation waits.</span>
          {widen ? (
            <button
              type="button"
              onClick={() => onChange(widen.range)}
              className="rounded-md border border-amber-500 bg-white px-2 py-0.5 font-medium"
            >
              Widen to {widen.words}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
