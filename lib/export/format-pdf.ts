import type { FieldUnit } from "@/lib/fields";
import type { Recommendation, Scenario, TcoResult } from "@/lib/tco/types";

/** Locale used when none is given or the one given is not a valid BCP 47 tag. */
export const DEFAULT_LOCALE = "en-US";

/**
 * Number, money and date formatting for one currency and locale: exact figures for tables,
 * compact ones for axes and the headline, as the UI brief asks.
 */
export interface Formatter {
  readonly locale: string;
  readonly currency: string;
  /** Whole currency units: `$1,296,000`. */
  money(value: number): string;
  /**
   * Prices and unit costs: cents from one unit up (`$3.84`), up to 4 decimals below (`$0.0106`);
   * or exactly `fractionDigits` decimals, to line up a row of them.
   */
  moneyRate(value: number, fractionDigits?: number): string;
  /** An input amount as entered: whole units when it is whole, else 2 to 4 decimals. */
  moneyInput(value: number): string;
  /** Axis and headline money: `$35.8M`, `€350K`; below a thousand, whole units: `$526`. */
  moneyCompact(value: number): string;
  /** A plain number with grouping: `4,000`, `1.4`. Decimals default to 0–2. */
  number(value: number, maxFractionDigits?: number, minFractionDigits?: number): string;
  /** A percent given as 0–100: `71.9%`. Digits default to exactly one decimal. */
  percent(value: number, maxFractionDigits?: number, minFractionDigits?: number): string;
  /** A date and time in UTC, so a server in any time zone prints the same: `Nov 29, 2026, 2:05 PM UTC`. */
  dateTime(value: Date): string;
  /** A calendar date (`YYYY-MM-DD` or a Date) without shifting it across time zones: `Jan 12, 2026`. */
  date(value: Date | string): string;
}

