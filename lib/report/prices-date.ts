/**
 * A YYYY-MM-DD date in the reader's locale, on the same day in every time zone.
 *
 * @example
 * formatDateOnly("2023-01-01", "en-US"); // "Jan 1, 2023"
 */
export function formatDateOnly(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
