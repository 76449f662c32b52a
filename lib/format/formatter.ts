import {
  formatCalendarDate,
  formatMoney,
  formatMoneyCompact,
  formatMonth,
  formatNumber,
  formatPct,
  formatTimestamp,
} from "@/lib/format";

/** Locale used when none is given or the one given is not a valid BCP 47 tag. */
export const DEFAULT_LOCALE = "en-US";

/**
 * Number, money and date formatting for one currency and locale. Amounts, percents and months
 * come from lib/format, so the PDF says each figure as the web page does; what only the exports
 * need (aligned rates, inputs as entered, dates) is added here.
 */
export interface Formatter {
  readonly locale: string;
  readonly currency: string;
  /** An exact amount (lib/format): `$1,296,000`, `$12.50`. */
  money(value: number): string;
  /** A rate with exactly `fractionDigits` decimals, to line up a row of them: `$4.408`, `$0.876`. */
  moneyRate(value: number, fractionDigits: number): string;
  /** An input amount as entered: as `money` from one unit up, below it up to 4 decimals unpadded (`$0.08`). */
  moneyInput(value: number): string;
  /** A compact amount (lib/format): `$35.8M`, `€350K`. */
  moneyCompact(value: number): string;
  /** A plain number with grouping (lib/format): `4,000`, `1.4`. */
  number(value: number, maxFractionDigits?: number): string;
  /** A percent given as 0–100 (lib/format): `71.9%`. */
  percent(value: number, maxFractionDigits?: number): string;
  /** A point on the model's time axis (lib/format): `month 4.4`. */
  month(value: number): string;
  /** A date and time in UTC, so a server in any time zone prints the same: `Nov 29, 2026, 2:05 PM UTC`. */
  dateTime(value: Date): string;
  /** A calendar date (`YYYY-MM-DD` or a Date) without shifting it across time zones: `Jan 12, 2026`. */
  date(value: Date | string): string;
}

/**
 * The locale tag to format with: the one given when Intl accepts it, else en-US.
 *
 * @example
 * resolveLocale("fr-fr");  // "fr-FR"
 * resolveLocale("nonsense!"); // "en-US"
 */
export function resolveLocale(locale: string | undefined): string {
  try {
    return Intl.getCanonicalLocales(locale ?? DEFAULT_LOCALE)[0] ?? DEFAULT_LOCALE;
  } catch {
    // A malformed tag (say from an Accept-Language header) must not break the export.
    return DEFAULT_LOCALE;
  }
}

/**
 * A formatter for `currency` (ISO 4217) in `locale` (BCP 47, default en-US).
 *
 * @example
 * const f = createFormatter("USD");
 * f.money(1_296_000);        // "$1,296,000"
 * f.moneyCompact(35_800_000); // "$35.8M"
 */
export function createFormatter(currency: string, locale?: string): Formatter {
  const tag = resolveLocale(locale);
  const currencyFormat = (min: number, max: number) =>
    new Intl.NumberFormat(tag, { style: "currency", currency, minimumFractionDigits: min, maximumFractionDigits: max });
  const subUnit = currencyFormat(2, 4);
  return {
    locale: tag,
    currency,
    money: (value) => formatMoney(value, currency, tag),
    moneyRate: (value, fractionDigits) => currencyFormat(fractionDigits, fractionDigits).format(value),
    // lib/format pads sub-unit amounts to 4 decimals ($0.0800) for tooltips; an input reads as typed.
    moneyInput: (value) =>
      value === 0 || Math.abs(value) >= 1 ? formatMoney(value, currency, tag) : subUnit.format(value),
    moneyCompact: (value) => formatMoneyCompact(value, currency, tag),
    number: (value, maxFractionDigits) => formatNumber(value, tag, maxFractionDigits),
    percent: (value, maxFractionDigits) => formatPct(value, tag, maxFractionDigits),
    month: (value) => formatMonth(value, tag),
    // Files are read anywhere: an instant in them is in UTC, zone named (lib/format).
    dateTime: (value) => formatTimestamp(value, tag, "UTC"),
    date: (value) => formatCalendarDate(value, tag),
  };
}
