import { describe, expect, test } from "vitest";
import { ageWords, monthsBetween, pricesAreStale } from "./prices-age";

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("prices age", () => {
  test.each([
    ["2026-06-01", "2026-12-01", false],
    ["2026-05-31", "2026-12-01", true],
    ["2026-06-01", "2026-12-02", true],
    ["2026-11-30", "2026-12-01", false],
    ["2023-01-01", "2026-12-01", true],
    [undefined, "2026-12-01", false],
  ] as const)("prices of %s on %s are stale: %s", (asOf, today, stale) =>
    expect(pricesAreStale(asOf, on(today))).toBe(stale),
  );

  test.each([
    ["2023-01-01", "2026-12-01", 47],
    ["2026-01-31", "2026-02-28", 0],
    ["2026-01-15", "2026-07-15", 6],
  ] as const)("%s to %s is %d whole months", (asOf, today, months) =>
    expect(monthsBetween(asOf, on(today))).toBe(months),
  );

  test.each([
    [0, "less than a month"],
    [1, "1 month"],
    [12, "1 year"],
    [13, "1 year and 1 month"],
    [47, "3 years and 11 months"],
  ] as const)("%d months read %s", (months, words) => expect(ageWords(months)).toBe(words));
});
