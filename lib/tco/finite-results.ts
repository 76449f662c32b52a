import type { TcoResult } from "./result-types";

/**
 * Thrown when a scenario's results hold a number that is not finite. The schema's bounds keep
 * every accepted scenario finite; this is the model's own guard for one that bypassed them, so
 * that no caller ever reads NaN as a total (JSON writes it as null) next to a recommendation.
 *
 * @example
 * new NonFiniteResultError("totals.cloud", Infinity).message;
 * // "The scenario's results are not finite numbers (totals.cloud is Infinity): an input is too large for the model"
 */
export class NonFiniteResultError extends Error {
  constructor(
    readonly path: string,
    readonly value: number,
  ) {
    super(`The scenario's results are not finite numbers (${path} is ${value}): an input is too large for the model`);
    this.name = "NonFiniteResultError";
  }
}

/** Throws naming `path.key` (or `key` at the top) for the first own number of `figures` that is not finite; null and absent pass. */
function checkFigures(path: string, figures: object | null | undefined): void {
  if (!figures) return;
  const values = figures as Record<string, unknown>;
  for (const key in values) {
    const value = values[key];
    if (typeof value === "number" && !Number.isFinite(value))
      throw new NonFiniteResultError(path ? `${path}.${key}` : key, value);
  }
}

/**
 * Returns `result` unchanged when every figure a NaN or an Infinity must reach is finite; else
 * throws {@link NonFiniteResultError} naming the first that is not. Every cost line of every
 * month is added into that month's option totals (and so into the running totals, the horizon
 * totals and the NPVs), so the month rows stand for the lines and the breakdown; each what-if
 * (sensitivity, right-sizing, after tax, financing) is checked by its own figures. This looks at
 * about a thousand numbers where a walk of the whole result read every line of every month.
 *
 * @example
 * assertFinite(computeTco(s));                                  // returned as is
 * assertFinite({ ...r, totals: { ...r.totals, cloud: Infinity } }); // throws: totals.cloud is Infinity
 */
export function assertFinite(result: TcoResult): TcoResult {
  const { months } = result;
  for (let m = 0; m < months.length; m++) {
    const row = months[m]!;
    const c = row.cumulative;
    // 0 × x is 0 for every finite x and NaN otherwise: one test a month, and a name only when it fails.
    const probe =
      0 * row.cloud + 0 * row.onPrem + 0 * row.hybrid + 0 * row.savings + 0 * c.cloud + 0 * c.onPrem + 0 * c.hybrid;
    if (probe !== 0) {
      checkFigures(`months.${m}`, row);
      checkFigures(`months.${m}.cumulative`, c);
    }
  }
  const { afterTax, rightSizing } = result;
  const headline: [string, object | null | undefined][] = [
    ["totals", result.totals],
    ["npv", result.npv],
    ["savings", result.savings],
    ["", result],
    ["costPerGpuHour", result.costPerGpuHour],
    ["costPerUnit", result.costPerUnit],
    ["afterTax.totals", afterTax?.totals],
    ["afterTax.npv", afterTax?.npv],
    ["afterTax.savings", afterTax?.savings],
    ["afterTax", afterTax],
    ["financing", result.financing],
    ["carbon.kwh", result.carbon?.kwh],
    ["carbon.tonnes", result.carbon?.tonnes],
    ["carbon.kgPerGpuHour", result.carbon?.kgPerGpuHour],
    ["rightSizing.best", rightSizing?.best],
    ["rightSizing.current", rightSizing?.current],
  ];
  for (const [path, figures] of headline) checkFigures(path, figures);
  result.sensitivity.forEach((entry, k) => checkFigures(`sensitivity.${k}`, entry));
  rightSizing?.curve.forEach((point, k) => checkFigures(`rightSizing.curve.${k}`, point));
  return result;
}
