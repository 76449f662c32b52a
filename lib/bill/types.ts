import type { Scenario } from "@/lib/tco/types";

/**
 * A GPU rule: a Usage row whose `column` contains `contains` (any case) is a GPU row with
 * `gpusPerUnit` GPUs per unit of usage (an 8-GPU instance-hour is 8 GPU-hours).
 *
 * @example
 * const rule: GpuRule = { column: "ChargeDescription", contains: "p5.48xlarge", gpusPerUnit: 8 };
 */
export interface GpuRule {
  column: string;
  contains: string;
  gpusPerUnit: number;
}

/** A rule that ships with the app: what it counts and the public page its GPU count is from. */
export interface BuiltInRule extends GpuRule {
  provider: string;
  gpu: string;
  source: string;
}

/** A rule's share of the bill: the rows it matched (with usable hours), their GPU-hours and cost. */
export interface RuleTotal extends GpuRule {
  /** "user" for a rule the user gave, else the built-in rule's source page. */
  source: string;
  /** The GPU model a built-in rule names ("H100"); absent for the user's rules, which name none. */
  gpu?: string;
  rows: number;
  gpuHours: number;
  effectiveCost: number;
}

/** Compute Usage rows no rule matched, grouped by the value of `column` (`key`). */
export interface UnmatchedCompute {
  key: string;
  column: string;
  rows: number;
  effectiveCost: number;
}

/** The bill's GPU side (contract: "Bill import (FOCUS)"). Ratios are null when their divisor is 0 or unknown. */
export interface BillGpu {
  gpuHours: number;
  effectiveCost: number;
  listCost: number | null;
  effectivePricePerGpuHour: number | null;
  listPricePerGpuHour: number | null;
  discountPct: number | null;
  /** Why the scenario's price is the effective one and not ListCost with its discount; null when ListCost is used. */
  listUnusable: string | null;
  committedPct: number;
  spotPct: number;
  peakGpus: number;
  gpuHoursPerDay: number;
  /**
   * The bill's demand profile: 24 levels from the busiest hours down, each a 24th of the period
   * (hoursPerWeek 7), for the scenario's `workload.profile` (contract: "Bill import (FOCUS)").
   */
  profile: { gpus: number; hoursPerWeek: number }[];
  byRule: RuleTotal[];
}

/** Something the reader wants the person to know: a code for programs, a sentence for people. */
export interface BillNote {
  code: string;
  message: string;
}

/**
 * How the scenario's owned side was priced: the catalog server for the bill's GPU model, as many
 * whole servers as the peak needs, or (`entry` null) no catalog server for that model.
 */
export interface BillOwnedFleet {
  /** The GPU model most of the bill's GPU-hours ran on, null when no rule names one. */
  gpu: string | null;
  /** The catalog entry, null when the catalog has none for `gpu`. */
  entry: {
    id: string;
    system: string;
    gpusPerServer: number;
    listPrice: number | null;
    fullLoadWatts: number | null;
  } | null;
  servers: number;
  /** In words, for the page and the scenario's description. */
  basis: string;
}

/** The summary of a FOCUS file and the scenario it gives. */
export interface Bill {
  currency: string;
  /** ISO 8601 instants (UTC); days fractional. */
  period: { start: string; end: string; days: number };
  rows: { read: number; gpu: number; tax: number; skipped: Record<string, number> };
  /** listCost is null when the file has no ListCost column. */
  totals: { billedCost: number; effectiveCost: number; listCost: number | null; tax: number };
  gpu: BillGpu;
  otherMonthly: { storage: number; networking: number; other: number };
  unmatchedCompute: UnmatchedCompute[];
  /** What the person should know before trusting the figures (a short sample, a cut-off file…). */
  warnings: BillNote[];
  /** Why the bill gives no scenario (no GPU rows), null when it gives one. */
  noScenario: BillNote | null;
  /** How the owned side was priced; null with no scenario. */
  ownedFleet: BillOwnedFleet | null;
  /** The scenario the bill gives, null when `noScenario` says why not. */
  scenario: Scenario | null;
}

/** Why a file was refused, in words for the person who gave it. */
export class BillRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BillRefused";
  }
}
