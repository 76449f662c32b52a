import { describe, expect, test } from "vitest";
import { FIELD_GROUPS } from "@/lib/input/fields";
import { choiceWords } from "./choice-words";

describe("choiceWords", () => {
  test.each([
    ["tax.depreciation", "macrs-5", "MACRS 5-year"],
    ["tax.depreciation", "straight-line", "Straight-line"],
    ["tax.depreciation", "expensed", "Expensed"],
    ["cloud.billing", "on-demand", "On-demand"],
    ["cloud.billing", "reserved", "Reserved"],
    ["assumptions.discounting", "annual", "Annual"],
    ["assumptions.discounting", "monthly", "Monthly"],
    ["workload.unitName", "macrs-5", "macrs-5"],
    ["currency", "EUR", "EUR"],
  ])("%s = %s reads %s", (path, value, words) => expect(choiceWords(path, value)).toBe(words));

  test("every coded choice of the editor has its words", () => {
    const coded = FIELD_GROUPS.flatMap((g) => g.fields).flatMap((f) =>
      f.kind === "choice" && f.options !== "currencies"
        ? f.options.filter((o) => typeof o.value === "string").map((o) => [f.path, String(o.value)] as const)
        : [],
    );
    expect(coded.length).toBeGreaterThan(0);
    for (const [path, value] of coded) expect(choiceWords(path, value), `${path}=${value}`).not.toBe(value);
  });
});
