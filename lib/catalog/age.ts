import type { Catalogs } from "./load";

const DAY_MS = 86_400_000;

/** How old a catalog's figures are, in days from `today`. */
export interface CatalogAge {
  compiledOn: string;
  oldest: string;
  newest: string;
  /** Days from the newest figure to today. */
  newestDays: number;
  /** Days from the oldest figure to today. */
  oldestDays: number;
}

const days = (from: string, to: Date) => Math.floor((to.getTime() - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The date range of every dated figure in both catalogs and how old its ends are.
 *
 * @example
 * catalogAge(c, new Date("2026-12-01T12:00:00Z"));
 * // { compiledOn: "2026-12-01", oldest: "2024-06-24", newest: "2026-12-01", newestDays: 0, oldestDays: 890 }
 */
export function catalogAge(catalogs: Catalogs, today: Date): CatalogAge {
  const dates = [
    ...catalogs.cloud.entries.map((e) => e.asOf),
    ...catalogs.hardware.entries.flatMap((h) => [h.listPrice, h.fullLoadWatts, h.idleWatts, h.lifetimeYears].flatMap((f) => (f ? [f.asOf] : []))),
  ].sort();
  const compiledOn = [catalogs.cloud.compiledOn, catalogs.hardware.compiledOn].sort().at(-1) ?? "";
  const oldest = dates[0] ?? compiledOn;
  const newest = dates.at(-1) ?? compiledOn;
  return { compiledOn, oldest, newest, newestDays: days(newest, today), oldestDays: days(oldest, today) };
}

/**
 * A duration in days as a reader says it: "today", "12 days", "5 months", "2 years".
 *
 * @example
 * ageWords(890); // "2 years"
 */
export function ageWords(daysOld: number): string {
  if (daysOld <= 0) return "today";
  if (daysOld < 45) return daysOld === 1 ? "1 day" : `${daysOld} days`;
  if (daysOld < 365) return `${Math.round(daysOld / 30.44)} months`;
  const years = Math.floor(daysOld / 365);
  return years === 1 ? "1 year" : `${years} years`;
}
