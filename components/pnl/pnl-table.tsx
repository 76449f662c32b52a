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
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm" data-testid="pnl-table">
        <caption className="sr-only">Effect of owning and of renting on the income statement, by year</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className="py-1 pr-3 text-left font-medium">
              {currency}
            </th>
            {Array.from({ length: years }, (_, i) => (
              <th key={i} scope="col" className="px-2 py-1 text-right font-medium">
                Year {i + 1}
              </th>
            ))}
            <th scope="col" className="py-1 pl-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section} className="tabular">
            <tr>
              <th
                scope="rowgroup"
                colSpan={years + 2}
                className="pt-3 pb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase"
              >
                {section}
              </th>
            </tr>
            {rows
              .filter((r) => r.section === section)
              .map((r) => (
                <tr key={r.label} className={`border-t border-slate-100 ${rowClass[r.kind]}`}>
                  <th scope="row" className="min-w-[13rem] py-1 pr-3 text-left font-[inherit]">
                    {r.label}
                  </th>
                  {r.byYear.map((v, i) => (
                    <td key={i} className="px-2 py-1 text-right whitespace-nowrap">
                      {money(v)}
                    </td>
                  ))}
                  <td className="py-1 pl-2 text-right whitespace-nowrap">{money(r.total)}</td>
                </tr>
              ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
