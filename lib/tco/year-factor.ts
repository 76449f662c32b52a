/**
 * Compounding multiplier for year `year` (1-based) of something that changes by `pctPerYear`
 * each year: (1 + pct/100)^(year − 1). Used for demand growth, cloud price change and opex inflation.
 *
 * @example
 * yearFactor(10, 1); // 1    (year 1 is the base)
 * yearFactor(10, 3); // 1.21
 */
export function yearFactor(pctPerYear: number, year: number): number {
  return (1 + pctPerYear / 100) ** (year - 1);
}
