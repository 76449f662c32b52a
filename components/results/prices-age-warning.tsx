"use client";

import { formatCalendarDate } from "@/lib/format";
import { fieldLabel } from "@/lib/input/fields";
import { ageWords, monthsBetween, stalePrices, STALE_AFTER_MONTHS } from "@/lib/report/prices-age";
import type { Scenario } from "@/lib/tco/types";

/**
 * A warning above the results naming each price more than six months old, with its own date:
 * cloud prices and hardware quotes move, and a decision on old ones should say so. A price picked
 * from the catalog keeps its source's date; a typed one has the scenario's "Prices as of".
 */
export function PricesAgeWarning({ scenario, locale }: { scenario: Scenario; locale: string }) {
  const today = new Date();
  const stale = stalePrices(scenario, today);
  if (stale.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="prices-age-warning"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p>
        {stale.length === 1 && stale[0]!.fields.length === 1 ? "A price is" : "Prices are"} more than{" "}
        {STALE_AFTER_MONTHS} months old. Check {stale.length === 1 && stale[0]!.fields.length === 1 ? "it" : "them"}{" "}
        before deciding on these figures.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {stale.map((group) => (
          <li key={`${group.asOf}-${group.from ?? "typed"}`} data-testid="stale-price">
            {group.fields.map(fieldLabel).join(", ")}
            {group.from ? `, from ${group.from}` : ""}: as of {formatCalendarDate(group.asOf, locale)},{" "}
            {ageWords(monthsBetween(group.asOf, today))} ago
            {group.from ? "" : " (the scenario's \u201cPrices as of\u201d)"}
          </li>
        ))}
      </ul>
    </div>
  );
}
