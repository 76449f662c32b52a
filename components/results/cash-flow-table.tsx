"use client";

import { useMemo, useState } from "react";
import { CASH_FLOW_AMOUNTS, csvHeader } from "@/lib/export/cash-flow-columns";
import { cashFlowRows } from "@/lib/report/cash-flow-rows";
import { optionNames } from "@/lib/report/words";
import type { Scenario, TcoResult } from "@/lib/tco/types";
import { cardVariants } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from "@/components/ui/table";

/**
 * The monthly cash flows as a table, folded away until asked for: the CSV's rows (the same
 * function makes both), to the cent, so a reader can check a figure without leaving the page.
 */
export function CashFlowTable({ scenario, result, locale }: { scenario: Scenario; result: TcoResult; locale: string }) {
  // Rendered only while open: a closed table must not cost anything on each keystroke.
  const [open, setOpen] = useState(false);
  const rows = useMemo(() => (open ? cashFlowRows(scenario, result) : []), [open, scenario, result]);
  const names = optionNames(scenario.labels);
  const money = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: scenario.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <details
      className={cardVariants({ padding: "none" })}
      data-testid="cash-flow-table"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-900">
        Monthly cash flows (months 0 to {result.months.length - 1}, as in the CSV)
      </summary>
      {/* Focusable, so a keyboard can scroll the table (axe: scrollable-region-focusable). */}
      <div
        className="max-h-[480px] overflow-auto border-t border-slate-200"
        tabIndex={0}
        role="region"
        aria-label="Monthly cash flows"
      >
        <Table bare density="xs">
          <caption className="sr-only">
            Monthly cash flows in {scenario.currency}; month 0 holds the upfront purchase
          </caption>
          <TableHeader className="sticky top-0 text-slate-600">
            <TableRow>
              {(["month", ...CASH_FLOW_AMOUNTS] as const).map((key) => (
                <TableHead key={key} numeric className="whitespace-nowrap">
                  {csvHeader(key, names)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.month} className={row.month % 12 === 0 ? "bg-slate-50/60" : undefined}>
                <TableRowHead className="tabular text-right text-slate-600">{row.month}</TableRowHead>
                {CASH_FLOW_AMOUNTS.map((key) => (
                  <TableCell
                    key={key}
                    numeric
                    className={key === "savings" && row.savings < 0 ? "text-red-700" : "text-slate-900"}
                  >
                    {money.format(row[key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </details>
  );
}
