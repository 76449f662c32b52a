"use client";

import { formatMoney } from "@/lib/format";
import { OPTION_COLORS, OPTION_KEYS, type OptionKey } from "@/lib/report/palette";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";

/** Tooltip rows of a chart with one series per option: exact amounts, cloud, on-prem, hybrid. */
export function optionRows(
  payload: readonly { dataKey?: unknown; value?: unknown }[],
  currency: string,
  locale: string,
  names: Record<OptionKey, string>,
) {
  return OPTION_KEYS.map((key) => ({
    label: names[key],
    value: formatMoney(Number(payload.find((p) => p.dataKey === key)?.value ?? 0), currency, locale),
    color: OPTION_COLORS[key],
  }));
}

/** The one tooltip look shared by every chart: a heading and right-aligned exact values. */
export function ChartTooltip({
  heading,
  rows,
}: {
  heading: string;
  rows: { label: string; value: string; color?: string; dashed?: boolean }[];
}) {
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <div className="mb-1 font-semibold text-slate-900">{heading}</div>
      <Table bare look="ruled" density="xs" className="w-auto">
        <TableBody className="divide-y-0">
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell className="py-0 pr-3 text-slate-600">
                {row.color ? (
                  <span
                    className="mr-1.5 inline-block h-2 w-2 rounded-full align-middle"
                    style={{ background: row.color }}
                  />
                ) : null}
                {row.label}
              </TableCell>
              <TableCell numeric className="py-0 font-medium text-slate-900">
                {row.value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
