import { CAPEX_TOTAL_RANGE, FIELD_RANGES, type FieldRange } from "../ranges";
import type { Scenario, UncertainInput, UncertaintyRange } from "../types";
import { uncertainValue } from "./inputs";

/**
 * A starting range the editor offers for an input (the user picks it explicitly; nothing is applied
 * on its own), with the words that say how it was made.
 *
 * @example
 * const s: SuggestedRange = { low: 2.25, high: 3.75, basis: "±25%" };
 */
export interface SuggestedRange {
  low: number;
  high: number;
  basis: string;
}

type Rule =
  { kind: "relative"; down: number; up: number; ifZero: number } | { kind: "points"; down: number; up: number };

// Relative spreads for amounts (capex overruns and power prices skew up), points for rates.
const RULES: Record<UncertainInput, Rule> = {
  "cloud.pricePerGpuHour": { kind: "relative", down: 0.25, up: 0.25, ifZero: 1 },
  "cloud.discountPct": { kind: "points", down: 10, up: 10 },
  "cloud.priceChangePctPerYear": { kind: "points", down: 10, up: 5 },
  "workload.gpuHoursPerDay": { kind: "relative", down: 0.25, up: 0.1, ifZero: 4 },
  "workload.growthPctPerYear": { kind: "points", down: 20, up: 20 },
  "onPrem.capex": { kind: "relative", down: 0.1, up: 0.3, ifZero: 0 },
  "onPrem.opex.staff.costPerFte": { kind: "relative", down: 0.2, up: 0.2, ifZero: 100_000 },
  "onPrem.opex.power.pricePerKwh": { kind: "relative", down: 0.2, up: 0.5, ifZero: 0.1 },
  "onPrem.opex.maintenancePct": { kind: "relative", down: 0.25, up: 0.25, ifZero: 5 },
  "assumptions.discountRatePct": { kind: "points", down: 3, up: 3 },
  "assumptions.opexInflationPct": { kind: "points", down: 2, up: 5 },
};

function fieldBounds(input: UncertainInput): { min: number; max: number } {
  const range: FieldRange = input === "onPrem.capex" ? CAPEX_TOTAL_RANGE : FIELD_RANGES[input];
  return { min: range.min, max: range.max ?? Infinity };
}

const pct = (f: number) => `${Math.round(f * 100)}%`;

/**
 * A range end to three significant figures, rounded away from the value so the range still holds
 * it: $2.99 ± 25% is offered as 2.24 to 3.74, not 2.2425 to 3.7375.
 *
 * @example
 * roundOut(2.2425, "down"); // 2.24
 * roundOut(3.7375, "up");   // 3.74
 */
function roundOut(x: number, direction: "down" | "up"): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  const step = 10 ** (Math.floor(Math.log10(Math.abs(x))) - 2);
  // The quotient is cleaned of floating-point noise first, so 2.25 / 0.01 = 224.99999… stays 225.
  const steps = Number((x / step).toPrecision(12));
  const rounded = (direction === "down" ? Math.floor(steps) : Math.ceil(steps)) * step;
  return Number(rounded.toPrecision(12));
}

/**
 * The starting range offered for `input` around the scenario's value: amounts move by a share of
 * themselves (cloud price ±25%, capex −10%/+30%, power price −20%/+50%, …), rates by points
 * (discount rate ±3 points, …), both kept inside the field's range; an amount of 0 is offered
 * 0 to a round figure. Null when no range can hold the value (capex of 0 cannot be scaled).
 *
 * @example
 * suggestedRange(s, "cloud.pricePerGpuHour");       // { low: 2.25, high: 3.75, basis: "±25%" }   at $3.00
 * suggestedRange(s, "assumptions.discountRatePct"); // { low: 5, high: 11, basis: "−3 / +3 points" } at 8%
 * suggestedRange(s, "workload.gpuHoursPerDay");     // { low: 18, high: 24, basis: "−25% / +10%" } at 24 h (capped at 24)
 */
export function suggestedRange(s: Scenario, input: UncertainInput): SuggestedRange | null {
  const value = uncertainValue(s, input);
  const rule = RULES[input];
  const { min, max } = fieldBounds(input);
  let low: number;
  let high: number;
  let basis: string;
  if (rule.kind === "points") {
    [low, high] = [value - rule.down, value + rule.up];
    basis = `−${rule.down} / +${rule.up} points`;
  } else if (value === 0) {
    if (rule.ifZero === 0) return null;
    [low, high] = [0, rule.ifZero];
    basis = "from 0";
  } else {
    [low, high] = [value * (1 - rule.down), value * (1 + rule.up)];
    basis = rule.down === rule.up ? `±${pct(rule.down)}` : `−${pct(rule.down)} / +${pct(rule.up)}`;
  }
  low = Math.max(min, roundOut(low, "down"));
  high = Math.min(max, roundOut(high, "up"));
  return low < high ? { low, high, basis } : null;
}

/**
 * The range stretched just enough to hold the scenario's value again, after the input moved
 * outside it: the editor offers this, and only the simulation waits until it is accepted.
 *
 * @example
 * widenedRange({ input: "cloud.pricePerGpuHour", low: 2.25, high: 3.75, distribution: "triangular" }, 4.2);
 * // { …, low: 2.25, high: 4.2 }
 */
export function widenedRange(range: UncertaintyRange, value: number): UncertaintyRange {
  return { ...range, low: Math.min(range.low, value), high: Math.max(range.high, value) };
}
