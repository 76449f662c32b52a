import type { DemandLevel, Scenario } from "./types";

/** Hours in a week: a profile's hoursPerWeek add up to this. */
const WEEK = 168;

/**
 * A month's demand profile as the model prices it (contract, "Demand profile"): level k holds
 * `hours[k]` = hoursPerWeek_k ÷ 168 × hoursPerMonth hours of the month, and `gpus[k]` GPUs busy at
 * once in year 1 at the scenario's own utilization. `perDemandHour` turns a month's demand into the
 * factor that scales every level to it: a year's growth G(y) and a changed gpuHoursPerDay (h ÷ h0)
 * both scale every level, and both scale the month's demand alike, so level k in a month of demand
 * D holds gpus[k] × D × perDemandHour GPUs.
 *
 * @example
 * // worked check 5: 100 GPUs for 33.6 h, 40 for 134.4 h, 730-hour months
 * const l = monthLevels(s)!; // { gpus: [100, 40], hours: [146, 584], perDemandHour: 1 / 37,960 }
 */
export interface MonthLevels {
  gpus: Float64Array;
  hours: Float64Array;
  perDemandHour: number;
  /** The same levels by height, for {@link cappedSum}: `served` in a few steps, not one per level. */
  byHeight: LevelSums;
}

/**
 * Levels sorted by GPUs, lowest first, with running sums: `below[m]` = Σ_{i<m} gpus_i × hours_i and
 * `hoursBelow[m]` = Σ_{i<m} hours_i. Made once per profile.
 */
export interface LevelSums {
  gpus: Float64Array;
  below: Float64Array;
  hoursBelow: Float64Array;
}

/**
 * Sorts levels by height and sums them up, for {@link cappedSum}.
 *
 * @example
 * levelSums([100, 40], [146, 584]); // gpus [40, 100], below [0, 23,360, 37,960], hoursBelow [0, 584, 730]
 */
export function levelSums(gpus: ArrayLike<number>, hours: ArrayLike<number>): LevelSums {
  const order = Array.from({ length: gpus.length }, (_, k) => k).sort((a, b) => gpus[a]! - gpus[b]!);
  const sorted = new Float64Array(order.length);
  const below = new Float64Array(order.length + 1);
  const hoursBelow = new Float64Array(order.length + 1);
  order.forEach((k, m) => {
    sorted[m] = gpus[k]!;
    below[m + 1] = below[m]! + gpus[k]! * hours[k]!;
    hoursBelow[m + 1] = hoursBelow[m]! + hours[k]!;
  });
  return { gpus: sorted, below, hoursBelow };
}

/**
 * Σ_k min(a × gpus_k, cap) × hours_k for a ≥ 0 and cap ≥ 0, in O(log n): the levels at or below
 * cap ÷ a count whole (a × their sum), every higher one counts cap for its hours. This is what the
 * core serves, and what sizes it: right-sizing asks it for 100 splits × every year, so the 48-level
 * loop it replaces was most of a profiled scenario's time (docs/performance.md). Equal to the loop
 * up to rounding (property test).
 *
 * @example
 * // check 5 (levels 100 GPUs × 146 h, 40 × 584 h), a = 1: a core of 40 serves 40 × 730 = 29,200
 * cappedSum(levelSums([100, 40], [146, 584]), 1, 40); // 29,200
 */
export function cappedSum(l: LevelSums, a: number, cap: number): number {
  const n = l.gpus.length;
  // m: how many levels a × gpus ≤ cap (sorted, so a prefix).
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a * l.gpus[mid]! <= cap) lo = mid + 1;
    else hi = mid;
  }
  return a * l.below[lo]! + cap * (l.hoursBelow[n]! - l.hoursBelow[lo]!);
}

/**
 * The scenario's profile as month levels, or undefined when demand is flat (no profile).
 *
 * @example
 * monthLevels(s)?.hours; // [146, 584] for worked check 5 at 730 h
 */
export function monthLevels(s: Scenario): MonthLevels | undefined {
  const profile = s.workload.profile;
  if (!profile) return undefined;
  // Right-sizing prices 101 splits of one workload: make its levels once.
  const hpm = s.assumptions.hoursPerMonth;
  const cached = CACHE.get(profile);
  if (cached?.hpm === hpm) return cached.levels;
  const levels = makeLevels(profile, hpm);
  CACHE.set(profile, { hpm, levels });
  return levels;
}

