import { describe, expect, test } from "vitest";
import { wattsText } from "./watts";

const en = (v: number, d: number) => new Intl.NumberFormat("en-US", { maximumFractionDigits: d }).format(v);

describe("wattsText", () => {
  test.each([
    [210, "210 W"],
    [450, "450 W"],
    [999, "999 W"],
    [1000, "1 kW"],
    [10_200, "10.2 kW"],
    [14_300, "14.3 kW"],
  ])("%d W reads %s", (watts, text) => {
    expect(wattsText(watts, en)).toBe(text);
  });
});
