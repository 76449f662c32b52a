/** Tick marks at every year boundary (month 0, 12, 24, …). */
export function yearTicks(horizonMonths: number): number[] {
  return Array.from({ length: horizonMonths / 12 + 1 }, (_, y) => y * 12);
}
