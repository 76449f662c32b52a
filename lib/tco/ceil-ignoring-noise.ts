/**
 * Ceiling that ignores floating-point noise below a relative 1e-9, so a count that should be a
 * whole number is not pushed up by one by a rounding error.
 *
 * @example
 * ceilIgnoringNoise(7.000000000000001); // 7
 * ceilIgnoringNoise(6.9999999999999);   // 7
 * ceilIgnoringNoise(7.0001);            // 8
 */
export function ceilIgnoringNoise(x: number): number {
  const nearest = Math.round(x);
  if (Math.abs(x - nearest) < 1e-9 * Math.abs(x)) return nearest;
  return Math.ceil(x);
}
