import { simulate } from "./cash-flows";
import { capexTotal, withCapexTotal } from "./capex-total";
import { clampToRange, FIELD_RANGES, type NumericField } from "./ranges";
import type { Scenario, SensitivityEntry, SensitivityInput } from "./types";
import { withGpuHoursPerDay } from "./utilization-break-even";

/**
 * One what-if: an input's value, the lower and higher values tried, and the scenarios with them.
 *
 * @example
 * // cloud price $3.00 → low $2.40, high $3.60
 * const c: SensitivityCase = { input: "cloud.pricePerGpuHour", value: 3, lowValue: 2.4, highValue: 3.6,
 *   lowScenario, highScenario };
 */
export interface SensitivityCase {
  input: SensitivityInput;
  value: number;
  lowValue: number;
  highValue: number;
  lowScenario: Scenario;
  highScenario: Scenario;
}

interface Lever {
  input: SensitivityInput;
  value: (s: Scenario) => number;
  set: (s: Scenario, value: number) => Scenario;
  range?: NumericField;
}

// In the order the contract lists them, which is also the order ties keep.
const LEVERS: Lever[] = [
  {
    input: "cloud.pricePerGpuHour",
    value: (s) => s.cloud.pricePerGpuHour,
    set: (s, v) => ({ ...s, cloud: { ...s.cloud, pricePerGpuHour: v } }),
    range: "cloud.pricePerGpuHour",
  },
  {
    input: "workload.gpuHoursPerDay",
    value: (s) => s.workload.gpuHoursPerDay,
    set: withGpuHoursPerDay,
    range: "workload.gpuHoursPerDay",
  },
  {
    input: "onPrem.capex",
    value: capexTotal,
    set: withCapexTotal,
  },
  {
    input: "onPrem.opex.staff.costPerFte",
    value: (s) => s.onPrem.opex.staff.costPerFte,
    set: (s, v) => {
      const opex = s.onPrem.opex;
      return { ...s, onPrem: { ...s.onPrem, opex: { ...opex, staff: { ...opex.staff, costPerFte: v } } } };
    },
    range: "onPrem.opex.staff.costPerFte",
  },
  {
    input: "onPrem.opex.power.pricePerKwh",
    value: (s) => s.onPrem.opex.power?.pricePerKwh ?? 0,
    set: (s, v) => {
      const opex = s.onPrem.opex;
      const power = opex.power && { ...opex.power, pricePerKwh: v };
      return { ...s, onPrem: { ...s.onPrem, opex: { ...opex, power } } };
    },
    range: "onPrem.opex.power.pricePerKwh",
  },
  {
    input: "onPrem.opex.maintenancePct",
    value: (s) => s.onPrem.opex.maintenancePct,
    set: (s, v) => ({ ...s, onPrem: { ...s.onPrem, opex: { ...s.onPrem.opex, maintenancePct: v } } }),
    range: "onPrem.opex.maintenancePct",
  },
  {
    input: "cloud.discountPct",
    value: (s) => s.cloud.discountPct,
    set: (s, v) => ({ ...s, cloud: { ...s.cloud, discountPct: v } }),
    range: "cloud.discountPct",
  },
];

const horizonRange = FIELD_RANGES.horizonYears;

/**
 * The what-ifs the sensitivity analysis runs: each listed input that is non-zero, 20% lower and
 * 20% higher (relative), clamped to its field's range; horizonYears one year shorter and longer
 * within 1–10 (always included: it is never 0).
 *
 * @example
 * sensitivityCases(s).map((c) => [c.input, c.lowValue, c.highValue]);
 * // [["cloud.pricePerGpuHour", 2.4, 3.6], ["workload.gpuHoursPerDay", 19.2, 24], …, ["horizonYears", 2, 4]]
 */
export function sensitivityCases(s: Scenario): SensitivityCase[] {
  const cases: SensitivityCase[] = [];
  for (const lever of LEVERS) {
    const value = lever.value(s);
    if (value === 0) continue;
    const clamp = (v: number): number => (lever.range ? clampToRange(lever.range, v) : v);
    const lowValue = clamp(value * 0.8);
    const highValue = clamp(value * 1.2);
    cases.push({
      input: lever.input,
      value,
      lowValue,
      highValue,
      lowScenario: lever.set(s, lowValue),
      highScenario: lever.set(s, highValue),
    });
  }
  const lowValue = Math.max(horizonRange.min, s.horizonYears - 1);
  const highValue = Math.min(horizonRange.max, s.horizonYears + 1);
  cases.push({
    input: "horizonYears",
    value: s.horizonYears,
    lowValue,
    highValue,
    lowScenario: { ...s, horizonYears: lowValue },
    highScenario: { ...s, horizonYears: highValue },
  });
  return cases;
}

function savings(s: Scenario): number {
  const totals = simulate(s, undefined, { hybrid: false });
  return totals.cloud - totals.onPrem;
}

/**
 * savings.total for each what-if of `sensitivityCases`, sorted by |high − low|, largest first;
 * ties keep the contract's order.
 *
 * @example
 * sensitivity(s)[0]; // { input: "cloud.pricePerGpuHour", low: 25.8e6, high: 45.8e6 }
 */
export function sensitivity(s: Scenario): SensitivityEntry[] {
  return sensitivityCases(s)
    .map((c) => ({ input: c.input, low: savings(c.lowScenario), high: savings(c.highScenario) }))
    .sort((a, b) => Math.abs(b.high - b.low) - Math.abs(a.high - a.low));
}