function resolveLocale(locale: string | undefined): string {
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
  const currencyFormat = (options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(tag, { style: "currency", currency, ...options });
  const whole = currencyFormat({ minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const rate = currencyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 4 });
  const cents = currencyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const compact = currencyFormat({ notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  return {
    locale: tag,
    currency,
    money: (value) => whole.format(value),
    moneyRate: (value, fractionDigits) =>
      fractionDigits === undefined
        ? (Math.abs(value) >= 1 ? cents : rate).format(value)
        : currencyFormat({ minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value),
    moneyInput: (value) => (Number.isInteger(value) ? whole : rate).format(value),
    moneyCompact: (value) => (Math.abs(value) < 999.5 ? whole : compact).format(value),
    number: (value, maxFractionDigits = 2, minFractionDigits = 0) =>
      new Intl.NumberFormat(tag, { minimumFractionDigits: minFractionDigits, maximumFractionDigits: maxFractionDigits }).format(value),
    percent: (value, maxFractionDigits = 1, minFractionDigits = maxFractionDigits) =>
      new Intl.NumberFormat(tag, {
        style: "percent",
        minimumFractionDigits: minFractionDigits,
        maximumFractionDigits: maxFractionDigits,
      }).format(value / 100),
    dateTime: (value) => `${dateTime.format(value)} UTC`,
    // A bare YYYY-MM-DD parses as UTC midnight; formatting in UTC keeps it on the same day.
    date: (value) => date.format(typeof value === "string" ? new Date(`${value}T00:00:00Z`) : value),
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Break-even month as people read it: always one decimal, `4.4`, `3.0`. */
export function formatMonth(month: number, formatter: Formatter): string {
  return formatter.number(month, 1, 1);
}

/**
 * The one-sentence answer to "which is cheaper and when does owning pay off", in words, so a
 * negative saving reads as a cost and never as a bare minus sign.
 *
 * @example
 * headlineSentence(commaAi, result, createFormatter("USD"));
 * // "Owning saves $35.8M over 3 years; break-even in month 4.4"
 * // with a negative saving: "Owning costs $2.1M more than renting over 3 years"
 */
export function headlineSentence(scenario: Scenario, result: TcoResult, formatter: Formatter): string {
  const years = plural(scenario.horizonYears, "year");
  const saving = result.savings.total;
  // Below half a cent the two are the same amount for every reader of the report.
  if (Math.abs(saving) < 0.005) return `Owning and renting cost the same over ${years}`;
  const amount = formatter.moneyCompact(Math.abs(saving));
  if (saving < 0) return `Owning costs ${amount} more than renting over ${years}`;
  const month = result.breakEvenMonth;
  if (month === null) return `Owning saves ${amount} over ${years}`;
  if (month === 0) return `Owning saves ${amount} over ${years}; it costs less than renting from the start`;
  return `Owning saves ${amount} over ${years}; break-even in month ${formatMonth(month, formatter)}`;
}

/** How each option is named in running text. */
export const OPTION_NAMES: Record<Recommendation, string> = {
  cloud: "Cloud",
  "on-prem": "On-prem",
  hybrid: "Hybrid",
};

/**
 * The recommendation with its reason, as the sentence under the headline.
 *
 * @example
 * recommendationSentence(s, r, f); // "Lowest present cost at an 8% discount rate: On-prem."
 */
export function recommendationSentence(scenario: Scenario, result: TcoResult, formatter: Formatter): string {
  const rate = formatter.percent(scenario.assumptions.discountRatePct, 2, 0);
  return `Lowest present cost (NPV at ${rate}, ${scenario.assumptions.discounting} discounting): ${OPTION_NAMES[result.recommendation]}.`;
}

/**
 * An input value with its unit, for assumptions tables: `$3.00/GPU-h`, `24 h/day`, `50%`.
 *
 * @example
 * formatFieldValue(700, "watts", f);       // "700 W"
 * formatFieldValue(3, "money-per-hour", f); // "$3.00/h"
 */
export function formatFieldValue(value: number, unit: FieldUnit, formatter: Formatter, unitName?: string): string {
  const n = (digits = 2) => formatter.number(value, digits);
  switch (unit) {
    case "money":
      return formatter.moneyInput(value);
    case "money-per-hour":
      return `${formatter.moneyRate(value)}/h`;
    case "money-per-month":
      return `${formatter.moneyInput(value)}/month`;
    case "money-per-year":
      return `${formatter.moneyInput(value)}/year`;
    case "money-per-kwh":
      return `${formatter.moneyRate(value)}/kWh`;
    case "money-per-tb":
      return `${formatter.moneyInput(value)}/TB`;
    case "money-per-tb-month":
      return `${formatter.moneyInput(value)}/TB-month`;
    case "percent":
      return formatter.percent(value, 2, 0);
    case "hours-per-day":
      return `${n()} h/day`;
    case "hours":
      return `${n()} h`;
    case "years":
      return `${n()} ${value === 1 ? "year" : "years"}`;
    case "months":
      return `${n()} ${value === 1 ? "month" : "months"}`;
    case "count":
      return n();
    case "watts":
      return `${n()} W`;
    case "ratio":
      return n(3);
    case "tb":
      return `${n()} TB`;
    case "tb-per-month":
      return `${n()} TB/month`;
    case "units-per-hour":
      return `${n(4)} ${unitName ?? "units"}/h`;
  }
}

// Code points of Windows-1252 above Latin-1's printable range: what the built-in PDF fonts can draw
// besides ASCII and U+00A0–U+00FF.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

// Characters Intl and typists produce that have a drawable twin.
const LOOKALIKES: Record<string, string> = {
  "\u2212": "-", // minus sign, used by Intl for negatives in some locales
  "\u2010": "-",
  "\u2011": "-",
  "\u202F": "\u00A0", // narrow no-break space, the French thousands separator
  "\u2007": "\u00A0",
  "\u2009": " ",
  "\t": " ",
};
const LOOKALIKE_PATTERN = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "g");

function drawable(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const ok = code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
    if (!ok) return false;
  }
  return true;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * Text the PDF's built-in Helvetica can draw. Helvetica covers Windows-1252 only, and pdfkit
 * silently draws wrong glyphs for anything else (Hebrew came out as accented Latin), so each
 * character cluster outside it is replaced by its compatibility form when that is drawable
 * (`ﬁ` → `fi`) and by `?` otherwise: an emoji or a Hebrew word shows as `?`s, never as a wrong word.
 * Line breaks are kept; other control characters become spaces.
 *
 * @example
 * pdfText("Rack 🚀 \"A\""); // 'Rack ? "A"'
 * pdfText("שלום");          // "????"
 */
export function pdfText(text: string): string {
  const normal = text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(LOOKALIKE_PATTERN, (char) => LOOKALIKES[char] ?? char)
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, " ");
  if (drawable(normal)) return normal;
  let out = "";
  for (const { segment } of graphemes.segment(normal)) {
    if (drawable(segment)) out += segment;
    // Direction marks and joiners are invisible: a "?" for them would be noise.
    else if (/^\p{Cf}+$/u.test(segment)) continue;
    else {
      const compatible = segment.normalize("NFKC");
      out += drawable(compatible) ? compatible : "?";
    }
  }
  return out;
}
