import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { currencyMarkFits } from "./currency-mark";
import { parseNumberText } from "./number-text";

describe("currencyMarkFits", () => {
  test.each<[string, string, boolean]>([
    ["$", "USD", true],
    ["US$", "USD", true],
    ["USD", "USD", true],
    ["€", "USD", false],
    ["EUR", "USD", false],
    ["£", "USD", false],
    ["€", "EUR", true],
    ["EUR", "EUR", true],
    ["$", "EUR", false],
    ["$", "CAD", true],
    ["C$", "CAD", true],
    ["CA$", "CAD", true],
    ["A$", "AUD", true],
    ["A$", "USD", false],
    ["kr", "SEK", true],
    ["kr", "USD", false],
    ["zł", "PLN", true],
    ["CHF", "CHF", true],
    ["Fr.", "CHF", true],
    ["¥", "JPY", true],
    ["₹", "INR", true],
    ["₩", "KRW", true],
    ["R$", "BRL", true],
    ["₹", "USD", false],
  ])("%s in a %s scenario: %s", (mark, currency, fits) => {
    expect(currencyMarkFits(mark, currency, "en-US")).toBe(fits);
  });

  test("a currency's own code always fits, whatever the reader's locale", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("USD", "EUR", "GBP", "CHF", "JPY", "KRW", "CNY", "INR", "CAD", "AUD", "SEK", "BRL"),
        fc.constantFrom("en-US", "de-DE", "fr-FR", "ja-JP", "xx-invalid-locale"),
        (currency, locale) => {
          expect(currencyMarkFits(currency, currency, locale)).toBe(true);
        },
      ),
    );
  });
});

describe("parseNumberText with the scenario's currency", () => {
  const usd = { locale: "en-US", money: true, currency: "USD" };
  test.each<[string, number]>([
    ["$3.5M", 3_500_000],
    ["USD 3,500,000", 3_500_000],
    ["3.5M", 3_500_000],
  ])("%s is read in a USD scenario", (text, value) => {
    expect(parseNumberText(text, usd)).toEqual({ ok: true, value });
  });

  test.each<[string, string]>([
    ["€3.5M", "is in €, but this scenario counts in USD: enter the amount in USD, or change the scenario's currency"],
    [
      "3,500,000 EUR",
      "is in EUR, but this scenario counts in USD: enter the amount in USD, or change the scenario's currency",
    ],
    ["£250k", "is in £, but this scenario counts in USD: enter the amount in USD, or change the scenario's currency"],
  ])("%s is refused in a USD scenario, with the reason", (text, message) => {
    expect(parseNumberText(text, usd)).toEqual({ ok: false, empty: false, message });
  });

  test("without a currency, any mark is read as before", () => {
    expect(parseNumberText("€3.5M", { locale: "en-US", money: true })).toEqual({ ok: true, value: 3_500_000 });
  });
});
