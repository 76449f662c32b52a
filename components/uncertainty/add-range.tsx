"use client";

import { useState } from "react";
import { fieldLabel, fieldMeta } from "@/lib/input/fields";
import type { Formatter } from "@/lib/format/formatter";
import { formatFieldValue } from "@/lib/report/value-words";
import type { Scenario, UncertainInput, UncertaintyRange } from "@/lib/tco/types";
import { UNCERTAIN_INPUTS, uncertainValue } from "@/lib/tco/uncertainty/inputs";
import { suggestedRange } from "@/lib/tco/uncertainty/suggest";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

/**
 * An input's value with its unit, as the assumptions tables print it.
 *
 * @example
 * inputValue("cloud.pricePerGpuHour", 3, f); // "$3.00/h"
 */
export function inputValue(input: string, value: number, f: Formatter): string {
  return formatFieldValue(value, input === "onPrem.capex" ? "money" : (fieldMeta(input)?.unit ?? "count"), f);
}

function available(s: Scenario, input: UncertainInput, used: ReadonlySet<string>): boolean {
  if (used.has(input)) return false;
  if (input === "onPrem.capex") return uncertainValue(s, input) > 0;
  if (input === "onPrem.opex.power.pricePerKwh") return s.onPrem.opex.power !== undefined;
  return true;
}

/**
 * Picks an input to give a range. The starting range is the suggestion shown beside the button
 * (for example the cloud price ±25%): it is added only when the user presses "Add range", and
 * can be edited right after.
 */
export function AddRange({
  scenario,
  used,
  full,
  f,
  onAdd,
}: {
  scenario: Scenario;
  used: ReadonlySet<string>;
  full: boolean;
  f: Formatter;
  onAdd: (range: UncertaintyRange) => void;
}) {
  const choices = UNCERTAIN_INPUTS.filter((input) => available(scenario, input, used));
  const [picked, setPicked] = useState<UncertainInput | "">("");
  const input = picked && choices.includes(picked) ? picked : (choices[0] ?? "");
  if (full) return <p className="text-xs text-slate-500">Twelve ranges is the most a simulation takes.</p>;
  if (!input) return <p className="text-xs text-slate-500">Every input that can vary has a range.</p>;
  const suggestion = suggestedRange(scenario, input);
  const value = uncertainValue(scenario, input);
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-md border border-dashed border-slate-300 px-3 py-2">
      <Label size="sm" quiet>
        Input to vary
        <Select
          value={input}
          onChange={(e) => setPicked(e.target.value as UncertainInput)}
          className="mt-0.5 block py-1"
        >
          {choices.map((c) => (
            <option key={c} value={c}>
              {fieldLabel(c)}
            </option>
          ))}
        </Select>
      </Label>
      <p className="w-full text-xs text-slate-600 sm:w-auto sm:min-w-0 sm:flex-1" data-testid="uncertainty-suggestion">
        {suggestion
          ? `Starts at ${inputValue(input, suggestion.low, f)} – ${inputValue(input, suggestion.high, f)} ` +
            `(${suggestion.basis} around ${inputValue(input, value, f)}); edit it after adding.`
          : "No starting range fits this value; set low and high after adding."}
      </p>
      <button
        type="button"
        onClick={() =>
          onAdd({ input, low: suggestion?.low ?? value, high: suggestion?.high ?? value, distribution: "triangular" })
        }
        className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700"
      >
        Add range
      </button>
    </div>
  );
}
