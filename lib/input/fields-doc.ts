import { FIELD_GROUPS, type FieldMeta } from "@/lib/input/fields";
import { MAX_AMOUNT, MAX_TERABYTES, MAX_UNIT_PRICE } from "@/lib/tco/ranges";

const n = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 6 });

function rangeText(meta: FieldMeta): string {
  if (meta.kind === "choice")
    return meta.options === "currencies" ? "ISO 4217 code" : meta.options.map((o) => `\`${o.value}\``).join(", ");
  if (meta.kind === "switch") return "yes / no";
  if (meta.kind === "optional") return "on / off";
  if (meta.kind === "text") return meta.input === "date" ? "YYYY-MM-DD" : "text";
  const { min, max, minExclusive, integer } = meta.range;
  const low = `${minExclusive ? ">" : "≥"} ${n(min)}`;
  const span = max === undefined ? low : minExclusive ? `${low}, ≤ ${n(max)}` : `${n(min)}–${n(max)}`;
  return integer ? `${span}, whole` : span;
}

/**
 * The inputs reference of docs/inputs.md, written from lib/input/fields.ts so the page can't drift
 * from the form and the schema (a test compares the file with this text).
 *
 * @example
 * fieldsMarkdown().includes("| `onPrem.opex.power.pue` | PUE | ratio | 1–3 |"); // true
 */
export function fieldsMarkdown(): string {
  const lines = [
    "# Inputs",
    "",
    "Every input of a scenario, in the editor's order, with its label, unit and allowed range.",
    "Written from `lib/input/fields.ts` (ranges from `lib/tco/ranges.ts`); regenerate with",
    "`npx vitest run lib/input/fields-doc.test.ts -u` after changing either.",
    "",
    "Amounts and quantities the contract leaves open have upper bounds no real business case",
    `reaches in any currency: ${n(MAX_AMOUNT)} (10^15) for a lump sum or a yearly or monthly amount,`,
    `${n(MAX_UNIT_PRICE)} (10^9) for a price per GPU-hour, kWh or TB, ${n(MAX_TERABYTES)} TB for storage`,
    "and egress, 100,000 W per GPU, a million FTE, 10^12 units per GPU-hour. Within them the largest",
    "scenario still computes finite numbers; a value past one is refused with the field named (400),",
    "and a result that is not a finite number is never answered (422).",
  ];
  for (const group of FIELD_GROUPS) {
    lines.push(
      "",
      `## ${group.title}`,
      "",
      "| Path | Label | Unit | Allowed | Help |",
      "| --- | --- | --- | --- | --- |",
    );
    for (const meta of group.fields)
      lines.push(`| \`${meta.path}\` | ${meta.label} | ${meta.unit ?? ""} | ${rangeText(meta)} | ${meta.help} |`);
  }
  return `${lines.join("\n")}\n`;
}
