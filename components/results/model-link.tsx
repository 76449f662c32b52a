/** Sections of docs/model.md a figure's help can point to, by the anchor the /model page gives them. */
const SECTIONS = {
  totals: "monthly-table-and-totals",
  npv: "npv",
  "break-even-month": "break-even-month",
  roi: "roi",
  irr: "irr",
  "utilization-break-even": "utilization-break-even",
  "unit-costs": "cost-per-gpu-hour-and-per-unit",
  recommendation: "recommendation",
} as const;

export type ModelSection = keyof typeof SECTIONS;

/** "Formula and worked example": the model document's section for a figure, one click from its help. */
export function ModelLink({ section }: { section: ModelSection }) {
  return (
    <a
      href={`/model#${SECTIONS[section]}`}
      className="font-medium whitespace-nowrap text-white underline underline-offset-2"
    >
      Formula and worked example
    </a>
  );
}
