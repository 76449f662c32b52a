/** Reading one FOCUS cell: numbers, instants and usage units. */

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** An empty cell, or the word null some exporters write for one. */
export const isBlank = (cell: string | undefined): boolean =>
  cell === undefined || cell === "" || /^\s*(?:null)?\s*$/i.test(cell);

/**
 * A decimal cell: a number, null when blank, NaN when it is not a plain decimal ("$1,000.00", "0x10").
 *
 * @example
 * decimal("12.5"); // 12.5
 * decimal("");     // null
 * decimal("1,5");  // NaN
 */
export function decimal(cell: string | undefined): number | null {
  if (cell === undefined || cell === "") return null;
  if (plainNumberChars(cell)) return Number(cell);
  if (isBlank(cell)) return null;
  const text = cell!.trim();
  return NUMBER.test(text) ? Number(text) : Number.NaN;
}

/**
 * Whether every character is a digit, a sign, a point or an exponent's e: then Number() reads the
 * cell exactly as NUMBER would (NaN where NUMBER refuses, as "1e" or "1.2.3"), without a regex or a
 * trimmed copy. Millions of cost cells go through here.
 */
function plainNumberChars(cell: string): boolean {
  for (let i = 0; i < cell.length; i++) {
    const c = cell.charCodeAt(i);
    // 0-9, ".", "+", "-", "e", "E"
    if (!((c >= 48 && c <= 57) || c === 46 || c === 43 || c === 45 || c === 101 || c === 69)) return false;
  }
  return true;
}

/**
 * A copy of a cell that owns its characters. V8 cuts a cell out of its chunk of text as a slice that
 * keeps the whole chunk alive: a cell kept for the rest of the file (a map key) must be copied, or
 * every chunk that brought a new one stays in memory.
 */
export const ownCopy = (cell: string): string => (" " + cell).slice(1);

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Milliseconds since the epoch of an ISO 8601 date or date-time; one without a zone is UTC, as
 * FOCUS requires. NaN for anything else ("5/1/25" could be May or January).
 *
 * @example
 * instant("2026-01-01T01:00:00Z");      // 1767229200000
 * instant("2026-01-01 01:00:00+01:00"); // 1767225600000
 */
export function instant(cell: string | undefined): number {
  const m = INSTANT.exec((cell ?? "").trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h = "0", mi = "0", s = "0", frac = "", zone = "Z"] = m;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 24 || Number(mi) > 59 || Number(s) > 60)
    return Number.NaN;
  const ms = Date.UTC(
    Number(y),
    month - 1,
    day,
    Number(h),
    Number(mi),
    Number(s),
    Number(frac.padEnd(3, "0").slice(0, 3)),
  );
  if (new Date(ms).getUTCDate() !== day && Number(h) < 24) return Number.NaN;
  if (zone.toUpperCase() === "Z") return ms;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  return ms - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

const TIME_UNIT = /^(?:(\d+(?:\.\d+)?)\s+)?(?:[a-z]+\s+)*(hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s)$/i;

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
  const m = TIME_UNIT.exec((unit ?? "").trim());
  if (!m) return null;
  const count = m[1] === undefined ? 1 : Number(m[1]);
  const word = m[2]!.toLowerCase();
  const scale = word.startsWith("h") ? 1 : word.startsWith("m") ? 1 / 60 : 1 / 3600;
  return count * scale;
}
