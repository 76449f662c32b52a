import { Table, TableBody, TableCell, TableRow, TableRowHead } from "@/components/ui/table";
import { formatMoney } from "@/lib/format";
import type { ReconciliationLine } from "@/lib/report/pnl-reconciliation-lines";

/** How owning's P&L meets its total cost: where the capex went and what is carried past the horizon. */
export function PnlReconciliationTable({
  title,
  lines,
  currency,
  locale,
}: {
  title: string;
  lines: ReconciliationLine[];
  currency: string;
  locale: string;
}) {
  return (
    <Table look="ruled" density="sm" containerClassName="mt-3 max-w-2xl" data-testid="pnl-reconciliation">
      <caption className="pb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</caption>
      <TableBody className="divide-y-0">
        {lines.map((l, i) => (
          <TableRow
            key={i}
            className={
              l.kind === "result" ? "border-t border-slate-300 font-semibold text-slate-900" : "text-slate-700"
            }
          >
            <TableRowHead className="py-0.5 font-[inherit] text-[inherit]">{l.label}</TableRowHead>
            <TableCell numeric className="py-0.5" data-value={l.value}>
              {formatMoney(l.value, currency, locale)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
