import { fieldLabel } from "@/lib/input/fields";

const HYBRID_SUM = /^hybrid shares must add up to 100: onPremPct \+ cloudPct \+ edgePct is (.+)$/;

/**
 * A validation message in the words of the form: the JSON path the schema names is replaced by
 * the field's label, so the API says `onPrem.opex.power.pue must be between 1 and 3` and the
 * editor says `PUE must be between 1 and 3`.
 *
 * @example
 * plainMessage("hybrid", "hybrid shares must add up to 100: onPremPct + cloudPct + edgePct is 95");
 * // "The on-prem core, cloud burst and edge shares must add up to 100; they add up to 95"
 */
export function plainMessage(path: string, message: string): string {
  const sum = path === "hybrid" ? HYBRID_SUM.exec(message) : null;
  if (sum) return `The on-prem core, cloud burst and edge shares must add up to 100; they add up to ${sum[1]}`;
  const label = path ? fieldLabel(path) : undefined;
  if (!label || label === path || !message.startsWith(`${path} `)) return message;
  return `${label}${message.slice(path.length)}`;
}
