/**
 * Number formatting for people: amounts in the scenario's currency with the reader's locale.
 * Formatters are cached because Intl constructors are slow and charts format hundreds of ticks.
 */

/** `make`, remembering what it made for each locale and options. */
function cached<Options, Made>(make: (locale: string | undefined, options: Options) => Made) {
  const made = new Map<string, Made>();
  return (locale: string | undefined, options: Options): Made => {
    const key = `${locale ?? ""}|${JSON.stringify(options)}`;
    let f = made.get(key);
    if (!f) {
      f = make(locale, options);
      made.set(key, f);
    }
    return f;
  };
}

const formatter = cached((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

/**
 * An exact amount, for tables and tooltips: whole units, or cents below 100.
 * @example formatMoney(1_296_000, "USD", "en-US") // "$1,296,000"
 * @example formatMoney(0.0106, "USD", "en-US") // "$0.0106"
 */
export function formatMoney(value: number, currency: string, locale?: string): string {
  const abs = Math.abs(value);
  // Whole units for amounts, cents for prices, and up to four decimals for sub-cent unit costs.
  const [min, max] = abs === 0 || abs >= 100 ? [0, 0] : abs >= 1 ? [2, 2] : [2, 4];
  return formatter(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(value);
}

/**
 * A cost per GPU-hour: always to the cent, so the options' figures line up and compare at a glance
 * (a reader prices GPU-hours in cents; the exact figure is the total over the hours).
 * @example formatPerGpuHour(0.90016, "USD", "en-US") // "$0.90"
 * @example formatPerGpuHour(125, "EUR", "en-US") // "€125.00"
 */
export function formatPerGpuHour(value: number, currency: string, locale?: string): string {
  return formatter(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

/**
 * A compact amount, for KPI cards and axes.
 * @example formatMoneyCompact(35_800_000, "USD", "en-US") // "$35.8M"
 * @example formatMoneyCompact(350_000, "EUR", "en-US") // "€350K"
 */
export function formatMoneyCompact(value: number, currency: string, locale?: string): string {
  if (Math.abs(value) < 1000) return formatMoney(value, currency, locale);
  return formatter(locale, { style: "currency", currency, notation: "compact", maximumSignificantDigits: 3 }).format(
    value,
  );
}

/** @example formatNumber(8556.4, "en-US", 1) // "8,556.4" */
export function formatNumber(value: number, locale?: string, maximumFractionDigits = 2): string {
  return formatter(locale, { maximumFractionDigits }).format(value);
}

/** A compact count, for axes. @example formatNumberCompact(10_549, "en-US") // "10.5K" */
export function formatNumberCompact(value: number, locale?: string): string {
  return formatter(locale, { notation: "compact", maximumSignificantDigits: 3 }).format(value);
}

/** A percent field (0–100 scale, as the model stores percents). @example formatPct(71.9, "en-US") // "71.9%" */
export function formatPct(value: number, locale?: string, maximumFractionDigits = 1): string {
  return formatter(locale, { style: "percent", maximumFractionDigits }).format(value / 100);
}

/** A month on the model's time axis. @example formatMonth(4.41, "en-US") // "month 4.4" */
export function formatMonth(month: number, locale?: string): string {
  return `month ${formatNumber(month, locale, 1)}`;
}

/** The currency's symbol in the locale, for input adornments. @example currencySymbol("EUR", "en-US") // "€" */
export function currencySymbol(currency: string, locale?: string): string {
  const part = formatter(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" })
    .formatToParts(0)
    .find((p) => p.type === "currency");
  return part?.value ?? currency;
}

/** The first language of an Accept-Language header, if it is one Intl knows. */
export function localeFromAcceptLanguage(header: string | null | undefined): string {
  const first = header?.split(",")[0]?.split(";")[0]?.trim();
  if (first) {
    try {
      return Intl.getCanonicalLocales(first)[0] ?? "en-US";
    } catch {
      // An unparseable tag falls through to the default.
    }
  }
  return "en-US";
}

const dateFormatter = cached((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

/**
 * A calendar date (pricesAsOf, a source's date): a day, not an instant, so it is never shifted
 * across time zones. A `YYYY-MM-DD` string (or a Date at UTC midnight) is that same day everywhere.
 * @example formatCalendarDate("2023-01-01", "en-US") // "Jan 1, 2023"
 * @example formatCalendarDate("2023-01-01", "de-DE") // "01.01.2023"
 */
export function formatCalendarDate(value: string | Date, locale?: string): string {
  const at = typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  return dateFormatter(locale, { dateStyle: "medium", timeZone: "UTC" }).format(at);
}

/**
 * An instant (a save, a share, an audit event). On screen it is read in the reader's own zone
 * (`timeZone` left out, run in their browser); files name the zone, so give "UTC" there.
 * @example formatTimestamp(new Date("2026-11-29T14:05:00Z"), "en-US", "UTC") // "Nov 29, 2026, 2:05 PM UTC"
 * @example formatTimestamp(new Date("2026-11-29T14:05:00Z"), "en-GB", "UTC") // "29 Nov 2026, 14:05 UTC"
 */
export function formatTimestamp(value: Date | string, locale?: string, timeZone?: "UTC"): string {
  const text = dateFormatter(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(value));
  return timeZone ? `${text} ${timeZone}` : text;
}
