"use client";

import { formatMoney, formatNumber, formatPct } from "@/lib/format";
import { TIER_COLORS } from "@/lib/report/palette";
import type { HybridTier } from "@/lib/tco";

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
      <table className="mt-3 w-full text-sm" aria-label="Hybrid tier split by busy GPU-hours">
        <thead>
          <tr className="text-left text-xs text-slate-500">
            <th className="py-1 font-medium">Tier</th>
            <th className="py-1 pl-3 text-right font-medium">Share of hours</th>
            <th className="py-1 pl-3 text-right font-medium">GPU-hours</th>
            <th className="py-1 pl-3 text-right font-medium">Cost over horizon</th>
          </tr>
        </thead>
        <tbody className="tabular">
          {tiers.map((t) => (
            <tr key={t.tier} className="border-t border-slate-100">
              <td className="py-1.5">
                <span
                  className="mr-2 inline-block h-2.5 w-2.5 rounded-sm align-middle"
                  style={{ background: TIER_COLORS[t.tier] }}
                />
                {TIER_LABELS[t.tier]}
                {t.tier === "onPrem" ? (
                  <span className="text-slate-500"> ({formatNumber(coreGpus, locale, 0)} GPUs)</span>
                ) : null}
              </td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap">
                {formatPct(hours ? (t.gpuHours / hours) * 100 : 0, locale)}
              </td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap">{formatNumber(t.gpuHours, locale, 0)}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap">{formatMoney(t.cost, currency, locale)}</td>
            </tr>
          ))}
          {transition > 0 ? (
            <tr className="border-t border-slate-100">
              <td className="py-1.5">Transition (migration, dual running)</td>
              <td />
              <td />
              <td className="py-1.5 pl-3 text-right whitespace-nowrap">{formatMoney(transition, currency, locale)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
