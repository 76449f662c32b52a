import { expect, test } from "vitest";
import { errorCountUnder } from "./input-section";

const errors = new Map([
  ["tax", "Add a rate"],
  ["tax.ratePct", "Between 0 and 100"],
  ["taxes", "not a tax error"],
  ["financing.termMonths", "At least 1"],
]);

test.each([
  ["tax", 2],
  ["financing", 1],
  ["carbon", 0],
])("%s has %i errors under it (a sibling sharing its prefix is not one)", (path, count) => {
  expect(errorCountUnder(errors, path)).toBe(count);
});
