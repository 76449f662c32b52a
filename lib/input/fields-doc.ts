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

// The demand shape is a table of levels, not a field of lib/input/fields.ts: the editor's "Demand shape" part.
const DEMAND_SHAPE = [
  "### Demand shape (`workload.profile`)",
  "",
  'Ticking "Demand has a shape over the week" under busy hours a day opens a table of 1–48 levels: during',
  "`hoursPerWeek` hours of every week, `gpus` GPUs are busy at once (`workload.profile[i].gpus`, ≥ 0, fractional",
  "allowed; `workload.profile[i].hoursPerWeek`, > 0). The hours add up to 168 (within 0.001), and some GPUs are busy.",
  "Hours can be typed as hours a week or as % of the week (the editor's choice; it stores hours). Templates start",
  "the table from a shape sized to the fleet: flat (every GPU busy today's hours a day), office hours and nights",
  "(all GPUs 50 h a week, a third the other 118 h), steady training with deadline bursts (40% of the GPUs all",
  "week, all of them 20% of it). Peak, average busy GPUs and busy hours a day are shown as the levels are typed.",
  "With a shape, `workload.gpuHoursPerDay` is not typed: it is Σ gpus × hoursPerWeek / 7 / `workload.gpus`, shown",
  "under the table, and left out of the saved scenario. Unticking keeps that value as the flat busy hours a day.",
  'The rules are in docs/model.md ("Demand profile").',
];

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
    if (group.id === "workload") lines.push("", ...DEMAND_SHAPE);
  }
  return `${lines.join("\n")}\n`;
}
