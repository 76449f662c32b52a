/**
 * What a demand profile (a week's load-duration curve, `workload.profile`) looks like to a reader:
 * its peak, average and busy hours a day, each GPU's busy share of the week, the curve as a chart's
 * series, and the busy share above which owning a GPU pays. Pure and small: the editor runs it on
 * every keystroke and the chart on every slider step.
 */

/** One level of a profile: during `hoursPerWeek` hours of every week, `gpus` GPUs are busy at once. */
export interface DemandLevel {
  gpus: number;
  hoursPerWeek: number;
}

/** Hours in a week: a profile's levels add up to this. */
export const HOURS_PER_WEEK = 168;

/** What a profile implies, as the editor shows it under the levels. */
export interface ProfileStats {
  /** The most GPUs busy at once. */
  peak: number;
  /** GPUs busy on average over the week: Σ gpus × hoursPerWeek / 168. */
  average: number;
  /** Σ gpus × hoursPerWeek: the week's busy GPU-hours. */
  gpuHoursPerWeek: number;
  /** Σ hoursPerWeek (168 when the profile is complete). */
  hours: number;
  /**
   * Busy hours a day per GPU of capacity: Σ gpus × hoursPerWeek / 7 / capacity (the
   * `workload.gpuHoursPerDay` the profile implies); null without a capacity above 0.
   */
  busyHoursPerDay: number | null;
}

/**
 * Peak, average and busy hours a day of a profile for a fleet of `capacity` GPUs.
 *
 * @example
 * // worked check 5: 100 GPUs for 33.6 h, 40 for 134.4 h, a fleet of 100
 * profileStats([{ gpus: 100, hoursPerWeek: 33.6 }, { gpus: 40, hoursPerWeek: 134.4 }], 100);
 * // { peak: 100, average: 52, gpuHoursPerWeek: 8,736, hours: 168, busyHoursPerDay: 12.48 }
 */
export function profileStats(levels: readonly DemandLevel[], capacity: number): ProfileStats {
  let peak = 0;
  let gpuHoursPerWeek = 0;
  let hours = 0;
  for (const { gpus, hoursPerWeek } of levels) {
    peak = Math.max(peak, gpus);
    gpuHoursPerWeek += gpus * hoursPerWeek;
    hours += hoursPerWeek;
  }
  return {
    peak,
    average: gpuHoursPerWeek / HOURS_PER_WEEK,
    gpuHoursPerWeek,
    hours,
    busyHoursPerDay: capacity > 0 ? gpuHoursPerWeek / 7 / capacity : null,
  };
}

/**
 * The levels from the busiest down (ties keep their order): the load-duration curve's order.
 *
 * @example
 * byLoad([{ gpus: 40, hoursPerWeek: 134.4 }, { gpus: 100, hoursPerWeek: 33.6 }])[0].gpus; // 100
 */
export function byLoad(levels: readonly DemandLevel[]): DemandLevel[] {
  return levels
    .map((level, i) => ({ level, i }))
    .sort((a, b) => b.level.gpus - a.level.gpus || a.i - b.i)
    .map((x) => x.level);
}

/**
 * The share of the week (0–1) during which the n-th GPU (1-based) is busy, the GPUs counted from
 * the bottom of the curve: Σ_k clamp(scale × gpus_k − (n − 1), 0, 1) × hoursPerWeek_k / 168. A
 * fractional level keeps its last GPU busy for that fraction of its hours. `scale` is the share of
 * each level the GPUs see (1 − edgePct/100 for the hybrid's core and burst).
 *
 * @example
 * const week = [{ gpus: 100, hoursPerWeek: 33.6 }, { gpus: 40, hoursPerWeek: 134.4 }];
 * busyShare(week, 40);  // 1   (GPU 40 is busy all week)
 * busyShare(week, 41);  // 0.2 (GPU 41 only in the 33.6 peak hours)
 */
export function busyShare(levels: readonly DemandLevel[], n: number, scale = 1): number {
  let hours = 0;
  for (const { gpus, hoursPerWeek } of levels) hours += Math.min(1, Math.max(0, scale * gpus - (n - 1))) * hoursPerWeek;
  return hours / HOURS_PER_WEEK;
}

/**
 * One step of the load-duration chart: from `share` (percent of the week) to the next point's,
 * `total` GPUs are busy, of which the owned core serves `core`, the cloud burst `burst` and the
 * edge `edge` (core + burst + edge = total).
 */
export interface LoadDurationPoint {
  share: number;
  total: number;
  core: number;
  burst: number;
  edge: number;
}

/**
 * The load-duration curve as a step series for a chart: levels from the busiest down along the
 * week (x in percent), each split into the edge's even share (edgePct of every level), the owned
 * core (up to `coreGpus` of the rest) and the cloud burst above it. A last point at 100% closes
 * the final step. Year-1 levels (growth scales every level alike).
 *
 * @example
 * loadDurationSeries([{ gpus: 100, hoursPerWeek: 33.6 }, { gpus: 40, hoursPerWeek: 134.4 }], 40, 0);
 * // [{ share: 0, total: 100, core: 40, burst: 60, edge: 0 },
 * //  { share: 20, total: 40, core: 40, burst: 0, edge: 0 },
 * //  { share: 100, total: 40, core: 40, burst: 0, edge: 0 }]
 */
export function loadDurationSeries(
  levels: readonly DemandLevel[],
  coreGpus: number,
  edgePct: number,
): LoadDurationPoint[] {
  const e = edgePct / 100;
  const points: LoadDurationPoint[] = [];
  let hours = 0;
  const point = (share: number, total: number): LoadDurationPoint => {
    const edge = e * total;
    const core = Math.min(total - edge, coreGpus);
    return { share, total, core, burst: total - edge - core, edge };
  };
  const sorted = byLoad(levels).filter((level) => level.hoursPerWeek > 0);
  for (const { gpus, hoursPerWeek } of sorted) {
    points.push(point((hours / HOURS_PER_WEEK) * 100, gpus));
    hours += hoursPerWeek;
  }
  const last = sorted.at(-1);
  if (last) points.push(point(100, last.gpus));
  return points;
}

/**
 * A scenario's demand profile, or undefined when its demand is flat.
 *
 * @example
 * profileOf(s)?.length; // 24 for a scenario made from an hourly bill
 */
export function profileOf(s: { workload: object }): DemandLevel[] | undefined {
  const profile = (s.workload as { profile?: unknown }).profile;
  return Array.isArray(profile) ? (profile as DemandLevel[]) : undefined;
}
