/** Prices older than this many months get a warning in the editor. */
export const STALE_AFTER_MONTHS = 6;

/**
 * Whole calendar months from `asOf` (YYYY-MM-DD) to `today`, counting a month only once its day
 * is reached: Jan 31 → Feb 28 is 0 months, Jan 15 → Jul 15 is 6.
 *
 * @example
 * monthsBetween("2023-01-01", new Date("2026-12-01T00:00:00Z")); // 47
 */
export function monthsBetween(asOf: string, today: Date): number {
  const [y, m, d] = asOf.split("-").map(Number) as [number, number, number];
  let months = (today.getUTCFullYear() - y) * 12 + (today.getUTCMonth() + 1 - m);
  if (today.getUTCDate() < d) months -= 1;
  return months;
}

/**
 * Whether prices taken on `asOf` are too old to decide on without checking: more than six months
 * before `today`. Undated prices are not stale (nothing is known), and the editor says so apart.
 *
 * @example
 * pricesAreStale("2026-05-31", new Date("2026-12-01T00:00:00Z")); // true (6 months and a day)
 * pricesAreStale("2026-06-01", new Date("2026-12-01T00:00:00Z")); // false (exactly 6 months)
 */
export function pricesAreStale(asOf: string | undefined, today: Date): boolean {
  if (!asOf) return false;
  const [y, m, d] = asOf.split("-").map(Number) as [number, number, number];
  // Six months on, on the same day, or the month's last day when it is shorter (May 31 → Nov 30).
  const lastDay = new Date(Date.UTC(y, m - 1 + STALE_AFTER_MONTHS + 1, 0)).getUTCDate();
  const limit = Date.UTC(y, m - 1 + STALE_AFTER_MONTHS, Math.min(d, lastDay));
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) > limit;
}

/**
 * How long ago, in words: "3 years and 11 months", "7 months", "less than a month".
 *
 * @example
 * ageWords(47); // "3 years and 11 months"
 */
export function ageWords(months: number): string {
  if (months < 1) return "less than a month";
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = years === 0 ? "" : `${years} ${years === 1 ? "year" : "years"}`;
  const m = rest === 0 ? "" : `${rest} ${rest === 1 ? "month" : "months"}`;
  return [y, m].filter(Boolean).join(" and ");
}
