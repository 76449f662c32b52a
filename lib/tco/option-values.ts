/**
 * One number per option.
 *
 * @example
 * const totals: OptionValues = { cloud: 49_800_000, onPrem: 14_000_000, hybrid: 20_000_000 };
 */
export interface OptionValues {
  cloud: number;
  onPrem: number;
  hybrid: number;
}
