import type { Cloud, CloudBreakdown, Scenario } from "./types";
import { workWeight } from "./work-weight";

/**
 * Cloud price of one billed GPU-hour in a year with price factor `f`: list × (1 − discount) × f.
 *
 * @example
 * cloudHourRate({ ...cloud, pricePerGpuHour: 3, discountPct: 40 }, 1); // 1.80
 */
export function cloudHourRate(cloud: Cloud, f: number): number {
  return cloud.pricePerGpuHour * (1 - cloud.discountPct / 100) * f;
}

/**
 * GPU-hours the cloud bills in a month to serve `demand` hours of demand (owned GPU-hours) with
 * `reservedGpus` GPUs reserved: w × demand on demand (w = `workWeight`); when reserved, every hour
 * of every reserved GPU, or w × demand when that is more (the hours above the reservation are billed
 * at the same discounted rate). The cloud option reserves `workload.gpus`; the hybrid burst
 * reserves the GPUs its core does not cover, gpus − K.
 *
 * @example
 * // 10 GPUs, 730 h months, 3,650 busy hours wanted, w = 1
 * cloudBilledHours(onDemand, 3650); // 3,650
 * cloudBilledHours(reserved, 3650); // 7,300
 * cloudBilledHours(reserved, 9000); // 9,000 (the reservation plus 1,700 hours above it)
 * cloudBilledHours(reserved, 3650, 4); // 2,920 reserved hours < 3,650: 3,650
 */
export function cloudBilledHours(s: Scenario, demand: number, reservedGpus: number = s.workload.gpus): number {
  const work = workWeight(s) * demand;
  if (s.cloud.billing === "on-demand") return work;
  return Math.max(work, reservedGpus * s.assumptions.hoursPerMonth);
}

/**
 * One month of a cloud bill for `hours` billed GPU-hours, returning its total and, when `out` is
 * given, writing its lines there. `share` of the fixed monthly items (storage, egress, other) is
 * included: 1 for the cloud option, the cloud share for the hybrid burst, 0 for on-prem overflow.
 * Every cloud-priced hour in the model goes through here, so the three options price it alike.
 *
 * compute = hours × cloudHourRate; overhead = compute × overheadPct; storage, egress and other are
 * their monthly amounts × f × share; support = supportPct of the sum of the other five.
 *
 * @example
 * // 432,000 h at $3, no discount, no extras
 * cloudMonth(cloud, 432_000, 1, 1); // 1,296,000
 * // the same hours with 40% overhead and 10% support: 1,296,000 × 1.4 × 1.1 = 1,995,840
 */
export function cloudMonth(cloud: Cloud, hours: number, f: number, share: number, out?: CloudBreakdown): number {
  const compute = hours * cloudHourRate(cloud, f);
  const overhead = (compute * cloud.overheadPct) / 100;
  const storage = cloud.storageTb * cloud.storagePricePerTbMonth * f * share;
  const egress = cloud.egressTbPerMonth * cloud.egressPricePerTb * f * share;
  const other = cloud.otherMonthly * f * share;
  const beforeSupport = compute + overhead + storage + egress + other;
  const support = (beforeSupport * cloud.supportPct) / 100;
  if (out) Object.assign(out, { compute, overhead, storage, egress, other, support });
  return beforeSupport + support;
}
