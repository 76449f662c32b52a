/**
 * A power figure as the catalog shows it: watts below 1 kW (a workstation card's 210 W would read
 * "0.2 kW"), kilowatts to one decimal above.
 *
 * @example
 * wattsText(210, (v, d) => v.toFixed(d)); // "210 W"
 * wattsText(10_200, (v, d) => v.toFixed(d)); // "10.2 kW"
 */
export function wattsText(watts: number, number: (value: number, maxDecimals: number) => string): string {
  return watts < 1000 ? `${number(watts, 0)} W` : `${number(watts / 1000, 1)} kW`;
}
