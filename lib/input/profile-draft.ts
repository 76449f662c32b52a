import { getPath } from "@/lib/object-path";
import type { DemandLevel } from "@/lib/tco/demand-shape";

/**
 * The levels of a draft's `workload.profile` whose GPUs and hours are both numbers (a level still
 * being typed is left out): what the figures beside the editor's table are worked from.
 *
 * @example
 * readableLevels([{ gpus: 40, hoursPerWeek: 134.4 }, { gpus: "4x", hoursPerWeek: 33.6 }]); // [{ gpus: 40, hoursPerWeek: 134.4 }]
 */
export function readableLevels(levels: unknown): DemandLevel[] {
  if (!Array.isArray(levels)) return [];
  return levels.flatMap((level: unknown) => {
    const gpus = getPath(level, "gpus");
    const hoursPerWeek = getPath(level, "hoursPerWeek");
    return typeof gpus === "number" && typeof hoursPerWeek === "number" ? [{ gpus, hoursPerWeek }] : [];
  });
}
