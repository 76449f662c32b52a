import { z } from "zod/mini";
import { formatNumber } from "@/lib/format";
import { FIELD_RANGES, type FieldRange, type NumericField } from "@/lib/tco/ranges";
import type { FieldErrorCode } from "@/lib/validation/field-error";
import { isWellFormedText, malformedTextMessage } from "@/lib/validation/text";

/*
 * The scenario schema's building blocks (lib/scenarios/schema.ts): a number in its field's
 * range, text, a choice, an object that refuses unknown keys, each with messages that start with
 * the field's JSON path, and refinements that name their code.
 */

/** A number as the API's messages say it, whatever the reader's locale: `1,000`, `0.000001`. */
export const messageNumber = (value: number): string => formatNumber(value, "en-US", 6);

/** A refinement's code (lib/validation/field-error.ts), carried by the issue it raises. */
export const coded = (code: FieldErrorCode) => ({ code });

function rangeWords(range: FieldRange): string {
  const low = range.minExclusive ? `more than ${messageNumber(range.min)}` : `${messageNumber(range.min)} or more`;
  if (range.max === undefined) return low;
  return range.minExclusive
    ? `${low} and at most ${messageNumber(range.max)}`
    : `between ${messageNumber(range.min)} and ${messageNumber(range.max)}`;
}

export function typeError(path: string, expected: string) {
  return (issue: { input?: unknown }): string => {
    if (issue.input === undefined) return `${path} is required`;
    if (typeof issue.input === "number")
      return expected === "a number" ? `${path} must be a finite number` : `${path} must be ${expected}, not a number`;
    return `${path} must be ${expected}`;
  };
}

export function num(path: NumericField) {
  const range: FieldRange = FIELD_RANGES[path];
  const outOfRange = { error: `${path} must be ${rangeWords(range)}` };
  return z
    .number({ error: typeError(path, "a number") })
    .check(
      ...(range.integer ? [z.int({ error: `${path} must be a whole number`, abort: true })] : []),
      range.minExclusive ? z.gt(range.min, outOfRange) : z.minimum(range.min, outOfRange),
      ...(range.max === undefined ? [] : [z.maximum(range.max, outOfRange)]),
    );
}

export function text(path: string, maxLength: number) {
  return z
    .string({ error: typeError(path, "text") })
    .check(
      z.maxLength(maxLength, { error: `${path} must be at most ${messageNumber(maxLength)} characters` }),
      z.refine(isWellFormedText, { error: malformedTextMessage(path), params: coded("malformed_text") }),
    );
}

export function optionLabel(path: string) {
  return text(path, 40).check(
    z.refine((v) => v.trim().length > 0, { error: `${path} must not be empty`, params: coded("too_short") }),
  );
}

export function oneOf<const T extends readonly string[]>(path: string, values: T) {
  const words = values.map((v) => `"${v}"`).join(" or ");
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? `${path} is required` : `${path} must be ${words}`),
  });
}

export function obj<Shape extends z.core.$ZodLooseShape>(path: string, shape: Shape) {
  const prefix = path ? `${path}.` : "";
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === "unrecognized_keys") {
        const names = issue.keys.map((key) => `${prefix}${key}`);
        return names.length === 1 ? `${names[0]} is not a known field` : `${names.join(", ")} are not known fields`;
      }
      if (!path) return "The scenario must be a JSON object";
      return issue.input === undefined ? `${path} is required` : `${path} must be an object`;
    },
  });
}
