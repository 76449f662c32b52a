import { HOURS_PER_WEEK, type DemandLevel } from "@/lib/tco/demand-shape";

/** A starting shape for the demand editor, sized to the fleet. */
export interface DemandTemplate {
  id: "flat" | "office" | "training";
  label: string;
  /** One line under the choice: what the shape means. */
  help: string;
  levels: (gpus: number, gpuHoursPerDay: number) => DemandLevel[];
}

const whole = (n: number) => Math.max(0, Math.round(n));

/**
 * Every GPU busy the same hours a day (today's flat model as a profile): all `gpus` for
 * 7 × gpuHoursPerDay hours a week, none the rest.
 */
function flat(gpus: number, gpuHoursPerDay: number): DemandLevel[] {
  const busy = Math.min(HOURS_PER_WEEK, Math.max(0, 7 * gpuHoursPerDay));
  const levels = [{ gpus, hoursPerWeek: busy }];
  if (busy < HOURS_PER_WEEK) levels.push({ gpus: 0, hoursPerWeek: HOURS_PER_WEEK - busy });
  return levels.filter((level) => level.hoursPerWeek > 0);
}

/**
 * The shapes a finance reader knows. Each is sized to the fleet's GPUs and can be edited level by
 * level afterwards.
 *
 * @example
 * DEMAND_TEMPLATES[2].levels(100, 12).map((l) => [l.gpus, l.hoursPerWeek]); // [[100, 33.6], [40, 134.4]]
 */
export const DEMAND_TEMPLATES: readonly DemandTemplate[] = [
  {
    id: "flat",
    label: "Flat",
    help: "Every GPU busy the same hours each day: today's busy hours a day, as one level.",
    levels: flat,
  },
  {
    id: "office",
    label: "Office hours and nights",
    help: "All GPUs busy 10 hours on weekdays, a third of them at nights and weekends.",
    levels: (gpus) => [
      { gpus, hoursPerWeek: 50 },
      { gpus: whole(gpus / 3), hoursPerWeek: 118 },
    ],
  },
  {
    id: "training",
    label: "Steady training, deadline bursts",
    help: "40% of the GPUs train all week; all of them run in the bursts before deadlines, 20% of the time.",
    levels: (gpus) => [
      { gpus, hoursPerWeek: 33.6 },
      { gpus: whole(gpus * 0.4), hoursPerWeek: 134.4 },
    ],
  },
];
