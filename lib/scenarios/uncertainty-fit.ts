import { CAPEX_TOTAL_RANGE, FIELD_RANGES, type FieldRange } from "@/lib/tco/ranges";
import type { Scenario, UncertainInput } from "@/lib/tco/types";
import { uncertainValue } from "@/lib/tco/uncertainty/inputs";
import type { FieldError } from "@/lib/validation/field-error";

/*
 * Whether each Monte Carlo range fits its scenario. Plain TypeScript, apart from the schema in
 * ./uncertainty.ts, so the editor checks its ranges without loading zod.
 */

/** A number as the messages write it: en-US, up to six decimals. */
export function words(value: number): string {
  return value.toLocaleString("en-US", { maximumFractionDigits: 6 });
}

function fieldRange(input: UncertainInput): FieldRange {
  return input === "onPrem.capex" ? CAPEX_TOTAL_RANGE : FIELD_RANGES[input];
}

/**
 * Checks each range of the scenario's `uncertainty` against the scenario itself: the scenario's
 * value (after defaults) must lie in [low, high], both ends inside the field's range, a range on
 * onPrem.capex needs a non-zero capex and one on the power price needs a `power` object. Empty
 * when every range fits (or there is no `uncertainty`).
 *
 * @example
 * uncertaintyErrors({ ...s, uncertainty: { runs: 10000, seed: 1, ranges: [{ input: "cloud.pricePerGpuHour", low: 3.5, high: 4, distribution: "uniform" }] } });
 * // [{ path: "uncertainty.ranges.0.low", code: "range_misfit", message: "uncertainty.ranges.0.low (cloud.pricePerGpuHour) must be at most the scenario's value 3: it is 3.5" }]
 */
export function uncertaintyErrors(s: Scenario): FieldError[] {
  const errors: FieldError[] = [];
  s.uncertainty?.ranges.forEach((range, i) => {
    const at = `uncertainty.ranges.${i}`;
    const name = `(${range.input})`;
    if (range.input === "onPrem.capex" && uncertainValue(s, range.input) === 0) {
      errors.push({
        path: `${at}.input`,
        code: "range_misfit",
        message: `${at}.input ${name} needs a non-zero capex to scale`,
      });
      return;
    }
    if (range.input === "onPrem.opex.power.pricePerKwh" && s.onPrem.opex.power === undefined) {
      errors.push({
        path: `${at}.input`,
        code: "range_misfit",
        message: `${at}.input ${name} needs the power inputs (onPrem.opex.power)`,
      });
      return;
    }
    const { min, max } = fieldRange(range.input);
    if (range.low < min)
      errors.push({
        path: `${at}.low`,
        code: "range_misfit",
        message: `${at}.low ${name} must be ${words(min)} or more`,
      });
    if (max !== undefined && range.high > max) {
      errors.push({
        path: `${at}.high`,
        code: "range_misfit",
        message: `${at}.high ${name} must be ${words(max)} or less`,
      });
    }
    const value = uncertainValue(s, range.input);
    if (range.low > value) {
      errors.push({
        path: `${at}.low`,
        code: "range_misfit",
        message: `${at}.low ${name} must be at most the scenario's value ${words(value)}: it is ${words(range.low)}`,
      });
    }
    if (range.high < value) {
      errors.push({
        path: `${at}.high`,
        code: "range_misfit",
        message: `${at}.high ${name} must be at least the scenario's value ${words(value)}: it is ${words(range.high)}`,
      });
    }
  });
  return errors;
}
