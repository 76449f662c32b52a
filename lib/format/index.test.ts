import { describe, expect, test } from "vitest";
import {
  currencySymbol,
  formatCalendarDate,
  formatMoney,
  formatMoneyCompact,
  formatMonth,
  formatNumberCompact,
  formatPct,
  formatPerGpuHour,
  formatTimestamp,
  localeFromAcceptLanguage,
} from "@/lib/format";

describe("formatting", () => {
  test.each([
    [1_296_000, "USD", "en-US", "$1,296,000"],
    [0.0106, "USD", "en-US", "$0.0106"],
    [12.5, "USD", "en-US", "$12.50"],
    [-35_800_000, "USD", "en-US", "-$35,800,000"],
    [1_296_000, "EUR", "de-DE", "1.296.000 €"],
  ])("formatMoney(%d, %s, %s) = %s", (value, currency, locale, expected) => {
    expect(formatMoney(value, currency, locale).replace(/\u00a0/g, " ")).toBe(expected);
  });

  test.each([
    [35_800_000, "USD", "$35.8M"],
    [350_000, "EUR", "€350K"],
    [999, "USD", "$999"],
  ])("formatMoneyCompact(%d, %s) = %s", (value, currency, expected) => {
    expect(formatMoneyCompact(value, currency, "en-US")).toBe(expected);
  });

  test.each([
    [10_549, "en-US", "10.5K"],
    [950, "en-US", "950"],
    [1_250_000, "de-DE", "1,25 Mio."],
  ])("formatNumberCompact(%d, %s) = %s", (value, locale, expected) => {
    expect(formatNumberCompact(value, locale).replace(/\u00a0/g, " ")).toBe(expected);
  });

  test("percent and month", () => {
    expect(formatPct(71.94, "en-US")).toBe("71.9%");
    expect(formatMonth(4.4118, "en-US")).toBe("month 4.4");
    expect(currencySymbol("EUR", "en-US")).toBe("€");
  });

  test.each([
    ["es-ES,es;q=0.9", "es-ES"],
    ["ko-KR", "ko-KR"],
    ["", "en-US"],
    [null, "en-US"],
    ["***", "en-US"],
  ])("localeFromAcceptLanguage(%j) = %s", (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

describe("cost per GPU-hour", () => {
  test.each([
    [0.90016, "USD", "en-US", "$0.90"],
    [3.208, "USD", "en-US", "$3.21"],
    [0.0049, "USD", "en-US", "$0.00"],
    [125, "EUR", "en-US", "€125.00"],
    [1.5, "EUR", "de-DE", "1,50 €"],
  ])("%d %s in %s reads %s, always to the cent", (value, currency, locale, expected) => {
    expect(formatPerGpuHour(value, currency, locale).replace(/\u00a0/g, " ")).toBe(expected);
  });
});

describe("dates", () => {
  test.each([
    ["2023-01-01", "en-US", "Jan 1, 2023"],
    ["2023-01-01", "en-GB", "1 Jan 2023"],
    ["2023-12-31", "de-DE", "31.12.2023"],
    ["2026-11-29T23:30:00.000Z", "en-US", "Nov 29, 2026"],
  ])("the calendar date %s reads %s in %s, the same day in every zone", (value, locale, expected) => {
    expect(formatCalendarDate(value, locale)).toBe(expected);
  });

  test.each([
    ["en-US", "Nov 29, 2026, 2:05 PM UTC"],
    ["en-GB", "29 Nov 2026, 14:05 UTC"],
    ["de-DE", "29.11.2026, 14:05 UTC"],
  ])("an instant in a file is in UTC with the zone named, in %s: %s", (locale, expected) => {
    expect(formatTimestamp(new Date("2026-11-29T14:05:00Z"), locale, "UTC").replace(/\u202f/g, " ")).toBe(expected);
  });

  test("on screen an instant is in the runtime's (the reader's) zone, unnamed", () => {
    const at = new Date("2026-11-29T14:05:00Z");
    const local = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(at);
    expect(formatTimestamp(at, "en-GB")).toBe(local);
  });
});
