import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatNumberText, parseNumberText, type NumberTextOptions } from "./number-text";

const en: NumberTextOptions = { locale: "en-US" };
const money: NumberTextOptions = { locale: "en-US", money: true };
const pct: NumberTextOptions = { locale: "en-US", percent: true };
const de: NumberTextOptions = { locale: "de-DE", money: true };
const fr: NumberTextOptions = { locale: "fr-FR", money: true };
const ch: NumberTextOptions = { locale: "de-CH" };
const inr: NumberTextOptions = { locale: "en-IN", money: true };

describe("parseNumberText reads what finance people type", () => {
  test.each<[string, NumberTextOptions, number]>([
    ["4000000", en, 4_000_000],
    ["3,500,000", en, 3_500_000],
    ["3 500 000", en, 3_500_000],
    ["$3,500,000", money, 3_500_000],
    ["$ 3,500,000.50", money, 3_500_000.5],
    ["US$1,200", money, 1200],
    ["USD 1,200", money, 1200],
    ["-$1,200", money, -1200],
    ["$-1,200", money, -1200],
    ["\u22121,200", en, -1200],
    ["3.5M", en, 3_500_000],
    ["3.3M", en, 3_300_000],
    ["3.5 M", en, 3_500_000],
    ["250k", en, 250_000],
    ["1.2B", en, 1_200_000_000],
    ["0.000001M", en, 1],
    ["$1.5bn", money, 1_500_000_000],
    ["5%", pct, 5],
    ["12.5 %", pct, 12.5],
    ["0.5", en, 0.5],
    [".5", en, 0.5],
    ["3.", en, 3],
    ["  42  ", en, 42],
    ["-0", en, 0],
    ["3.500.000", de, 3_500_000],
    ["3,5", de, 3.5],
    ["3.500.000 €", de, 3_500_000],
    ["2,5M", de, 2_500_000],
    ["3\u202f500\u202f000", fr, 3_500_000],
    ["3 500 000,25", fr, 3_500_000.25],
    ["3’500’000", ch, 3_500_000],
    ["3'500'000.5", ch, 3_500_000.5],
    ["35,00,000", inr, 3_500_000],
    ["₹35,00,000", inr, 3_500_000],
  ])("%j (%j) is %d", (text, options, value) => {
    expect(parseNumberText(text, options)).toEqual({ ok: true, value });
  });

  test.each<[string, NumberTextOptions]>([
    ["0x10", en],
    ["0b11", en],
    ["0o7", en],
    ["1e400", en],
    ["1e5", en],
    ["Infinity", en],
    ["-Infinity", en],
    ["NaN", en],
    ["-", en],
    [".", en],
    ["3,5", en],
    ["3.500.000", en],
    ["1,2345", en],
    ["2.5", de],
    ["$5", en],
    ["$5$", money],
    ["5k%", pct],
    ["--5", en],
    ["-$-5", money],
    ["12abc", en],
    ["five", en],
  ])("%j (%j) is refused as not a plain number", (text, options) => {
    const result = parseNumberText(text, options);
    expect(result).toMatchObject({ ok: false, empty: false });
    expect(result.ok ? "" : result.message).toMatch(/^is not a plain number: write digits such as /);
  });

  test("the message gives examples in the reader's locale", () => {
    expect(parseNumberText("0x10", de)).toEqual({
      ok: false,
      empty: false,
      message: "is not a plain number: write digits such as 3.500.000, 3,5M or 250k",
    });
  });

  test.each(["", "   ", "\u00a0"])("%j is empty", (text) => {
    expect(parseNumberText(text, en)).toEqual({ ok: false, empty: true, message: "is empty: enter a number" });
  });

  test("a % outside a percent field says so", () => {
    expect(parseNumberText("5%", en)).toEqual({
      ok: false,
      empty: false,
      message: "is not a percentage: leave out the %",
    });
  });

  test("digits beyond the largest number are too large, not Infinity", () => {
    expect(parseNumberText("9".repeat(400), en)).toEqual({ ok: false, empty: false, message: "is too large" });
  });
});

describe("formatNumberText shows the value grouped", () => {
  test.each<[number, string, string]>([
    [3_500_000, "en-US", "3,500,000"],
    [3_500_000, "de-DE", "3.500.000"],
    [3_500_000, "fr-FR", "3 500 000"],
    [0.1, "en-US", "0.1"],
    [37.23, "de-DE", "37,23"],
    [-1200.5, "en-US", "-1,200.5"],
    [1e21, "en-US", "1,000,000,000,000,000,000,000"],
    [1.5e-7, "de-DE", "0,00000015"],
  ])("%d in %s is %j", (value, locale, text) => {
    expect(formatNumberText(value, locale)).toBe(text);
  });
});

describe("properties", () => {
  const locales = fc.constantFrom("en-US", "de-DE", "fr-FR", "de-CH", "en-IN", "ja-JP", "es-ES", "sv-SE");
  const value = fc.double({ noNaN: true, noDefaultInfinity: true });

  test("formatting then parsing returns the value, in every locale", () => {
    fc.assert(
      fc.property(value, locales, (x, locale) => {
        expect(parseNumberText(formatNumberText(x, locale), { locale, money: true, percent: true })).toEqual({
          ok: true,
          value: x === 0 ? 0 : x,
        });
      }),
    );
  });

  test("plain digits read as Number reads them", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,15}(\.[0-9]{1,6})?$/), (text) => {
        expect(parseNumberText(text, en)).toEqual({ ok: true, value: Number(text) });
      }),
    );
  });

  test("a currency symbol and grouping never change the value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseNumberText(`$${formatNumberText(n, "en-US")}`, money)).toEqual({ ok: true, value: n });
      }),
    );
  });

  test("anything that is read is a finite number", () => {
    fc.assert(
      fc.property(fc.string(), locales, (text, locale) => {
        const result = parseNumberText(text, { locale, money: true, percent: true });
        if (result.ok) expect(Number.isFinite(result.value)).toBe(true);
      }),
    );
  });
});
