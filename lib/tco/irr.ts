import type { MonthRow } from "./types";

// Cash flows this much smaller than the largest are rounding left over from cancellation; kept,
// they would add spurious rates near −100%.
const NOISE = 1e-9;
// A critical point where |NPV| is this small relative to its terms touches zero: a (double) root.
const TOUCH = 1e-9;

/**
 * Cash flows of the on-prem investment for IRR: −(month-0 on-prem cost) at t = 0, then each year's
 * saving Σ(cloud − onPrem) over its months, at the year end.
 *
 * @example
 * // comma.ai check: [−5M, 13.6M, 13.6M, 13.6M]
 * investmentCashFlows(result.months, 3);
 */
export function investmentCashFlows(months: readonly MonthRow[], horizonYears: number): number[] {
  const flows = [-months[0]!.onPrem];
  for (let year = 1; year <= horizonYears; year++) {
    let saving = 0;
    for (let m = 12 * (year - 1) + 1; m <= 12 * year; m++) {
      const row = months[m]!;
      saving += row.cloud - row.onPrem;
    }
    flows.push(saving);
  }
  return flows;
}

function evaluate(coefficients: readonly number[], x: number): number {
  let value = 0;
  for (let j = coefficients.length - 1; j >= 0; j--) value = value * x + coefficients[j]!;
  return value;
}

function magnitude(coefficients: readonly number[], x: number): number {
  let value = 0;
  for (let j = coefficients.length - 1; j >= 0; j--) value = value * x + Math.abs(coefficients[j]!);
  return value;
}

/** Root of a polynomial known to change sign between a and b, to full double precision. */
function bisect(coefficients: readonly number[], a: number, b: number): number {
  let lo = a;
  let hi = b;
  const loNegative = evaluate(coefficients, lo) < 0;
  for (;;) {
    const mid = lo + (hi - lo) / 2;
    if (mid === lo || mid === hi) return mid;
    if (evaluate(coefficients, mid) < 0 === loNegative) lo = mid;
    else hi = mid;
  }
}

/**
 * Distinct roots in (0, bound] of a polynomial of degree ≥ 1 with a non-zero constant term:
 * between consecutive roots of its derivative it is monotonic, so each such piece holds at most
 * one root, found by bisection; a critical point where it only touches zero is a root too.
 */
function positiveRoots(coefficients: readonly number[], bound: number): number[] {
  const degree = coefficients.length - 1;
  if (degree === 1) {
    const root = -coefficients[0]! / coefficients[1]!;
    return root > 0 && root <= bound ? [root] : [];
  }
  const derivative = coefficients.slice(1).map((c, j) => c * (j + 1));
  const critical = positiveRoots(derivative, bound);
  const roots: number[] = [];
  let a = 0;
  let fa = evaluate(coefficients, 0);
  for (const b of [...critical, bound]) {
    const fb = evaluate(coefficients, b);
    // A critical point within rounding of zero is the root itself, and the piece after it starts
    // at zero: bisecting on either side would find the rounding's own sign changes instead, about
    // √(rounding) away from it (1e-8 for doubles), and count one rate twice.
    const touches = b !== bound && Math.abs(fb) <= TOUCH * magnitude(coefficients, b);
    if (touches) roots.push(b);
    else if ((fa < 0 && fb > 0) || (fa > 0 && fb < 0)) roots.push(bisect(coefficients, a, b));
    a = b;
    fa = touches ? 0 : fb;
  }
  return roots.filter((root, k) => k === 0 || root - roots[k - 1]! > TOUCH * root);
}

function signChanges(coefficients: readonly number[]): number {
  let changes = 0;
  let sign = 0;
  for (const c of coefficients) {
    if (c === 0) continue;
    if (sign !== 0 && Math.sign(c) !== sign) changes++;
    sign = Math.sign(c);
  }
  return changes;
}

/**
 * Yearly internal rate of return, in percent, of cash flows at t = 0, 1, 2, … years: the rate
 * r > −100% (no upper bound) at which their NPV is 0, when exactly one such rate exists; null when
 * none or several do (or every flow is 0, when every rate is one).
 *
 * With x = 1/(1 + r) the NPV is the polynomial Σ flow_y × x^y, and r ∈ (−100%, ∞) is x ∈ (0, ∞).
 * Its positive roots are counted exactly: Descartes' rule settles 0 or 1 sign changes at once;
 * otherwise the roots are isolated between the roots of the derivatives (recursively) and counted.
 * A rate where the NPV only touches zero counts as one rate.
 *
 * @example
 * irrPct([-100, 110]);            // 10
 * irrPct([-100, 230, -132]);      // null (10% and 20% both work)
 * irrPct([-100, -10]);            // null (no rate works)
 * irrPct([-5e6, 13.6e6, 13.6e6, 13.6e6]); // 266.47
 */
export function irrPct(flows: readonly number[]): number | null {
  const largest = Math.max(...flows.map(Math.abs));
  if (!(largest > 0)) return null;
  const cleaned = flows.map((flow) => (Math.abs(flow) <= NOISE * largest ? 0 : flow));
  const first = cleaned.findIndex((flow) => flow !== 0);
  const last = cleaned.findLastIndex((flow) => flow !== 0);
  // A factor x^first only adds the root x = 0, which is r = +∞, not a rate.
  const coefficients = cleaned.slice(first, last + 1);
  const changes = signChanges(coefficients);
  if (changes === 0) return null;
  const leading = Math.abs(coefficients.at(-1)!);
  // Cauchy's bound: every root, and by Gauss–Lucas every root of every derivative, lies below it.
  const bound = 1 + Math.max(...coefficients.slice(0, -1).map((c) => Math.abs(c) / leading));
  const roots = changes === 1 ? [bisect(coefficients, 0, bound)] : positiveRoots(coefficients, bound);
  return roots.length === 1 ? (1 / roots[0]! - 1) * 100 : null;
}
