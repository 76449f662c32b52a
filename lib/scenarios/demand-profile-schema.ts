import { z } from "zod/mini";
import type { DemandLevel } from "@/lib/tco/types";
import { coded, messageNumber, typeError } from "@/lib/scenarios/schema-fields";

/** Levels a profile may hold (a bill gives 24; 48 is half-hours of a day). */
export const MAX_PROFILE_LEVELS = 48;
const HOURS_PER_WEEK = 168;
const HOURS_TOLERANCE = 0.001;

function level(field: "gpus" | "hoursPerWeek") {
  const path = `workload.profile.${field}`;
  const number = z.number({ error: typeError(path, "a number") });
  return field === "gpus"
    ? number.check(z.minimum(0, { error: `${path} must be 0 or more (GPUs busy at once)` }))
    : number.check(z.gt(0, { error: `${path} must be more than 0 (hours of the week)` }));
}

/**
 * The GPU-hours a day per GPU a profile implies for `gpus` GPUs: Σ gpus_k × hoursPerWeek_k ÷ 7 ÷ gpus.
 *
 * @example
 * impliedGpuHoursPerDay([{ gpus: 100, hoursPerWeek: 33.6 }, { gpus: 40, hoursPerWeek: 134.4 }], 100); // 12.48
 */
export function impliedGpuHoursPerDay(profile: readonly DemandLevel[], gpus: number): number {
  let gpuHours = 0;
  for (const l of profile) gpuHours += l.gpus * l.hoursPerWeek;
  return gpuHours / 7 / gpus;
}

/**
 * `workload.profile`: 1–48 levels { gpus ≥ 0, hoursPerWeek > 0 }, the hours adding up to 168 within
 * 0.001 and some demand (Σ gpus × hoursPerWeek > 0). Each message names the field and what it expects.
 *
 * @example
 * demandProfileSchema.safeParse([{ gpus: 10, hoursPerWeek: 100 }]).success; // false: "… add up to 168 … is 100"
 */
export const demandProfileSchema = z
  .array(
    z.strictObject(
      { gpus: level("gpus"), hoursPerWeek: level("hoursPerWeek") },
      {
        error: (issue) => {
          if (issue.code === "unrecognized_keys")
            return `${issue.keys.map((k) => `workload.profile.${k}`).join(", ")} is not a known field (a level has gpus and hoursPerWeek)`;
          return "workload.profile levels must be objects { gpus, hoursPerWeek }";
        },
      },
    ),
    { error: "workload.profile must be a list of levels { gpus, hoursPerWeek }" },
  )
  .check(
    z.minLength(1, { error: "workload.profile must have at least 1 level" }),
    z.maxLength(MAX_PROFILE_LEVELS, { error: `workload.profile must have at most ${MAX_PROFILE_LEVELS} levels` }),
    z.superRefine((levels, ctx) => {
      let hours = 0;
      let gpuHours = 0;
      for (const l of levels) {
        hours += l.hoursPerWeek;
        gpuHours += l.gpus * l.hoursPerWeek;
      }
      if (Math.abs(hours - HOURS_PER_WEEK) > HOURS_TOLERANCE)
        ctx.addIssue({
          code: "custom",
          message: `workload.profile hoursPerWeek must add up to 168 (the hours of a week); they add up to ${messageNumber(hours)}`,
          params: { code: "profile_hours_sum", sum: hours },
          input: levels,
        });
      if (!(gpuHours > 0))
        ctx.addIssue({
          code: "custom",
          message: "workload.profile must have some demand: Σ gpus × hoursPerWeek must be more than 0",
          params: coded("invalid"),
          input: levels,
        });
    }),
  );
