import Link from "next/link";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatMoneyCompact } from "@/lib/format";
import { OPTION_COLORS } from "@/lib/report/palette";
import { formatCalendarDate } from "@/lib/format";
import { breakEvenWords, costsMore, optionKey, optionName, UNDISCOUNTED } from "@/lib/report/words";
import type { ScenarioRow } from "./scenario-row";
import { Timestamp } from "@/components/ui/timestamp";
import { Checkbox } from "@/components/ui/input";
import { useTickedBeforeHydration } from "@/components/ui/use-ticked-before-hydration";

export interface ScenarioTableRowProps {
  row: ScenarioRow;
  locale: string;
  /** false for a viewer: no Duplicate or Delete. */
  canEdit: boolean;
  /** Whether the row is ticked for comparison. */
  picked: boolean;
  /** Ticks or unticks the row; the same state twice is one pick. */
  onPick: (picked: boolean) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One scenario in the list: its headline figures in its own currency, its tick and its actions. */
export function ScenarioTableRow({
  row,
  locale,
  canEdit,
  picked,
  onPick,
  onDuplicate,
  onDelete,
}: ScenarioTableRowProps) {
  const money = (v: number) => formatMoneyCompact(v, row.currency, locale);
  const color = OPTION_COLORS[optionKey(row.recommendation)];
  const savings = row.savings.total;
  const box = useRef<HTMLInputElement>(null);
  useTickedBeforeHydration(box, picked, onPick);
  return (
    <TableRow data-testid="scenario-row" className="hover:bg-slate-50">
      <TableCell>
        <Checkbox
          ref={box}
          aria-label={`Select ${row.name} to compare`}
          checked={picked}
          onChange={(e) => onPick(e.currentTarget.checked)}
        />
      </TableCell>
      <TableCell className="max-w-xs">
        <Link href={`/scenarios/${row.id}`} className="font-medium break-words text-slate-900 hover:underline">
          {row.name}
        </Link>
        <div className="text-xs text-slate-500">
          {row.horizonYears}-year horizon · {row.currency} ·{" "}
          <span data-testid="list-prices-as-of">
            prices {row.pricesAsOf ? `as of ${formatCalendarDate(row.pricesAsOf, locale)}` : "undated"}
          </span>
        </div>
      </TableCell>
      <TableCell>
        <span className="inline-flex items-center gap-1.5 font-medium text-slate-800">
          <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ background: color }} />
          {optionName(row.recommendation, row.labels)}
        </span>
        {row.perUnit ? (
          <div className="text-xs text-slate-500">
            per {row.perUnit.unit} ({UNDISCOUNTED}): {optionName(row.perUnit.cheapest, row.labels)}
          </div>
        ) : null}
      </TableCell>
      <TableCell numeric className="hidden md:table-cell">
        {money(row.totals.cloud)}
      </TableCell>
      <TableCell numeric className="hidden md:table-cell">
        {money(row.totals.onPrem)}
      </TableCell>
      <TableCell numeric className="hidden md:table-cell">
        {money(row.totals.hybrid)}
      </TableCell>
      <TableCell numeric className={`font-medium ${savings < 0 ? "text-red-700" : "text-emerald-800"}`}>
        {savings < 0 ? costsMore(money(-savings)) : money(savings)}
      </TableCell>
      <TableCell numeric>{breakEvenWords(row.breakEvenMonth, locale)}</TableCell>
      <TableCell className="hidden whitespace-nowrap text-slate-600 lg:table-cell">
        <Timestamp value={row.updatedAt} locale={locale} />
      </TableCell>
      <TableCell className="text-right whitespace-nowrap">
        {canEdit ? (
          <>
            <Button size="sm" variant="ghost" onClick={onDuplicate} aria-label={`Duplicate ${row.name}`}>
              Duplicate
            </Button>
            <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete ${row.name}`}>
              Delete
            </Button>
          </>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
