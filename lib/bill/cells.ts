/** Reading one FOCUS cell: numbers, instants and usage units. */

/** An empty cell, or the word null some exporters write for one (a scan and a trim: no pattern to backtrack). */
export function isBlank(cell: string | undefined): boolean {
  if (cell === undefined || cell === "") return true;
  const text = cell.trim();
  return text === "" || (text.length === 4 && text.toLowerCase() === "null");
}

/**
 * A decimal cell: a number, null when blank, NaN when it is not a plain decimal ("$1,000.00", "0x10").
 * Infinity when it is one too large for a number ("1e400"): the caller refuses it by name.
 *
 * @example
 * decimal("12.5"); // 12.5
 * decimal("");     // null
 * decimal("1,5");  // NaN
 */
export function decimal(cell: string | undefined): number | null {
  if (cell === undefined || cell === "") return null;
  if (plainDecimal(cell)) return Number(cell);
  if (isBlank(cell)) return null;
  const text = cell.trim();
  return plainDecimal(text) ? Number(text) : Number.NaN;
}

/**
 * Whether the text is `[+-]digits[.digits][(e|E)[+-]digits]` (or `[+-].digits…`): one scan, each
 * character once, where a regex with optional groups could backtrack over a long cell. Millions of
 * cost cells go through here.
 */
function plainDecimal(text: string): boolean {
  const n = text.length;
  let i = 0;
  const digits = () => {
    const from = i;
    while (i < n && isDigit(text.charCodeAt(i))) i++;
    return i - from;
  };
  if (i < n && isSign(text.charCodeAt(i))) i++;
  let mantissa = digits();
  if (i < n && text.charCodeAt(i) === 46) {
    i++;
    mantissa += digits();
  }
  if (mantissa === 0) return false;
  if (i < n && (text.charCodeAt(i) | 32) === 101) {
    i++;
    if (i < n && isSign(text.charCodeAt(i))) i++;
    if (digits() === 0) return false;
  }
  return i === n;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isSign = (c: number) => c === 43 || c === 45;

/**
 * A copy of a cell that owns its characters. V8 cuts a cell out of its chunk of text as a slice that
 * keeps the whole chunk alive: a cell kept for the rest of the file (a map key) must be copied, or
 * every chunk that brought a new one stays in memory.
 */
export const ownCopy = (cell: string): string => (" " + cell).slice(1);

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
/** The longest instant INSTANT reads, with room for spaces before the zone: a longer cell is not one, unread. */
const MAX_INSTANT = 48;

/**
 * Milliseconds since the epoch of an ISO 8601 date or date-time; one without a zone is UTC, as
 * FOCUS requires. NaN for anything else ("5/1/25" could be May or January). Years are taken as
 * written: 0000 is the year 0, not 1900 as `Date.UTC` would read it.
 *
 * @example
 * instant("2026-01-01T01:00:00Z");      // 1767229200000
 * instant("2026-01-01 01:00:00+01:00"); // 1767225600000
 */
export function instant(cell: string | undefined): number {
  const text = (cell ?? "").trim();
  const m = text.length > MAX_INSTANT ? null : INSTANT.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h = "0", mi = "0", s = "0", frac = "", zone = "Z"] = m;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 24 || Number(mi) > 59 || Number(s) > 60)
    return Number.NaN;
  const date = new Date(0);
  date.setUTCFullYear(Number(y), month - 1, day);
  if (date.getUTCDate() !== day) return Number.NaN;
  const ms = date.setUTCHours(Number(h), Number(mi), Number(s), Number(frac.padEnd(3, "0").slice(0, 3)));
  if (zone.toUpperCase() === "Z") return ms;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  return ms - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

const TIME_UNIT = /^(?:(\d+(?:\.\d+)?)\s+)?(?:[a-z]+\s+)*(hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s)$/i;
const MAX_UNIT = 64;

/**
 * Hours in one of a usage unit, or null when the unit is not a time: "Hours", "Hour", "Hrs", "h",
 * minutes and seconds, optionally after a count ("10 Hours") or a qualifier ("Instance Hours").
 *
 * @example
 * hoursPerUnit("Hrs");        // 1
 * hoursPerUnit("Seconds");    // 1 / 3600
 * hoursPerUnit("GB-Seconds"); // null
 */
export function hoursPerUnit(unit: string | undefined): number | null {
  const text = (unit ?? "").trim();
  // No unit of time is longer: a long cell is not read by the pattern at all.
  const m = text.length > MAX_UNIT ? null : TIME_UNIT.exec(text);
  if (!m) return null;
  const count = m[1] === undefined ? 1 : Number(m[1]);
  const word = m[2]!.toLowerCase();
  const scale = word.startsWith("h") ? 1 : word.startsWith("m") ? 1 / 60 : 1 / 3600;
  return count * scale;
}
