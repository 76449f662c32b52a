"use client";

import { memo, useDeferredValue, useMemo } from "react";
import { AddRange, inputValue } from "./add-range";
import { RangeNumber, rangeFormat } from "./range-number";
import { RangeRow } from "./range-row";
import { SimulationStatus } from "./simulation-status";
import { UncertaintyResults } from "./uncertainty-results";
import { useMonteCarlo } from "./use-monte-carlo";
import { FanChart } from "@/components/charts/lazy-charts";
import { getPath } from "@/lib/object-path";
import { createFormatter, type Formatter } from "@/lib/format/formatter";
import { fanTitle } from "@/lib/report/uncertainty";
import type {
  Distribution,
  MonthRow,
  OptionLabels,
  Scenario,
  TcoResult,
  UncertaintyRange,
  UncertaintyResult,
} from "@/lib/tco/types";
import { isUncertainInput, uncertainValue } from "@/lib/tco/uncertainty/inputs";
import { widenedRange } from "@/lib/tco/uncertainty/suggest";
import { uncertaintyErrors } from "@/lib/scenarios/uncertainty-fit";
import { Card } from "@/components/ui/card";

export interface UncertaintyPanelProps {
  /** The editor's working copy, as typed. */
  draft: unknown;
  /** The draft parsed (ranges not yet checked against the values), or null while it has errors: the simulation waits. */
  parsed: Scenario | null;
  /** The scenario the results show and its deterministic result, for the line on the fan chart. */
  shown: Scenario;
  result: TcoResult;
  errors: Map<string, string>;
  setField: (path: string, value: unknown) => void;
  locale: string;
}

type RawRange = { input?: unknown; low?: unknown; high?: unknown; distribution?: unknown };

// "uncertainty.ranges.0.low (cloud.pricePerGpuHour) must be …" reads, inside the range's own row, "Low must be …".
function rowMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const plain = message.replace(
    /^uncertainty\.ranges\.\d+\.(\w+)(?: \([^)]*\))?:? ?/,
    (_, field: string) => `${field[0]!.toUpperCase()}${field.slice(1)} `,
  );
  return plain;
}

const Figures = memo(function Figures({
  u,
  months,
  currency,
  locale,
  preTax,
  labels,
}: {
  u: UncertaintyResult;
  months: MonthRow[];
  currency: string;
  locale: string;
  preTax: boolean;
  labels?: OptionLabels;
}) {
  return (
    <>
      <UncertaintyResults u={u} currency={currency} locale={locale} preTax={preTax} labels={labels} />
      <figure className="mt-3" data-testid="chart-fan">
        <figcaption className="text-sm font-semibold text-slate-900">{fanTitle(labels)}</figcaption>
        <FanChart fan={u.cumulativeSavings} months={months} currency={currency} locale={locale} />
      </figure>
    </>
  );
});

function misfitWords(
  s: Scenario,
  range: UncertaintyRange,
  f: Formatter,
): { misfit: string; widen: { range: UncertaintyRange; words: string } | null } {
  const value = uncertainValue(s, range.input);
  const words = (v: number) => inputValue(range.input, v, f);
  if (value >= range.low && value <= range.high)
    return { misfit: "This range does not fit the scenario.", widen: null };
  const wider = widenedRange(range, value);
  return {
    misfit: `The scenario's value ${words(value)} is outside ${words(range.low)} – ${words(range.high)}.`,
    widen: { range: wider, words: `${words(wider.low)} – ${words(wider.high)}` },
  };
}

/**
 * The editor's "Uncertainty" panel: ranges on the inputs the user is unsure of, the Monte Carlo
 * simulation of them (run in a Web Worker, newest inputs first), and its figures and fan chart.
 * An input moved outside its range never blocks the deterministic results: the range is marked
 * with an offer to widen it, and only the simulation waits.
 */
