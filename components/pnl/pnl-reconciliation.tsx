import { formatMoney } from "@/lib/format";
import type { ReconciliationLine } from "@/lib/report/pnl-reconciliation-lines";

/** How owning's P&L meets its total cost: where the capex went and what is carried past the horizon. */
export function PnlReconciliationTable({
  lines,
  currency,
  locale,
}: {
  lines: ReconciliationLine[];
  currency: string;
  locale: string;
}) {
  return (
    <table className="mt-3 w-full max-w-2xl text-sm" data-testid="pnl-reconciliation">
      <caption className="pb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
        How the P&amp;L meets the total cost of owning
      </caption>
      <tbody className="tabular">
        {lines.map((l, i) => (
          <tr
            key={i}
            className={
              l.kind === "result" ? "border-t border-slate-300 font-semibold text-slate-900" : "text-slate-700"
            }
          >
            <th scope="row" className="py-0.5 pr-3 text-left font-[inherit]">
              {l.label}
            </th>
            <td className="py-0.5 text-right whitespace-nowrap" data-value={l.value}>
              {formatMoney(l.value, currency, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
