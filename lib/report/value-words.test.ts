import { describe, expect, test } from "vitest";
import type { TcoResult } from "@/lib/tco/types";
import { articleCheck } from "@/scripts/test-support/export";
import { createFormatter } from "@/lib/format/formatter";
import { formatFieldValue, recommendationName, recommendationSentence } from "./value-words";

const usd = createFormatter("USD");

describe("recommendation", () => {
  test("named as the palette names the options, with the reason", () => {
    expect(recommendationName("on-prem")).toBe("On-prem");
    expect(recommendationName("cloud")).toBe("Cloud");
    const result = { recommendation: "hybrid" } as TcoResult;
    expect(
      recommendationSentence(
        { ...articleCheck(), assumptions: { ...articleCheck().assumptions, discountRatePct: 7.5 } },
        result,
        usd,
      ),
    ).toBe("Lowest present cost (NPV at 7.5%, annual discounting): Hybrid.");
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
