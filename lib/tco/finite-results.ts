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

function firstNonFinite(value: unknown, path: string): [string, number] | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : [path, value];
  if (value === null || typeof value !== "object") return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = firstNonFinite(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * Returns `result` unchanged when every number in it is finite (null stands for "no value" and
 * passes); else throws {@link NonFiniteResultError} naming the first path that is not.
 *
 * @example
 * assertFinite({ totals: { cloud: 1 } });        // returned as is
 * assertFinite({ totals: { cloud: Infinity } }); // throws: totals.cloud is Infinity
 */
export function assertFinite<T>(result: T): T {
  const found = firstNonFinite(result, "");
  if (found) throw new NonFiniteResultError(...found);
  return result;
}
