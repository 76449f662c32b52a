import { describe, expect, test } from "vitest";
import type { TcoResult } from "@/lib/tco/types";
import { articleCheck } from "./test-support";
import { createFormatter, formatFieldValue, headlineSentence, pdfText, recommendationSentence } from "./format-pdf";

const usd = createFormatter("USD");
const scenario = articleCheck();
const withSaving = (total: number, breakEvenMonth: number | null) =>
  ({ savings: { total, pct: null, npv: 0 }, breakEvenMonth, recommendation: "on-prem" }) as TcoResult;

describe("createFormatter", () => {
  test("exact, rate, compact, percent and dates", () => {
    expect(usd.money(1_296_000)).toBe("$1,296,000");
    expect(usd.money(-4_200_000.4)).toBe("-$4,200,000");
    expect(usd.moneyRate(3)).toBe("$3.00");
    expect(usd.moneyRate(0.0106)).toBe("$0.0106");
    expect(usd.moneyRate(0.3, 3)).toBe("$0.300");
    expect(usd.moneyInput(22.5)).toBe("$22.50");
    expect(usd.moneyInput(3_500_000)).toBe("$3,500,000");
    expect(usd.moneyCompact(35_800_000)).toBe("$35.8M");
    expect(usd.moneyCompact(1_200_000)).toBe("$1.2M");
    expect(usd.moneyCompact(525.6)).toBe("$526");
    expect(createFormatter("EUR").moneyCompact(350_000)).toBe("€350K");
    expect(usd.percent(71.887)).toBe("71.9%");
    expect(usd.percent(8, 2, 0)).toBe("8%");
    expect(usd.dateTime(new Date("2026-11-29T14:05:00Z"))).toBe("Nov 29, 2026, 2:05 PM UTC");
    expect(usd.date("2026-01-12")).toBe("Jan 12, 2026");
  });

  test("another locale, and a malformed one falling back to en-US", () => {
    expect(createFormatter("EUR", "de-DE").money(1_296_000)).toBe("1.296.000\u00A0€");
    expect(createFormatter("USD", "not a locale!").locale).toBe("en-US");
  });
});

describe("headlineSentence", () => {
  test("the article's comma.ai case", () => {
    expect(headlineSentence(scenario, withSaving(35_800_000, 4.4117), usd)).toBe(
      "Owning saves $35.8M over 3 years; break-even in month 4.4",
    );
  });

  test("a negative saving reads as a cost, never as a minus sign", () => {
    const text = headlineSentence(scenario, withSaving(-2_100_000, null), usd);
    expect(text).toBe("Owning costs $2.1M more than renting over 3 years");
    expect(text).not.toContain("-");
  });

  test("cheaper from the start, equal, and one year", () => {
    expect(headlineSentence(scenario, withSaving(92_300, 0), usd)).toBe(
      "Owning saves $92.3K over 3 years; it costs less than renting from the start",
    );
    expect(headlineSentence({ ...scenario, horizonYears: 1 }, withSaving(0.001, 0), usd)).toBe(
      "Owning and renting cost the same over 1 year",
    );
  });

  test("the recommendation names its reason", () => {
    expect(recommendationSentence(scenario, withSaving(1, 1), usd)).toBe(
      "Lowest present cost (NPV at 0%, annual discounting): On-prem.",
    );
  });
});

describe("formatFieldValue", () => {
  test.each([
    [3, "money-per-hour", "$3.00/h"],
    [400_000, "money-per-year", "$400,000/year"],
    [0.08, "money-per-kwh", "$0.08/kWh"],
    [22.5, "money-per-tb-month", "$22.50/TB-month"],
    [37.23, "percent", "37.23%"],
    [24, "hours-per-day", "24 h/day"],
    [1, "years", "1 year"],
    [3, "years", "3 years"],
    [700, "watts", "700 W"],
    [1.4, "ratio", "1.4"],
    [4000, "tb", "4,000 TB"],
  ] as const)("%d %s → %s", (value, unit, text) => {
    expect(formatFieldValue(value, unit, usd)).toBe(text);
  });

  test("units per hour name the unit", () => {
    expect(formatFieldValue(28.3, "units-per-hour", usd, "epoch")).toBe("28.3 epoch/h");
  });
});

describe("pdfText", () => {
  test("Latin-1 and typographic punctuation pass unchanged", () => {
    const text = `<script>alert(1)</script> "Q4" 'plan', Café × 8 – 3 € … ‘’ “”`;
    expect(pdfText(text)).toBe(text);
  });

  test("what Helvetica cannot draw becomes ? per character, compatibility forms are folded", () => {
    expect(pdfText("Rack 🚀 ok")).toBe("Rack ? ok");
    expect(pdfText("👩‍👩‍👧")).toBe("?");
    expect(pdfText("שלום")).toBe("????");
    expect(pdfText("مرحبا")).toBe("?????");
    expect(pdfText("ﬁle Ｑ4")).toBe("file Q4");
    expect(pdfText("\u200F\u200Ex")).toBe("x");
  });

  test("Intl's minus sign and narrow spaces become drawable twins; control characters spaces", () => {
    expect(pdfText("\u2212€1\u202F200")).toBe("-€1\u00A0200");
    expect(pdfText("a\tb\u0007c\r\nd")).toBe("a b c\nd");
  });
});
