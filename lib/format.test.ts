import { describe, expect, test } from "vitest";
import { currencySymbol, formatMoney, formatMoneyCompact, formatMonth, formatPct, localeFromAcceptLanguage } from "@/lib/format";

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
