import { kindName } from "@/lib/catalog/providers";
import type { PricingKind } from "@/lib/catalog/schema";

// Commitments bill every hour whether used or not: they stand out from pay-as-you-go prices.
const STYLE: Record<PricingKind, string> = {
  "on-demand": "border-slate-300 bg-white text-slate-700",
  spot: "border-amber-300 bg-amber-50 text-amber-900",
  "commit-1y": "border-sky-300 bg-sky-50 text-sky-900",
  "commit-3y": "border-indigo-300 bg-indigo-50 text-indigo-900",
};

/** A cloud price's pricing kind as a small labelled chip: "On-demand", "1-year commitment"… */
export function KindBadge({ kind }: { kind: PricingKind }) {
  return (
    <span
      className={`inline-block rounded border px-1.5 py-px text-[11px] leading-4 font-medium whitespace-nowrap ${STYLE[kind]}`}
    >
      {kindName(kind)}
    </span>
  );
}
