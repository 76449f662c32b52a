/**
 * numerator ÷ denominator, or null when the denominator is 0 or so close to 0 that the quotient
 * overflows (no base to measure against). Every ratio in the result goes through here.
 *
 * @example
 * ratioOrNull(35.8e6, 5e6); // 7.16
 * ratioOrNull(1, 0);        // null
 * ratioOrNull(1, 5e-324);   // null
 */
export function ratioOrNull(numerator: number, denominator: number): number | null {
  const quotient = numerator / denominator;
  return denominator !== 0 && Number.isFinite(quotient) ? quotient : null;
}
