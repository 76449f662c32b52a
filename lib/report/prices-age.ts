import { fieldLabel } from "@/lib/input/fields";
import { getPath } from "@/lib/object-path";
import type { PriceSource, Scenario } from "@/lib/tco/types";

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

/** The prices a decision rests on: the cloud's hourly price, the hardware quote's lines, a quoted hourly rate. */
const PRICE_FIELDS = [
  "cloud.pricePerGpuHour",
  "onPrem.capex.compute",
  "onPrem.capex.storage",
  "onPrem.capex.network",
  "onPrem.opex.variableCostPerGpuHour",
];

const PRICE_KINDS: ReadonlySet<PriceSource["kind"]> = new Set([
  "on-demand",
  "commit-1y",
  "commit-3y",
  "spot",
  "list-price",
]);

/**
 * One or more prices of the same date and origin: typed (dated by the scenario's `pricesAsOf`) or
 * picked from one catalog entry (dated by that entry's source).
 */
export interface DatedPrices {
  /** JSON paths of the fields, in `PRICE_FIELDS` order. */
  fields: string[];
  asOf: string;
  /** The catalog item the prices were picked from; absent for typed prices. */
  from?: string;
}

/**
 * Each price the scenario holds with its own date: a price still holding the figure a catalog pick
 * filled keeps that source's date; any other (typed, or typed over since its pick) is dated by
 * `pricesAsOf`. A zero line is no price; undated typed prices are left out (nothing is known).
 * Prices of the same date and origin are grouped.
 *
 * @example
 * // the comma.ai preset (typed, 2026-01-01) with a server picked from a 2024-08-22 quote
 * datedPrices(s);
 * // [{ fields: ["cloud.pricePerGpuHour", "onPrem.capex.storage", "onPrem.capex.network"], asOf: "2026-01-01" },
 * //  { fields: ["onPrem.capex.compute"], asOf: "2024-08-22", from: "HGX H100 8-GPU server" }]
 */
export function datedPrices(s: Scenario): DatedPrices[] {
  const groups: DatedPrices[] = [];
  const add = (field: string, asOf: string, from?: string) => {
    const group = groups.find((g) => g.asOf === asOf && g.from === from);
    if (group) group.fields.push(field);
    else groups.push({ fields: [field], asOf, ...(from === undefined ? {} : { from }) });
  };
  for (const field of PRICE_FIELDS) {
    const value = getPath(s, field);
    if (typeof value !== "number" || value === 0) continue;
    const picked = s.sources?.find((p) => p.field === field && PRICE_KINDS.has(p.kind) && p.filled === value);
    if (picked) add(field, picked.asOf, picked.item);
    else if (s.pricesAsOf) add(field, s.pricesAsOf);
  }
  return groups;
}

/**
 * The scenario's prices more than six months old on `today`, grouped as `datedPrices` groups them,
 * oldest first: what the editor's warning names.
 *
 * @example
 * stalePrices(s, new Date("2026-12-05"));
 * // [{ fields: ["onPrem.capex.compute"], asOf: "2024-08-22", from: "HGX H100 8-GPU server" }]
 */
export function stalePrices(s: Scenario, today: Date): DatedPrices[] {
  return datedPrices(s)
    .filter((g) => pricesAreStale(g.asOf, today))
    .sort((a, b) => a.asOf.localeCompare(b.asOf));
}

/**
 * The stale prices in a sentence, for a printed report that has no warning box: dated on `today`
 * (the report's generation date). When every price is typed and stale, one short clause on
 * "Prices as of"; otherwise each stale group with its date and age. Null when none is stale.
 *
 * @example
 * stalePricesSentence(typedIn2025, new Date("2026-12-05"), (d) => d);
 * // "The prices typed here are as of 2025-01-01, 1 year and 11 months before this report: check them before deciding."
 * stalePricesSentence(pickedQuote, new Date("2026-12-05"), (d) => d);
 * // "Prices more than 6 months old: Compute (servers and GPUs), from HGX H100 8-GPU server, as of 2024-08-22 (2 years and 3 months). Check them before deciding."
 */
export function stalePricesSentence(s: Scenario, today: Date, date: (asOf: string) => string): string | null {
  const stale = stalePrices(s, today);
  const only = stale[0];
  if (!only) return null;
  const age = (asOf: string) => ageWords(monthsBetween(asOf, today));
  if (stale.length === 1 && !only.from && datedPrices(s).length === 1)
    return `The prices typed here are as of ${date(only.asOf)}, ${age(only.asOf)} before this report: check them before deciding.`;
  const groups = stale.map(
    (g) =>
      `${g.fields.map(fieldLabel).join(", ")}${g.from ? `, from ${g.from}` : ""}, as of ${date(g.asOf)} (${age(g.asOf)})`,
  );
  return `Prices more than ${STALE_AFTER_MONTHS} months old: ${groups.join("; ")}. Check them before deciding.`;
}
