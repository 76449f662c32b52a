import type { Distribution } from "../types";

/**
 * Turns a draw u in [0, 1) into a value of a range by its inverse CDF (the contract's formulas):
 * - uniform: low + u × (high − low)
 * - triangular with mode c: F = (c − low)/(high − low); if u < F, low + √(u × (high − low) × (c − low)),
 *   else high − √((1 − u) × (high − low) × (high − c))
 *
 * @example
 * inverseCdf("uniform", 0.25, 2, 4, 3);     // 2.5
 * inverseCdf("triangular", 0.5, 2, 4, 3);   // 3   (the mode of a symmetric triangle is its median)
 * inverseCdf("triangular", 0.125, 2, 4, 3); // 2 + √(0.125 × 2 × 1) = 2.5
 */
export function inverseCdf(distribution: Distribution, u: number, low: number, high: number, mode: number): number {
  const width = high - low;
  if (distribution === "uniform") return low + u * width;
  const split = (mode - low) / width;
  if (u < split) return low + Math.sqrt(u * width * (mode - low));
  return high - Math.sqrt((1 - u) * width * (high - mode));
}
