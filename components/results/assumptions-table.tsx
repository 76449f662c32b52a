import { assumptionValue, createFormatter } from "@/lib/report/formatter";
import { assumptionRows } from "@/lib/report/report-data";
import type { Scenario } from "@/lib/tco/types";
import { Card } from "@/components/ui/card";

/** Every input of the scenario, grouped as in the editor: what a reader checks a number against. */
export function AssumptionsTable({ scenario, locale }: { scenario: Scenario; locale: string }) {
  const rows = assumptionRows(scenario);
  const groups = [...new Set(rows.map((r) => r.group))];
  // The same wording of each value as the PDF's assumptions table.
  const formatter = createFormatter(scenario.currency, locale);
  return (
    <Card aria-labelledby="assumptions-heading" as="section">
      <h3 id="assumptions-heading" className="text-sm font-semibold text-slate-900">
        Assumptions
      </h3>
      <div className="mt-2 grid grid-cols-1 items-start gap-x-8 md:grid-cols-2">
        {groups.map((group) => (
          <table key={group} className="mt-2 w-full text-sm">
            <caption className="py-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group}
            </caption>
            <tbody className="tabular">
              {rows
                .filter((r) => r.group === group)
                .map((r) => (
                  <tr key={r.path} className="border-t border-slate-100">
                    <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-600">
                      {r.label}
                    </th>
                    <td className="py-1 text-right text-slate-900">
                      {assumptionValue(r, formatter, scenario.workload.unitName)}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        ))}
      </div>
    </Card>
  );
}
