import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from "@/components/ui/table";
import { formatMoney } from "@/lib/format";
import type { PnlRow } from "@/lib/report/pnl-rows";

const rowClass: Record<PnlRow["kind"], string> = {
  memo: "text-slate-500 italic",
  cost: "text-slate-700",
  effect: "font-semibold text-slate-900",
};

/** The P&L comparison as a table: one row per line, one column per year and the horizon total. */
export function PnlTable({
  rows,
  years,
  currency,
  locale,
}: {
  rows: PnlRow[];
  years: number;
  currency: string;
  locale: string;
}) {
  const sections = [...new Set(rows.map((r) => r.section))];
  const money = (v: number) => formatMoney(v, currency, locale);
  return (
    <Table
      look="ruled"
      density="sm"
      className="min-w-[36rem]"
      data-testid="pnl-table"
      stickyFirstColumn
      scrollCue={years > 1 ? `Scroll sideways for years 2–${years} and the total` : "Scroll sideways for the total"}
    >
      <caption className="sr-only">Effect of owning and of renting on the income statement, by year</caption>
      <TableHeader>
        <TableRow>
          <TableHead>{currency}</TableHead>
          {Array.from({ length: years }, (_, i) => (
            <TableHead key={i} numeric>
              Year {i + 1}
            </TableHead>
          ))}
          <TableHead numeric>Total</TableHead>
        </TableRow>
      </TableHeader>
      {sections.map((section) => (
        <TableBody key={section}>
          <TableRow>
            <TableRowHead
              scope="rowgroup"
              colSpan={years + 2}
              className="pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              {rows.find((r) => r.section === section)!.heading}
            </TableRowHead>
          </TableRow>
          {rows
            .filter((r) => r.section === section)
            .map((r) => (
              <TableRow key={r.label} className={rowClass[r.kind]}>
                <TableRowHead className="min-w-[9rem] font-[inherit] text-[inherit] sm:min-w-[13rem]">
                  {r.label}
                </TableRowHead>
                {r.byYear.map((v, i) => (
                  <TableCell key={i} numeric>
                    {money(v)}
                  </TableCell>
                ))}
                <TableCell numeric>{money(r.total)}</TableCell>
              </TableRow>
            ))}
        </TableBody>
      ))}
    </Table>
  );
}
