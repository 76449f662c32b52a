// Formats the scenario schema checks strings against.

let currencies: Set<string> | undefined;

/**
 * An ISO 4217 code this runtime knows (any three capitals where Intl cannot list them).
 *
 * @example
 * isCurrencyCode("EUR"); // true
 * isCurrencyCode("XYZ"); // false
 */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  if (typeof Intl.supportedValuesOf !== "function") return true;
  currencies ??= new Set(Intl.supportedValuesOf("currency"));
  return currencies.has(code);
}

/**
 * A real day written YYYY-MM-DD (leap years counted).
 *
 * @example
 * isCalendarDate("2024-02-29"); // true
 * isCalendarDate("2025-02-29"); // false
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
}
