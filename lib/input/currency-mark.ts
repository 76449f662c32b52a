/**
 * Whether a currency mark typed in a number box ("$", "US$", "€", "EUR", "kr", "Fr.") can denote
 * the scenario's currency. The marks a currency may be written with are the ones Intl gives it
 * (its code, symbol and narrow symbol) in a few locales that write it differently, plus the
 * reader's own; "$" is therefore fine in a USD, CAD or AUD scenario, "€" only in a EUR one.
 */

// Locales whose symbols differ: "US$" (en-CA), "A$" (en-US), "CHF"/"Fr." (de-CH), "kr" (sv-SE), "zł" (pl-PL).
const LOCALES = [
  "en-US",
  "en-GB",
  "en-CA",
  "en-AU",
  "en-IN",
  "de-CH",
  "fr-CH",
  "sv-SE",
  "pl-PL",
  "ja-JP",
  "zh-CN",
  "ko-KR",
  "pt-BR",
];
const EXTRA: Partial<Record<string, string[]>> = { CHF: ["Fr", "Fr."], CAD: ["C$"] };

const cache = new Map<string, Set<string>>();

function marksOf(currency: string, locale: string | undefined): Set<string> {
  const key = `${currency}|${locale ?? ""}`;
  let marks = cache.get(key);
  if (marks) return marks;
  marks = new Set([currency, ...(EXTRA[currency] ?? [])]);
  for (const l of locale ? [locale, ...LOCALES] : LOCALES) {
    for (const currencyDisplay of ["symbol", "narrowSymbol"] as const) {
      try {
        const part = new Intl.NumberFormat(l, { style: "currency", currency, currencyDisplay })
          .formatToParts(1)
          .find((p) => p.type === "currency");
        if (part) marks.add(part.value.trim());
      } catch {
        // An unknown locale adds nothing; the others still count.
      }
    }
  }
  cache.set(key, marks);
  return marks;
}

/**
 * @example
 * currencyMarkFits("$", "USD");      // true
 * currencyMarkFits("€", "USD");      // false
 * currencyMarkFits("$", "CAD");      // true  (Canadians write $)
 * currencyMarkFits("kr", "SEK");     // true
 * currencyMarkFits("EUR", "EUR");    // true
 */
export function currencyMarkFits(mark: string, currency: string, locale?: string): boolean {
  if (mark.toUpperCase() === currency.toUpperCase()) return true;
  return marksOf(currency.toUpperCase(), locale).has(mark);
}