export function UncertaintyPanel({ draft, parsed, shown, result, errors, setField, locale }: UncertaintyPanelProps) {
  const f = useMemo(() => createFormatter(shown.currency, locale), [shown.currency, locale]);
  const raw = getPath(draft, "uncertainty") as { runs?: unknown; seed?: unknown; ranges?: unknown } | undefined;
  const rawRanges: RawRange[] = Array.isArray(raw?.ranges) ? (raw.ranges as RawRange[]) : [];
  const misfits = useMemo(() => (parsed ? uncertaintyErrors(parsed) : []), [parsed]);
  const runnable = parsed?.uncertainty && misfits.length === 0 ? parsed : null;
  const mc = useMonteCarlo(runnable);
  // The fan chart redraws from a deferred copy: a slider move paints the main charts first.
  const deferredMonths = useDeferredValue(result.months);

  const used = new Set(rawRanges.map((r) => String(r.input)));
  const add = (range: UncertaintyRange) => {
    if (!raw) setField("uncertainty", { runs: 10_000, seed: 1, ranges: [range] });
    else setField("uncertainty.ranges", [...rawRanges, range]);
  };
  // Ranges are replaced as a whole list: a dot path into an array would turn it into an object.
  const change = (index: number, patch: RawRange) => {
    setField(
      "uncertainty.ranges",
      rawRanges.map((r, i) => (i === index ? { ...r, ...patch } : r)),
    );
  };
  const remove = (index: number) => {
    const rest = rawRanges.filter((_, i) => i !== index);
    setField(rest.length === 0 ? "uncertainty" : "uncertainty.ranges", rest.length === 0 ? undefined : rest);
  };

  // Errors in the ranges alone leave the rest of the scenario valid: only the simulation waits.
  const rangesOnly = [...errors.keys()].every((path) => path.startsWith("uncertainty"));
  const waiting = !raw
    ? null
    : !parsed
      ? rangesOnly
        ? "The simulation waits until the range marked above is fixed."
        : "The simulation waits until every input is valid."
      : misfits.length > 0
        ? `The simulation waits: ${misfits.length === 1 ? "one range does" : `${misfits.length} ranges do`} not fit the ` +
          `scenario (marked below).`
        : null;
  // The rows stay while anything is being fixed (a row that vanished would take the cursor and
  // the next keystroke with it); likely values come from the scenario the results show.
  const basis = parsed ?? shown;
  const listError = errors.get("uncertainty.ranges") ?? errors.get("uncertainty");

  return (
    <Card as="section" aria-labelledby="uncertainty-heading" data-testid="uncertainty-panel">
      <h2 id="uncertainty-heading" className="text-sm font-semibold text-slate-900">
        Uncertainty
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        Give a low and a high for the inputs you are unsure of; the most likely value is the scenario&apos;s own. Each
        run draws every range and recomputes the whole model.
      </p>
      <div className="mt-3 space-y-2">
        {rawRanges.length > 0 ? (
          <ul className="space-y-2">
            {rawRanges.map((r, i) => {
              const input = String(r.input);
              const range = parsed?.uncertainty?.ranges[i];
              const fit =
                parsed && range && misfits.some((m) => m.path.startsWith(`uncertainty.ranges.${i}.`))
                  ? misfitWords(parsed, range, f)
                  : null;
              const rowError = (key: string) => rowMessage(errors.get(`uncertainty.ranges.${i}.${key}`));
              // Low not below High is the pair's problem: the row shows it on the end being typed.
              const outOfOrder =
                typeof r.low === "number" && typeof r.high === "number" && !(r.low < r.high) && isUncertainInput(input);
              const otherMisfit = misfits.find((m) => m.path.startsWith(`uncertainty.ranges.${i}.`) && !fit?.widen);
              return (
                <RangeRow
                  key={`${input}-${i}`}
                  index={i}
                  input={input}
                  low={r.low}
                  high={r.high}
                  distribution={(r.distribution as Distribution | undefined) ?? "triangular"}
                  likely={isUncertainInput(input) ? inputValue(input, uncertainValue(basis, input), f) : "—"}
                  errors={{
                    low: outOfOrder ? undefined : rowError("low"),
                    high: rowError("high"),
                    input: rowError("input"),
                    distribution: rowError("distribution"),
                  }}
                  outOfOrder={
                    outOfOrder
                      ? { low: inputValue(input, r.low as number, f), high: inputValue(input, r.high as number, f) }
                      : null
                  }
                  misfit={fit ? (fit.widen ? fit.misfit : (rowMessage(otherMisfit?.message) ?? fit.misfit)) : null}
                  widen={fit?.widen ?? null}
                  onChange={(patch) => change(i, patch)}
                  onRemove={() => remove(i)}
                  format={rangeFormat(input, shown.currency, locale)}
                />
              );
            })}
          </ul>
        ) : null}
        {listError ? (
          <p role="alert" className="text-xs text-red-700">
            {listError}
          </p>
        ) : null}
        <AddRange scenario={basis} used={used} full={rawRanges.length >= 12} f={f} onAdd={add} />
        {raw ? (
          <div className="flex flex-wrap items-end gap-3">
            <RangeNumber
              label="Runs"
              format={{ locale }}
              value={raw.runs}
              error={errors.get("uncertainty.runs")}
              onChange={(v) => setField("uncertainty.runs", v)}
            />
            <RangeNumber
              label="Seed"
              format={{ locale }}
              value={raw.seed}
              error={errors.get("uncertainty.seed")}
              onChange={(v) => setField("uncertainty.seed", v)}
              width="w-36"
            />
            <p className="w-full text-xs text-slate-500 sm:w-auto sm:min-w-0 sm:flex-1">
              {errors.get("uncertainty.runs") ??
                errors.get("uncertainty.seed") ??
                "The same seed and runs give the same figures everywhere: here, the API, the CLI and the PDF."}
            </p>
          </div>
        ) : null}
      </div>
      <div className="mt-3 space-y-3">
        <SimulationStatus running={mc.running} done={mc.done} runs={mc.runs} waiting={waiting} error={mc.error} f={f} />
        {raw && mc.result ? (
          <div
            className={mc.stale ? "opacity-60" : ""}
            aria-busy={mc.stale}
            data-testid="uncertainty-results"
            data-stale={mc.stale ? "true" : "false"}
            data-worker-ms={mc.ms ?? undefined}
          >
            <Figures
              u={mc.result}
              months={deferredMonths}
              currency={shown.currency}
              locale={locale}
              preTax={result.afterTax !== undefined}
              labels={shown.labels}
            />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
