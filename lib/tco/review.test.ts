import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { afterEdit, confirmed, onPremToReview } from "./review";

const marked = { name: "Cloud bill", onPrem: { capex: { compute: 1 } }, review: { onPrem: true } };

describe("the on-prem review mark", () => {
  test.each([
    ["an on-prem input", "onPrem.capex.compute", false],
    ["an on-prem power input", "onPrem.opex.power.pricePerKwh", false],
    ["a cloud input", "cloud.pricePerGpuHour", true],
    ["the name", "name", true],
    ["a field whose name starts like onPrem", "onPremNote", true],
  ])("editing %s (%s) keeps the mark: %s", (_name, path, kept) => {
    expect(onPremToReview(afterEdit(marked, path))).toBe(kept);
  });

  test("Confirm removes the mark and nothing else; an unmarked draft is returned as it is", () => {
    expect(confirmed(marked)).toEqual({ name: "Cloud bill", onPrem: { capex: { compute: 1 } } });
    const plain = { name: "x" };
    expect(confirmed(plain)).toBe(plain);
    expect(confirmed(null)).toBeNull();
  });

  test("whatever the draft and the path, only `review` can change", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), (draft, path) => {
        const withMark = { ...draft, review: { onPrem: true } };
        const unmarked = (d: Record<string, unknown>) => Object.entries(d).filter(([key]) => key !== "review");
        expect(unmarked(afterEdit(withMark, path))).toEqual(unmarked(withMark));
      }),
    );
  });
});
