import { createFormatter } from "@/lib/format/formatter";
import { assumptionValue } from "@/lib/report/value-words";
import { assumptionRows } from "@/lib/report/report-data";
import type { Scenario } from "@/lib/tco/types";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableRow, TableRowHead } from "@/components/ui/table";

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
          <Table key={group} look="ruled" density="sm" containerClassName="mt-2">
            <caption className="py-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group}
            </caption>
            <TableBody className="border-t border-slate-100">
              {rows
                .filter((r) => r.group === group)
                .map((r) => (
                  <TableRow key={r.path}>
                    <TableRowHead className="text-slate-600">{r.label}</TableRowHead>
                    <TableCell numeric className="whitespace-normal text-slate-900">
                      {assumptionValue(r, formatter, scenario.workload.unitName)}
                    </TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        ))}
      </div>
    </Card>
  );
}
