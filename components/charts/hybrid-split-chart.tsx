"use client";

import { formatMoney, formatNumber, formatPct } from "@/lib/format";
import { TIER_COLORS } from "@/lib/report/palette";
import type { HybridTier } from "@/lib/tco";
import { Table, TableBody, TableCell, TableColumns, TableRow, numericColumns } from "@/components/ui/table";
import { countOf } from "@/lib/report/words";

const TIER_LABELS = { onPrem: "On-prem core", cloud: "Cloud burst", edge: "Edge" } as const;

/** The hybrid option's three tiers: share of GPU-hours as a bar, and hours and cost in a table. */
export function HybridSplitChart({
  tiers,
  coreGpus,
  transition,
  currency,
  locale,
}: {
  tiers: HybridTier[];
  coreGpus: number;
  transition: number;
  currency: string;
  locale: string;
}) {
  const hours = tiers.reduce((sum, t) => sum + t.gpuHours, 0);
  return (
    <div>
      <div
        className="flex h-6 w-full overflow-hidden rounded"
        role="img"
        aria-label={tiers
          .map((t) => `${TIER_LABELS[t.tier]} ${formatPct(hours ? (t.gpuHours / hours) * 100 : 0, locale)}`)
          .join(", ")}
      >
        {tiers.map((t) =>
          t.gpuHours > 0 ? (
            <div key={t.tier} style={{ width: `${(t.gpuHours / hours) * 100}%`, background: TIER_COLORS[t.tier] }} />
          ) : null,
        )}
      </div>
      <Table look="ruled" density="sm" containerClassName="mt-3" aria-label="Hybrid tier split by busy GPU-hours">
        <TableColumns columns={["Tier", ...numericColumns("Share of hours", "GPU-hours", "Cost over horizon")]} />
        <TableBody>
          {tiers.map((t) => (
            <TableRow key={t.tier}>
              <TableCell>
                <span
                  className="mr-2 inline-block h-2.5 w-2.5 rounded-sm align-middle"
                  style={{ background: TIER_COLORS[t.tier] }}
                />
                {TIER_LABELS[t.tier]}
                {t.tier === "onPrem" ? (
                  <span className="text-slate-500">
                    {" "}
                    ({countOf(coreGpus, "GPU", formatNumber(coreGpus, locale, 0))})
                  </span>
                ) : null}
              </TableCell>
              <TableCell numeric>{formatPct(hours ? (t.gpuHours / hours) * 100 : 0, locale)}</TableCell>
              <TableCell numeric>{formatNumber(t.gpuHours, locale, 0)}</TableCell>
              <TableCell numeric>{formatMoney(t.cost, currency, locale)}</TableCell>
            </TableRow>
          ))}
          {transition > 0 ? (
            <TableRow>
              <TableCell colSpan={3}>Transition (migration, dual running)</TableCell>
              <TableCell numeric>{formatMoney(transition, currency, locale)}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
}
