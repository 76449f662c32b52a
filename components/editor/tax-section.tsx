"use client";

import { useId } from "react";
import { getPath } from "@/lib/object-path";
import { DEFAULTS } from "@/lib/tco/defaults";
import { NumberField } from "./number-field";

// The US federal corporate rate: a starting point the user is expected to change.
const DEFAULT_TAX = { ratePct: 21, depreciation: DEFAULTS.tax.depreciation };

const METHODS = [
  { value: "straight-line", label: "Straight-line over the hardware lifetime" },
  { value: "macrs-5", label: "MACRS 5-year (US, half-year convention)" },
  { value: "expensed", label: "Expensed when bought (100% bonus)" },
] as const;

const RATE_META = {
  path: "tax.ratePct",
  label: "Marginal tax rate",
  unit: "percent",
  help: "Income tax on the last dollar of profit, 0–60%.",
  min: 0,
  max: 60,
} as const;

/**
 * The optional tax inputs: switched on, the results gain after-tax figures beside the pre-tax ones.
 * Lives in its own file so the inputs panel mounts it with one line.
 */
export function TaxSection({ draft, errors, currencySymbol, setField }: { draft: unknown; errors: Map<string, string>; currencySymbol: string; setField: (path: string, value: unknown) => void }) {
  const toggleId = useId();
  const methodId = useId();
  const tax = getPath(draft, "tax");
  const errorCount = [...errors.keys()].filter((path) => path === "tax" || path.startsWith("tax.")).length;
  const methodError = errors.get("tax.depreciation");
  return (
    <details open={tax !== undefined || errorCount > 0} className="group border-b border-slate-200 last:border-b-0">
      <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-sm font-semibold text-slate-900 select-none">
        <span>Tax</span>
        <span className="flex items-center gap-2">
          {errorCount > 0 ? <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">{errorCount} to fix</span> : null}
          <span aria-hidden className="text-slate-400 transition group-open:rotate-90">›</span>
        </span>
      </summary>
      <div className="pb-3">
        <div className="flex items-start gap-2 py-2">
          <input id={toggleId} type="checkbox" className="mt-0.5 h-4 w-4 accent-slate-700" checked={tax !== undefined} onChange={(e) => setField("tax", e.target.checked ? DEFAULT_TAX : undefined)} />
          <div>
            <label htmlFor={toggleId} className="text-sm font-medium text-slate-800">
              Show after-tax figures
            </label>
            <p className="text-xs text-slate-500">Running costs and cloud bills are deductible when paid; owned hardware is deducted as it depreciates.</p>
          </div>
        </div>
        {tax !== undefined ? (
          <>
            <NumberField meta={RATE_META} value={getPath(draft, "tax.ratePct")} error={errors.get("tax.ratePct")} currencySymbol={currencySymbol} onChange={setField} />
            <div className="py-2">
              <label htmlFor={methodId} className="block text-sm font-medium text-slate-800">
                Tax depreciation
              </label>
              <select
                id={methodId}
                className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:ring-2 focus:ring-slate-400 focus:outline-none"
                value={String(getPath(draft, "tax.depreciation") ?? DEFAULTS.tax.depreciation)}
                onChange={(e) => setField("tax.depreciation", e.target.value)}
              >
                {METHODS.map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.label}
                  </option>
                ))}
              </select>
              {methodError ? (
                <p role="alert" className="mt-1 text-xs text-red-700">
                  {methodError}
                </p>
              ) : (
                <p className="mt-1 text-xs text-slate-500">How hardware and facility are deducted; the P&amp;L view uses the same method.</p>
              )}
            </div>
          </>
        ) : null}
      </div>
    </details>
  );
}