const CACHE = new WeakMap<readonly DemandLevel[], { hpm: number; levels: MonthLevels }>();

function makeLevels(profile: readonly DemandLevel[], hoursPerMonth: number): MonthLevels {
  const gpus = new Float64Array(profile.length);
  const hours = new Float64Array(profile.length);
  let base = 0;
  profile.forEach((l, k) => {
    gpus[k] = l.gpus;
    hours[k] = (l.hoursPerWeek / WEEK) * hoursPerMonth;
    base += l.gpus * hours[k]!;
  });
  return { gpus, hours, perDemandHour: base > 0 ? 1 / base : 0, byHeight: levelSums(gpus, hours) };
}

/**
 * served(K): the GPU-hours that `k` GPUs serve in a month of `demand` hours when only `share` of
 * every level reaches them (1 − edgePct for the hybrid's core and burst, 1 otherwise):
 * Σ_k min(share × level_k, K) × H_k.
 *
 * @example
 * // check 5, year 1 (demand 37,960 h): 40 GPUs serve 40 × 730 = 29,200 h; 100 serve all 37,960
 * served(l, 37_960, 40, 1); // 29,200
 */
export function served(l: MonthLevels, demand: number, k: number, share = 1): number {
  return cappedSum(l.byHeight, share * demand * l.perDemandHour, k);
}

/**
 * Reserved cloud hours billed in a month with `reserved` GPUs reserved every hour: those hours,
 * plus in each level the hours of the GPUs above them, w × (what reaches the cloud) − reserved.
 * `floor` GPUs of every level are served elsewhere first (the hybrid's core K; 0 for the cloud option).
 *
 * @example
 * // cloud option, check 5 reserved: 100 × 730 (no level is above 100 GPUs)
 * reservedBilledHours(l, 37_960, 100, 0, 1, 1); // 73,000
 */
export function reservedBilledHours(
  l: MonthLevels,
  demand: number,
  reserved: number,
  floor: number,
  share: number,
  w: number,
): number {
  const scale = share * demand * l.perDemandHour;
  let hours = 0;
  let total = 0;
  for (let j = 0; j < l.gpus.length; j++) {
    const above = w * Math.max(0, scale * l.gpus[j]! - floor) - reserved;
    if (above > 0) total += above * l.hours[j]!;
    hours += l.hours[j]!;
  }
  return reserved * hours + total;
}

/**
 * The hybrid core's size with a profile: the smallest whole K ≥ 0 whose served share of year 1's
 * curve (from the bottom, (1 − e) of every level) reaches p of its GPU-hours, ignoring a relative
 * shortfall below 1e-9; then at most `gpus`. 0 when p = 0.
 *
 * @example
 * // check 5: p = 0.76 → 40 GPUs (40 × 168 = 6,720 ≥ 0.76 × 8,736); p = 0.77 → 41; p = 0.70 → 37
 * profileCoreGpus(profile, 0.76, 0, 100); // 40
 * // `scale` multiplies every level: h ÷ h0 when gpuHoursPerDay moved from the profile's own h0 to h
 */
export function profileCoreGpus(
  profile: readonly DemandLevel[],
  p: number,
  e: number,
  gpus: number,
  scale = 1,
): number {
  if (p <= 0) return 0;
  const week = weekSums(profile);
  const n = week.gpus.length;
  const a = (1 - e) * scale;
  const target = p * scale * week.below[n]! * (1 - 1e-9);
  let lo = 0;
  let hi = Math.ceil(a * (week.gpus[n - 1] ?? 0));
  if (cappedSum(week, a, hi) < target) return Math.min(hi, gpus);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (cappedSum(week, a, mid) >= target) hi = mid;
    else lo = mid + 1;
  }
  return Math.min(lo, gpus);
}

// A profile's levels by height in GPU-hours of the week, made once: right-sizing sizes 100 cores on one profile.
const WEEK_SUMS = new WeakMap<readonly DemandLevel[], LevelSums>();

function weekSums(profile: readonly DemandLevel[]): LevelSums {
  let sums = WEEK_SUMS.get(profile);
  if (!sums) {
    sums = levelSums(
      profile.map((l) => l.gpus),
      profile.map((l) => l.hoursPerWeek),
    );
    WEEK_SUMS.set(profile, sums);
  }
  return sums;
}
