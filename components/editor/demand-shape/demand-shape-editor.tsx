"use client";

import { memo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { DEMAND_TEMPLATES } from "@/lib/input/demand-templates";
import { getPath } from "@/lib/object-path";
import { readableLevels } from "@/lib/input/profile-draft";
import { HOURS_PER_WEEK, profileStats } from "@/lib/tco/demand-shape";
import { LevelInput } from "./level-input";

/** The most levels a profile may have (the contract's limit). */
export const MAX_LEVELS = 48;

type TimeUnit = "hours" | "percent";

export interface DemandShapeEditorProps {
  levels: unknown[];
  /** The fleet's GPUs (workload.gpus): templates are sized to it and busy hours a day are per GPU of it. */
  gpus: number;
  errors: Map<string, string>;
  locale: string;
  setLevels: (levels: unknown[]) => void;
}

const PERCENT_OF_WEEK = HOURS_PER_WEEK / 100;

/** The errors the schema gives for the profile, with the level named as the reader counts it (from 1). */
function profileErrors(errors: Map<string, string>): { cell: Map<string, string>; whole: string[] } {
  const cell = new Map<string, string>();
  const whole: string[] = [];
  for (const [path, message] of errors) {
    const m = /^workload\.profile\.(\d+)\.(gpus|hoursPerWeek)$/.exec(path);
    if (m) cell.set(`${m[1]}.${m[2]}`, message);
    else if (path === "workload.profile" || path.startsWith("workload.profile.") || path === "workload.gpuHoursPerDay")
      whole.push(message);
  }
  return { cell, whole };
}

/** The profile's own errors as one string: the editor redraws when they change, not when another field's do. */
const profileErrorKey = (errors: Map<string, string>) => {
  const { cell, whole } = profileErrors(errors);
  return JSON.stringify([[...cell], whole]);
};

/**
 * The levels of the week's load-duration curve as a small table (GPUs busy at once, and for how
 * long: hours a week or % of the week, the reader's choice), templates to start from, and what
 * the levels imply, worked out as they are typed. It redraws only when its own props change: its
 * 96 boxes otherwise re-rendered on every move of any slider (a price drag on a 48-level shape
 * took 52 ms to its first chart, over the 50 ms budget).
 */
export const DemandShapeEditor = memo(
  DemandShapeTable,
  (a, b) =>
    a.levels === b.levels &&
    a.gpus === b.gpus &&
    a.locale === b.locale &&
    a.setLevels === b.setLevels &&
    (a.errors === b.errors || profileErrorKey(a.errors) === profileErrorKey(b.errors)),
);

function DemandShapeTable({ levels, gpus, errors, locale, setLevels }: DemandShapeEditorProps) {
  const [unit, setUnit] = useState<TimeUnit>("hours");
  const readable = readableLevels(levels);
  const stats = profileStats(readable, gpus);
  const complete = readable.length === levels.length;
  const { cell, whole } = profileErrors(errors);
  const gap = HOURS_PER_WEEK - stats.hours;
  const hoursText = (h: number) => `${formatNumber(h, locale, 2)} h`;
  const sumMessage =
    complete && Math.abs(gap) > 0.001
      ? `Hours a week add up to ${hoursText(stats.hours)}; they must add up to 168 h (${
          gap > 0 ? `${hoursText(gap)} missing` : `${hoursText(-gap)} too many`
        }).`
      : null;
  const setLevel = (index: number, key: "gpus" | "hoursPerWeek", value: number | string) =>
    setLevels(levels.map((level, i) => (i === index ? { ...(level as object), [key]: value } : level)));
  const timeLabel = unit === "hours" ? "hours a week" : "% of the week";

  return (
    <div className="space-y-3 pb-2">
      <div role="group" aria-label="Start from a shape" className="flex flex-wrap items-center gap-1.5">
        <span className="text-xs text-slate-600">Start from:</span>
        {DEMAND_TEMPLATES.map((t) => (
          <Button
            key={t.id}
            size="sm"
            title={t.help}
            onClick={() => setLevels(t.levels(gpus, stats.busyHoursPerDay ?? 0))}
          >
            {t.label}
          </Button>
        ))}
      </div>

      <fieldset className="flex flex-wrap items-center gap-3 text-xs text-slate-700">
        <legend className="sr-only">Time as</legend>
        <span className="text-slate-600">Time as:</span>
        {(["hours", "percent"] as const).map((u) => (
          <label key={u} className="flex items-center gap-1">
            <input type="radio" name="demand-time-unit" checked={unit === u} onChange={() => setUnit(u)} />
            {u === "hours" ? "Hours a week" : "% of the week"}
          </label>
        ))}
      </fieldset>

      <table className="w-full table-fixed text-sm" aria-label="Demand levels">
        <thead>
          <tr className="text-left text-xs text-slate-500">
            <th scope="col" className="w-8 pb-1 font-medium">
              #
            </th>
            <th scope="col" className="pb-1 font-medium">
              GPUs busy
            </th>
            <th scope="col" className="pb-1 font-medium">
              {unit === "hours" ? "Hours a week" : "% of the week"}
            </th>
            <th scope="col" className="w-16 pb-1">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level, i) => (
            <tr key={i} className="align-top">
              <td className="pt-2 text-xs text-slate-500 tabular-nums">{i + 1}</td>
              <td className="py-1 pr-2">
                <LevelInput
                  value={getPath(level, "gpus")}
                  label={`Level ${i + 1}, GPUs busy`}
                  unit="GPUs"
                  locale={locale}
                  error={cell.get(`${i}.gpus`)}
                  onChange={(v) => setLevel(i, "gpus", v)}
                />
              </td>
              <td className="py-1 pr-2">
                <LevelInput
                  key={unit}
                  value={getPath(level, "hoursPerWeek")}
                  label={`Level ${i + 1}, ${timeLabel}`}
                  unit={unit === "hours" ? "h" : "%"}
                  locale={locale}
                  percent={unit === "percent"}
                  show={unit === "percent" ? (h) => h / PERCENT_OF_WEEK : undefined}
                  store={unit === "percent" ? (p) => (p * HOURS_PER_WEEK) / 100 : undefined}
                  error={cell.get(`${i}.hoursPerWeek`)}
                  onChange={(v) => setLevel(i, "hoursPerWeek", v)}
                />
              </td>
              <td className="py-1 text-right">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove level ${i + 1}`}
                  disabled={levels.length <= 1}
                  onClick={() => setLevels(levels.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          disabled={levels.length >= MAX_LEVELS}
          onClick={() => setLevels([...levels, { gpus: 0, hoursPerWeek: Math.max(0, Math.round(gap * 1000) / 1000) }])}
        >
          Add a level
        </Button>
        <span className="text-xs text-slate-500">
          {levels.length} of {MAX_LEVELS} levels; order doesn&apos;t matter.
        </span>
      </div>

      {sumMessage ? (
        <p role="alert" className="text-xs text-red-700" data-testid="demand-hours-sum">
          {sumMessage}
        </p>
      ) : null}
      {whole.map((message) => (
        <Alert key={message} tone="error" className="text-xs">
          {message}
        </Alert>
      ))}

      <dl
        data-testid="demand-stats"
        aria-live="polite"
        className="grid grid-cols-3 gap-2 rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-600"
      >
        <div>
          <dt>Peak</dt>
          <dd className="text-sm font-semibold text-slate-900 tabular-nums">
            {formatNumber(stats.peak, locale, 1)} GPUs
          </dd>
        </div>
        <div>
          <dt>Average busy</dt>
          <dd className="text-sm font-semibold text-slate-900 tabular-nums">
            {formatNumber(stats.average, locale, 1)} GPUs
          </dd>
        </div>
        <div>
          <dt>Busy hours a day</dt>
          <dd className="text-sm font-semibold text-slate-900 tabular-nums" data-testid="demand-busy-hours">
            {stats.busyHoursPerDay === null ? "–" : `${formatNumber(stats.busyHoursPerDay, locale, 2)} h`}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-500">
        Busy hours a day per GPU of the fleet ({formatNumber(gpus, locale, 0)} GPUs) follow from the levels; the
        fleet&apos;s GPUs stay what on-prem owns, and demand above them overflows to the cloud.
      </p>
    </div>
  );
}
