/**
 * What a section's inputs get from the editor: the draft as typed, its errors by path, how money
 * is written, and the setter of one field.
 *
 * @example
 * export function TaxInputs({ draft, errors, setField }: SectionInputsProps) { … }
 */
export interface SectionInputsProps {
  draft: unknown;
  errors: Map<string, string>;
  currencySymbol: string;
  locale: string;
  setField: (path: string, value: unknown) => void;
}
