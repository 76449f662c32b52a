"use client";

import dynamic from "next/dynamic";
import { useCallback } from "react";
import { getPath } from "@/lib/object-path";
import { DEMAND_TEMPLATES } from "@/lib/input/demand-templates";
import { readableLevels } from "@/lib/input/profile-draft";
import { profileStats } from "@/lib/tco/demand-shape";
import { CheckboxField } from "../inputs/field-controls";

// The levels' table loads only when a scenario has a shape: most open flat, and the editor's first load stays small.
const DemandShapeEditor = dynamic(() => import("./demand-shape-editor").then((m) => m.DemandShapeEditor), {
  loading: () => (
    <p role="status" className="py-2 text-xs text-slate-500">
      Loading the demand shape…
    </p>
  ),
});

export interface DemandShapeSectionProps {
  draft: unknown;
  errors: Map<string, string>;
  locale: string;
  setField: (path: string, value: unknown) => void;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/**
 * "Demand shape" in the workload group: off, the workload is flat (busy hours a day, typed); on,
 * the levels of a week's load-duration curve are typed and busy hours a day is derived from them.
 */
export function DemandShapeSection({ draft, errors, locale, setField }: DemandShapeSectionProps) {
  const profile = getPath(draft, "workload.profile");
  const on = Array.isArray(profile);
  const gpus = numberOr(getPath(draft, "workload.gpus"), 1);
  const setLevels = useCallback((next: unknown[]) => setField("workload.profile", next), [setField]);
  return (
    <div data-testid="demand-shape">
      <CheckboxField
        label="Demand has a shape over the week"
        help="Type how many GPUs are busy at once and for how long: how many to own follows from the shape, not the average."
        checked={on}
        onChange={(checked) => {
          if (checked) {
            const flat = DEMAND_TEMPLATES[0]!.levels(gpus, numberOr(getPath(draft, "workload.gpuHoursPerDay"), 0));
            setField("workload.profile", flat);
            setField("workload.gpuHoursPerDay", undefined);
          } else {
            // Back to flat with the same busy hours a day, so the figures stay where the shape left them.
            const derived = profileStats(readableLevels(profile), gpus).busyHoursPerDay ?? 0;
            setField("workload.gpuHoursPerDay", Math.round(derived * 1e6) / 1e6);
            setField("workload.profile", undefined);
          }
        }}
      />
      {on ? (
        <DemandShapeEditor
          levels={profile as unknown[]}
          gpus={gpus}
          errors={errors}
          locale={locale}
          setLevels={setLevels}
        />
      ) : null}
    </div>
  );
}
