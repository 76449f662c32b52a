import { currencyMarkFits } from "./currency-mark";

/**
 * Numbers as finance people type them, in the reader's locale: digit grouping (`3,500,000`,
 * `3 500 000`, `3.500.000` in German), a currency symbol (`$3,500,000`), the suffixes k, M and B
 * (`3.5M`) and `5%` in percent fields. Anything that is not a plain decimal (`0x10`, `0b11`,
 * `1e400`, `Infinity`) is refused with a message rather than read as some other number.
 */

/** What a field accepts besides digits. */
export interface NumberTextOptions {
  /** A BCP 47 tag; its grouping and decimal separators are the ones read. Default: the runtime's. */
  locale?: string;
  /** A currency symbol or code may precede or follow the number. */
  money?: boolean;
  /** With `money`, the scenario's currency (ISO 4217 code): a mark of another currency ("€" in USD) is refused. */
  currency?: string;
  /** A trailing `%` is allowed (the value stays in percent: `5%` is 5). */
  percent?: boolean;
}

/**
 * The outcome of reading a field's text. A refusal's message reads after the field's label:
 * "GPUs is not a plain number: …".
 */
export type NumberTextResult = { ok: true; value: number } | { ok: false; empty: boolean; message: string };

interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

function separators(locale: string | undefined): Separators {
  const key = locale ?? "";
  let found = separatorCache.get(key);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1234567.5);
    found = {
      group: normaliseSpaces(parts.find((p) => p.type === "group")?.value ?? ",").replace(/’/g, "'"),
      decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    };
    separatorCache.set(key, found);
  }
  return found;
}

const formatCache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined): Intl.NumberFormat {
  const key = locale ?? "";
  let format = formatCache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formatCache.set(key, format);
  }
  return format;
}

/**
 * The shortest decimal digits that read back as `abs` (JavaScript's own), written out without an
 * exponent: 1e21 becomes "1000000000000000000000", 1.5e-7 becomes "0.00000015".
 */
function plainDigits(abs: number): { int: string; fraction: string } {
  const [mantissa = "0", exponent = "0"] = String(abs).split("e");
  const [whole = "0", part = ""] = mantissa.split(".");
  const digits = whole + part;
  const point = whole.length + Number(exponent);
  if (point <= 0) return { int: "0", fraction: "0".repeat(-point) + digits };
  if (point >= digits.length) return { int: digits + "0".repeat(point - digits.length), fraction: "" };
  return { int: digits.slice(0, point), fraction: digits.slice(point) };
}

const SPACES = /[\s\u00a0\u2007\u2009\u202f]+/g;
const normaliseSpaces = (text: string) => text.replace(SPACES, " ");

const SUFFIXES: Record<string, number> = { k: 3, K: 3, m: 6, M: 6, mm: 6, MM: 6, b: 9, B: 9, bn: 9, Bn: 9 };
const CURRENCY = String.raw`(?:[A-Z]{0,2}[$€£¥₩₹₽₺₪₫฿₴₦]|[A-Z]{3}|kr|zł|Fr\.?)`;
const SHAPE = new RegExp(
  String.raw`^(?<sign1>[-+]?)\s?(?<pre>${CURRENCY})?\s?(?<sign2>[-+]?)(?<body>[0-9.,' ’]*[0-9.,]|[0-9])\s?` +
    String.raw`(?<suffix>k|K|mm|MM|m|M|bn|Bn|b|B)?\s?(?<pct>%)?\s?(?<post>${CURRENCY})?$`,
);

const refuse = (message: string): NumberTextResult => ({ ok: false, empty: false, message });

function example(locale: string | undefined): string {
  return `${formatNumberText(3_500_000, locale)}, ${formatNumberText(3.5, locale)}M or 250k`;
}

/** Digits of the integer part with its grouping checked: the first group 1–3 digits, the rest 3 (or 2 then 3, as in en-IN). */
function integerDigits(text: string, group: string): string | null {
  if (/^[0-9]*$/.test(text)) return text;
  const groups = text.split(group === " " ? " " : new RegExp(`[${escapeClass(group)} ]`));
  const [first, ...rest] = groups;
  if (first === undefined || !/^[0-9]{1,3}$/.test(first)) return null;
  const last = rest.at(-1);
  if (last === undefined || !/^[0-9]{3}$/.test(last)) return null;
  if (!rest.slice(0, -1).every((g) => /^[0-9]{2,3}$/.test(g))) return null;
  return groups.join("");
}

