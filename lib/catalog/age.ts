import type { Catalogs } from "./load";

const DAY_MS = 86_400_000;

/** How old a catalog's figures are, in days from `today`, by the dates their sources state. */
export interface CatalogAge {
  compiledOn: string;
  oldest: string;
  newest: string;
  /** Days from the newest stated date to today. */
  newestDays: number;
  /** Days from the oldest stated date to today. */
  oldestDays: number;
  /** Figures whose source states no date: they carry only the day they were read. */
  undated: number;
}

const days = (from: string, to: Date) => Math.floor((to.getTime() - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The range of the dates the sources state, over both catalogs, and how old its ends are. Figures
 * dated only by the day they were read are counted apart: they would make the catalog look fresher
 * than its sources are.
 *
 * @example
 * catalogAge(c, new Date("2026-12-11T08:00:00Z"));
 * // { compiledOn: "2026-12-03", oldest: "2022-09-20", newest: "2026-11-09", newestDays: 32, oldestDays: 1543, undated: 15 }
 */
export function catalogAge(catalogs: Catalogs, today: Date): CatalogAge {
  const figures = [
    ...catalogs.cloud.entries,
    ...catalogs.hardware.entries.flatMap((h) =>
      [h.listPrice, h.fullLoadWatts, h.idleWatts, h.lifetimeYears].flatMap((f) => (f ? [f] : [])),
    ),
  ];
  const dates = figures
    .filter((f) => f.dateBasis === "stated")
    .map((f) => f.asOf)
    .sort();
  const compiledOn = [catalogs.cloud.compiledOn, catalogs.hardware.compiledOn].sort().at(-1) ?? "";
  const oldest = dates[0] ?? compiledOn;
  const newest = dates.at(-1) ?? compiledOn;
  return {
    compiledOn,
    oldest,
    newest,
    newestDays: days(newest, today),
    oldestDays: days(oldest, today),
    undated: figures.length - dates.length,
  };
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
