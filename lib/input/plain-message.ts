import { fieldLabel } from "@/lib/input/fields";
import type { FieldError } from "@/lib/validation/field-error";

const figure = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 6 });

/**
 * A validation error in the words of the form. The hybrid's shares are one sentence about the
 * three boxes; otherwise the JSON path a message starts with (the scenario schema writes every
 * message so) is replaced by the field's label, so the API says
 * `onPrem.opex.power.pue must be between 1 and 3` and the editor says `PUE must be between 1 and 3`.
 *
 * @example
 * plainMessage({ path: "hybrid", code: "hybrid_shares_sum", message: "…", params: { sum: 95 } });
 * // "The on-prem core, cloud burst and edge shares must add up to 100; they add up to 95"
 */
export function plainMessage({ path, code, message, params }: FieldError): string {
  if (code === "hybrid_shares_sum" && params?.sum !== undefined)
    return `The on-prem core, cloud burst and edge shares must add up to 100; they add up to ${figure(params.sum)}`;
  const label = path ? fieldLabel(path) : undefined;
  if (!label || label === path || !message.startsWith(`${path} `)) return message;
  return `${label}${message.slice(path.length)}`;
}
