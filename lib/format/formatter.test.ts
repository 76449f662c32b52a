import { describe, expect, test } from "vitest";
import { createFormatter, resolveLocale } from "./formatter";

const usd = createFormatter("USD");

describe("createFormatter", () => {
  test("amounts, percents and months as lib/format says them; rates, inputs and dates added", () => {
    expect(usd.money(1_296_000)).toBe("$1,296,000");
    expect(usd.moneyCompact(35_800_000)).toBe("$35.8M");
    expect(usd.percent(71.887)).toBe("71.9%");
    expect(usd.month(4.4117)).toBe("month 4.4");
    expect(usd.moneyRate(0.3, 2)).toBe("$0.30");
    expect(usd.moneyRate(4.4083, 3)).toBe("$4.408");
    expect(usd.moneyInput(0.08)).toBe("$0.08");
    expect(usd.moneyInput(0.0106)).toBe("$0.0106");
    expect(usd.moneyInput(22.5)).toBe("$22.50");
    expect(usd.moneyInput(0)).toBe("$0");
    expect(usd.moneyInput(3_500_000)).toBe("$3,500,000");
    expect(usd.dateTime(new Date("2026-11-29T14:05:00Z"))).toBe("Nov 29, 2026, 2:05 PM UTC");
    expect(usd.date("2026-01-12")).toBe("Jan 12, 2026");
    expect(createFormatter("EUR", "de-DE").money(1_296_000)).toBe("1.296.000\u00A0€");
  });

  test("a malformed locale falls back to en-US instead of throwing", () => {
    expect(resolveLocale("fr-fr")).toBe("fr-FR");
    expect(resolveLocale("not a locale!")).toBe("en-US");
    expect(createFormatter("USD", "not a locale!").money(1)).toBe("$1.00");
  });
});
