"use client";

import { formatCalendarDate } from "@/lib/format";
import { ageWords, monthsBetween, pricesAreStale, STALE_AFTER_MONTHS } from "@/lib/report/prices-age";

/**
 * A warning above the results when the scenario's prices are more than six months old: cloud
 * prices and hardware quotes move, and a decision on old ones should say so.
 */
export function PricesAgeWarning({ pricesAsOf, locale }: { pricesAsOf: string | undefined; locale: string }) {
  const today = new Date();
  if (!pricesAsOf || !pricesAreStale(pricesAsOf, today)) return null;
  return (
    <p
      role="status"
      data-testid="prices-age-warning"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      Prices as of {formatCalendarDate(pricesAsOf, locale)}: {ageWords(monthsBetween(pricesAsOf, today))} ago, more than{" "}
      {STALE_AFTER_MONTHS} months. Check the cloud price and the hardware quotes before deciding on these figures.
    </p>
  );
}
