/**
 * Number formatting for people: amounts in the scenario's currency with the reader's locale.
 * Formatters are cached because Intl constructors are slow and charts format hundreds of ticks.
 */
const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/**
 * An exact amount, for tables and tooltips: whole units, or cents below 100.
 * @example formatMoney(1_296_000, "USD", "en-US") // "$1,296,000"
 * @example formatMoney(0.0106, "USD", "en-US") // "$0.0106"
 */
export function formatMoney(value: number, currency: string, locale?: string): string {
  const abs = Math.abs(value);
  // Whole units for amounts, cents for prices, and up to four decimals for sub-cent unit costs.
  const [min, max] = abs === 0 || abs >= 100 ? [0, 0] : abs >= 1 ? [2, 2] : [2, 4];
  return formatter(locale, { style: "currency", currency, minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
}

/**
 * A compact amount, for KPI cards and axes.
 * @example formatMoneyCompact(35_800_000, "USD", "en-US") // "$35.8M"
 * @example formatMoneyCompact(350_000, "EUR", "en-US") // "€350K"
 */
export function formatMoneyCompact(value: number, currency: string, locale?: string): string {
  if (Math.abs(value) < 1000) return formatMoney(value, currency, locale);
  return formatter(locale, { style: "currency", currency, notation: "compact", maximumSignificantDigits: 3 }).format(value);
}

/** @example formatNumber(8556.4, "en-US", 1) // "8,556.4" */
export function formatNumber(value: number, locale?: string, maximumFractionDigits = 2): string {
  return formatter(locale, { maximumFractionDigits }).format(value);
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
