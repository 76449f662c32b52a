// The shapes of the field table's entries (lib/input/fields.ts).
import type { FieldRange, NumericField } from "@/lib/tco/ranges";

/** How a number reads in tables and boxes. */
export type FieldUnit =
  | "money" // in the scenario's currency
  | "money-per-hour"
  | "money-per-month"
  | "money-per-year"
  | "money-per-kwh"
  | "money-per-tb"
  | "money-per-tb-month"
  | "percent"
  | "hours-per-day"
  | "hours"
  | "years"
  | "months"
  | "count"
  | "watts"
  | "ratio"
  | "tb"
  | "tb-per-month"
  | "units-per-hour"
  | "kg-per-kwh" // kg CO2e per kWh
  | "kwh-per-hour" // kWh per GPU-hour
  | "money-per-tonne"; // per tonne CO2e

interface FieldBase {
  path: string;
  label: string;
  help: string;
  /** How the value reads in tables; null for words, dates and yes/no. */
  unit: FieldUnit | null;
  /** Shown only while this optional part of the scenario (an object path) is switched on. */
  within?: string;
}

/**
 * A number input; `range` is the contract's, never a copy.
 *
 * @example
 * fieldMeta("onPrem.opex.power.pue"); // { kind: "number", label: "PUE", range: { min: 1, max: 3 }, … }
 */
export interface NumberFieldMeta extends FieldBase {
  kind: "number";
  path: NumericField;
  unit: FieldUnit;
  range: FieldRange;
  /** A driver people play with: shown with a slider. */
  slider?: { min: number; max: number; step: number };
}

/** A choice among fixed values; `"currencies"` lists ISO codes. */
export interface ChoiceFieldMeta extends FieldBase {
  kind: "choice";
  options: readonly { value: string | number; label: string }[] | "currencies";
}

/** Free text; `input` picks a date picker or a multi-line box. */
export interface TextFieldMeta extends FieldBase {
  kind: "text";
  input?: "date" | "multiline";
  /** Left out of the assumptions tables (long prose). */
  inTables?: false;
}

/** A yes/no input stored as a boolean. */
export interface SwitchFieldMeta extends FieldBase {
  kind: "switch";
}

/**
 * A checkbox that switches an optional part of the scenario on (filling `fill`) or off (removing
 * its paths). `replaces` names a field that counts the same cost another way: switching on while
 * it is non-zero asks first.
 */
export interface OptionalPartMeta extends FieldBase {
  kind: "optional";
  fill: Readonly<Record<string, unknown>>;
  replaces?: { path: NumericField; label: string };
}

export type FieldMeta = NumberFieldMeta | ChoiceFieldMeta | TextFieldMeta | SwitchFieldMeta | OptionalPartMeta;

export interface FieldGroup {
  id: string;
  title: string;
  fields: FieldMeta[];
  /** Error paths that belong to the group as a whole, such as the hybrid shares' sum. */
  groupErrors?: string[];
}