const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, "\\$&");

/**
 * Reads a number box's text.
 *
 * @example
 * parseNumberText("$3,500,000", { locale: "en-US", money: true }); // { ok: true, value: 3500000 }
 * parseNumberText("3.500.000", { locale: "de-DE" });               // { ok: true, value: 3500000 }
 * parseNumberText("3.5M", { locale: "en-US" });                    // { ok: true, value: 3500000 }
 * parseNumberText("5%", { percent: true });                        // { ok: true, value: 5 }
 * parseNumberText("€3.5M", { money: true, currency: "USD" });       // { ok: false, …, message: "is in €, but this scenario counts in USD: …" }
 * parseNumberText("0x10");  // { ok: false, empty: false, message: "is not a plain number: write digits such as 3,500,000, 3.5M or 250k" }
 * parseNumberText("   ");   // { ok: false, empty: true, message: "is empty: enter a number" }
 */
export function parseNumberText(text: string, options: NumberTextOptions = {}): NumberTextResult {
  const trimmed = normaliseSpaces(text)
    .trim()
    .replace(/\u2212/g, "-");
  if (trimmed === "") return { ok: false, empty: true, message: "is empty: enter a number" };
  const notPlain = refuse(`is not a plain number: write digits such as ${example(options.locale)}`);
  const match = SHAPE.exec(trimmed);
  const g = match?.groups;
  if (!g?.body) return notPlain;
  if ((g.pre || g.post) && (!options.money || (g.pre && g.post))) return notPlain;
  if (g.sign1 && g.sign2) return notPlain;
  // No conversion is guessed: an amount in another currency is the reader's to convert.
  const mark = g.pre || g.post;
  if (mark && options.currency && !currencyMarkFits(mark, options.currency, options.locale)) {
    return refuse(
      `is in ${mark}, but this scenario counts in ${options.currency}: enter the amount in ${options.currency}, or ` +
        `change the scenario's currency`,
    );
  }
  if (g.pct && !options.percent) return refuse("is not a percentage: leave out the %");
  if (g.pct && g.suffix) return notPlain;

  const { group, decimal } = separators(options.locale);
  const body = g.body.replace(/’/g, "'");
  const decimalAt = body.indexOf(decimal);
  if (decimalAt !== body.lastIndexOf(decimal)) return notPlain;
  const intText = decimalAt < 0 ? body : body.slice(0, decimalAt);
  const fraction = decimalAt < 0 ? "" : body.slice(decimalAt + 1);
  if (!/^[0-9]*$/.test(fraction)) return notPlain;
  const digits = integerDigits(intText, group);
  if (digits === null || digits + fraction === "") return notPlain;

  const shift = g.suffix ? (SUFFIXES[g.suffix] ?? 0) : 0;
  // Shift the decimal point in the text, so 3.3M is exactly 3300000, not 3.3 × 1e6 = 3299999.9999999995.
  const padded = fraction.padEnd(shift, "0");
  const decimalText = `${digits || "0"}${padded.slice(0, shift)}.${padded.slice(shift) || "0"}`;
  const magnitude = Number(decimalText);
  if (!Number.isFinite(magnitude)) return refuse("is too large");
  const value = (g.sign1 || g.sign2) === "-" ? -magnitude : magnitude;
  return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * A number as a box shows it when not being edited: grouped in the reader's locale, every
 * significant digit kept and no exponent, so `parseNumberText(formatNumberText(x))` gives `x` back.
 *
 * @example
 * formatNumberText(3500000, "en-US"); // "3,500,000"
 * formatNumberText(3500000, "de-DE"); // "3.500.000"
 * formatNumberText(0.1, "en-US");     // "0.1"
 */
export function formatNumberText(value: number, locale?: string): string {
  const { int, fraction } = plainDigits(Math.abs(value));
  // Grouping through BigInt keeps every digit of a large integer part; Intl would round past 2^53.
  const grouped = normaliseSpaces(numberFormat(locale).format(BigInt(int)));
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? separators(locale).decimal + fraction : ""}`;
}
