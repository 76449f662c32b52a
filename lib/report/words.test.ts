import { describe, expect, test } from "vitest";
import {
  aheadWords,
  breakEvenWords,
  capitalized,
  CHEAPER_AT_EVERY_USE,
  cheapestPerUnit,
  costsMore,
  countOf,
  optionKey,
  optionName,
  savingWords,
  yearsText,
} from "./words";

describe("words", () => {
  test.each([
    [0, "0 years"],
    [1, "1 year"],
    [3, "3 years"],
    [1.5, "1.5 years"],
  ])("%d years reads %s", (n, text) => expect(yearsText(n)).toBe(text));

  test("a count names its noun", () => expect(countOf(1, "epoch", "one")).toBe("one epoch"));

  test.each([
    [null, undefined, "never"],
    [null, 3, "not within 3 years"],
    [null, 1, "not within 1 year"],
    [0, undefined, "from the start"],
    [4.4117, undefined, "month 4.4"],
  ] as const)("break-even %s (horizon %s) reads %s", (month, horizon, text) =>
    expect(breakEvenWords(month, "en-US", horizon)).toBe(text),
  );

  test("options are named as the legends name them", () => {
    expect(optionName("on-prem")).toBe("On-prem");
    expect(optionName("onPrem")).toBe("On-prem");
    expect(optionName("cloud")).toBe("Cloud");
    expect(optionKey("on-prem")).toBe("onPrem");
    expect(capitalized("never")).toBe("Never");
  });

  test("a negative saving reads as a cost", () => {
    expect(savingWords(-526, (v) => `$${v}`)).toBe("costs $526 more");
    expect(savingWords(526, (v) => `$${v}`)).toBe("$526");
    expect(costsMore("9.4%")).toBe("costs 9.4% more");
  });

  test.each([
    [{ cloud: 0.0106, onPrem: 0.0096, hybrid: 0.0096 }, "onPrem"],
    [{ cloud: 0.01, onPrem: 0.01, hybrid: 0.02 }, "cloud"],
    [{ cloud: 0.03, onPrem: 0.02, hybrid: 0.01 }, "hybrid"],
    [null, null],
    [undefined, null],
  ] as const)("cheapest per unit of %j is %s", (costs, best) => expect(cheapestPerUnit(costs)).toBe(best));
  test.each([
    [1200, undefined, "Owning ahead of renting (undiscounted)"],
    [0, undefined, "Owning ahead of renting (undiscounted)"],
    [-5, undefined, "Owning behind renting (undiscounted)"],
    [-5, { cloud: "Standard host", onPrem: "Enhanced host" }, "Enhanced host behind Standard host (undiscounted)"],
    [7, { onPrem: "enhanced host" }, "Enhanced host ahead of renting (undiscounted)"],
  ])("the savings tooltip at %s with %j reads %s", (savings, labels, words) => {
    expect(aheadWords(savings, labels)).toBe(words);
  });

  test("a utilization break-even at zero hours names its measure", () => {
    expect(CHEAPER_AT_EVERY_USE).toBe("one option is cheaper at every use (undiscounted)");
  });
});
