import type { Scenario, UncertainInput } from "../types";
import { capexTotal, withCapexTotal } from "../capex-total";

interface Lever {
  value: (s: Scenario) => number;
  set: (s: Scenario, value: number) => Scenario;
}

function withOpex(s: Scenario, patch: Partial<Scenario["onPrem"]["opex"]>): Scenario {
  return { ...s, onPrem: { ...s.onPrem, opex: { ...s.onPrem.opex, ...patch } } };
}

type Section = "cloud" | "workload" | "assumptions";
type NumberKey<S extends Section> = {
  [K in keyof Scenario[S]]-?: Scenario[S][K] extends number ? K : never;
}[keyof Scenario[S]];

/** The lever of a number one level down, `section.key`. */
function plain<S extends Section>(section: S, key: NumberKey<S>): Lever {
  return {
    // NumberKey admits only the keys whose value is a number; TypeScript can't follow that through the index.
    value: (s) => s[section][key] as number,
    set: (s, v) => ({ ...s, [section]: { ...s[section], [key]: v } }),
  };
}

const LEVERS: Record<UncertainInput, Lever> = {
  "cloud.pricePerGpuHour": plain("cloud", "pricePerGpuHour"),
  "cloud.discountPct": plain("cloud", "discountPct"),
  "cloud.priceChangePctPerYear": plain("cloud", "priceChangePctPerYear"),
  "workload.gpuHoursPerDay": plain("workload", "gpuHoursPerDay"),
  "workload.growthPctPerYear": plain("workload", "growthPctPerYear"),
  "onPrem.capex": { value: capexTotal, set: withCapexTotal },
  "onPrem.opex.staff.costPerFte": {
    value: (s) => s.onPrem.opex.staff.costPerFte,
    set: (s, v) => withOpex(s, { staff: { ...s.onPrem.opex.staff, costPerFte: v } }),
  },
  "onPrem.opex.power.pricePerKwh": {
    value: (s) => s.onPrem.opex.power?.pricePerKwh ?? 0,
    set: (s, v) => withOpex(s, { power: s.onPrem.opex.power && { ...s.onPrem.opex.power, pricePerKwh: v } }),
  },
  "onPrem.opex.maintenancePct": {
    value: (s) => s.onPrem.opex.maintenancePct,
    set: (s, v) => withOpex(s, { maintenancePct: v }),
  },
  "assumptions.discountRatePct": plain("assumptions", "discountRatePct"),
  "assumptions.opexInflationPct": plain("assumptions", "opexInflationPct"),
};

/**
 * Every input a range may name, in the contract's order.
 *
 * @example
 * UNCERTAIN_INPUTS[0]; // "cloud.pricePerGpuHour"
 */
export const UNCERTAIN_INPUTS = Object.keys(LEVERS) as UncertainInput[];

/**
 * Whether `input` is one of the inputs a range may name.
 *
 * @example
 * isUncertainInput("onPrem.capex"); // true
 * isUncertainInput("horizonYears"); // false
 */
export function isUncertainInput(input: string): input is UncertainInput {
  return Object.hasOwn(LEVERS, input);
}

/**
 * The scenario's own value of an input: the most likely value of its range. onPrem.capex is
 * the sum of the four capex lines; a scenario without `power` has a power price of 0.
 *
 * @example
 * uncertainValue(s, "onPrem.capex"); // 5,000,000 (compute + storage + network + facility)
 */
export function uncertainValue(s: Scenario, input: UncertainInput): number {
  return LEVERS[input].value(s);
}

/**
 * A copy of the scenario with one input set to a drawn value. onPrem.capex scales the four lines
 * by value ÷ their sum, so it needs a non-zero capex (validation refuses a range on zero capex).
 *
 * @example
 * withUncertainValue(s, "onPrem.capex", 6e6).onPrem.capex.compute; // compute × 6/5 when the sum is 5M
 */
export function withUncertainValue(s: Scenario, input: UncertainInput, value: number): Scenario {
  return LEVERS[input].set(s, value);
}
